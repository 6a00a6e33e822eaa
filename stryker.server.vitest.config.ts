import { defineConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/**
 * The server tests that exercise auth, sessions and tenancy, for
 * `stryker.server.config.mjs`: the settings of apps/server/vitest.config.ts
 * without the slow suites that test other things (contract examples, serving
 * the web build, migrations), and without per-file isolation (each file still
 * opens its own PGlite; a fresh worker per file doubled every mutant run).
 */
export default defineConfig({
  ...sourceResolve,
  root: 'apps/server',
  test: {
    name: 'server',
    environment: 'node',
    include: [
      'test/auth/**/*.test.ts',
      'test/routes/**/*.test.ts',
      'test/http/framework.test.ts',
      // The operation headers' id range (issue 8: no reachable 500) and access before input.
      'test/http/tenancy.test.ts',
      'test/http/accessOrder.test.ts',
      // The one-time reset, invitation and account-change tokens (auth/accountTokens.ts).
      'test/db/accountTokens.test.ts',
      'test/messaging/sms.test.ts',
    ],
    globalSetup: ['test/helpers/pgliteTemplate.ts'],
    setupFiles: ['test/helpers/fastPasswords.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    isolate: false,
  },
});
