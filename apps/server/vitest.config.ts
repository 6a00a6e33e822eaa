import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
