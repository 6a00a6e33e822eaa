import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'validators',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Pure functions and schemas (no mocks, timers or globals): files share a worker's modules instead of
    // paying about 0.6 s of worker start each (84 files).
    isolate: false,
  },
});
