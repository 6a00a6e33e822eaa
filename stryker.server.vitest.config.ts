import { defineConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/**
 * The server tests that exercise auth, sessions and tenancy, for
 * `stryker.server.config.mjs`: the settings of apps/server/vitest.config.ts
 * without the slow suites that test other things (contract examples, serving
 * the web build, migrations), and without per-file isolation (each file still
 * opens its own PGlite; a fresh worker per file doubled every mutant run).
 */
/**
 * MUTATION_TESTS (comma-separated paths under apps/server) replaces the list below for one slice,
 * e.g. `MUTATION_TESTS=test/auth/tokens.test.ts npm run test:mutation server -- --mutate
 * apps/server/src/auth/tokens.ts`: on a loaded machine the dry run of the whole list alone took 7
 * minutes, and a mutant of code every request passes reran every file. A slice run this way can only
 * score lower than with the whole list (fewer tests to kill each mutant), never higher.
 */
const sliceTests = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...sourceResolve,
  root: 'apps/server',
  test: {
    name: 'server',
    environment: 'node',
    // Only the files that exercise the mutated code (auth/**, http/tenancy.ts, routes/user login and
    // session). With perTest coverage every session mutant is covered by nearly every route test (each
    // logs in first), and each such file opens its own PGlite: with all of test/routes/** one mutant
    // took minutes and a full run never ended. The other route tests only pass through login and the
    // tenancy check on their way to what they test; what they could kill here is tested directly in
    // the files below (compare the scores in reports/mutation before narrowing this list).
    include: sliceTests ?? [
      'test/auth/**/*.test.ts',
      // Sessions (401/419, sliding expiry, cookie flags) and the tenancy check through real routes.
      'test/http/framework.test.ts',
      // The operation headers' id range (issue 8: no reachable 500) and access before input.
      'test/http/tenancy.test.ts',
      'test/http/accessOrder.test.ts',
      // The one-time reset, invitation and account-change tokens (auth/accountTokens.ts).
      'test/db/accountTokens.test.ts',
      // The routes whose code is mutated or that drive auth/**: e-mail and SMS login, QR login,
      // company switch, password re-check, password change and account deletion.
      'test/routes/login.test.ts',
      'test/routes/user.test.ts',
      'test/routes/sms.test.ts',
      'test/routes/qrLogin.test.ts',
      'test/routes/account.test.ts',
    ],
    globalSetup: ['test/helpers/pgliteTemplate.ts'],
    setupFiles: ['test/helpers/fastPasswords.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    isolate: false,
  },
});
