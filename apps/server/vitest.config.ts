import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A migrated PGlite cluster dumped once per run; each test file loads it instead of running initdb.
    globalSetup: ['test/helpers/pgliteTemplate.ts'],
    setupFiles: ['test/helpers/fastPasswords.ts'],
    // Each file opens its own PGlite (initdb) or PostgreSQL database: slow on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
