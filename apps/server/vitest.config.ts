import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A migrated PGlite cluster dumped once (cached by migration content), then the demo seed made
    // once per run: each test file loads a copy instead of running initdb and seeding.
    globalSetup: ['test/helpers/pgliteTemplate.ts', 'test/helpers/seededTemplate.ts'],
    setupFiles: ['test/helpers/fastPasswords.ts'],
    // Each file opens its own PGlite (initdb) or PostgreSQL database: slow on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
