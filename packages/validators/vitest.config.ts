import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: { name: 'validators', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
