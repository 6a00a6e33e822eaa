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
    // Files share a worker's module graph: each file builds its own app and database, and what stays
    // at module level (constant tables, the link-preview cache by URL, seed photo bytes) is the same
    // for every file. Importing the server once per worker instead of once per
    // file took the project from 339 s to 199 s on this machine (it runs twice in CI).
    isolate: false,
    // Each file opens its own PGlite (initdb) or PostgreSQL database: slow on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
