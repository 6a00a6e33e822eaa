// @ts-check
/**
 * Mutation testing of the server's auth, session and tenancy code (issue 8
 * item 10): run by `npm run test:mutation`, never by `npm test`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // related mode finds no tests when the Vitest config sits in a workspace; perTest coverage narrows instead.
  vitest: { configFile: 'stryker.server.vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // A static mutant (a message, a route name, a default limit: evaluated when the module loads) would
  // rerun every server test file, each opening PGlite: minutes per mutant on this machine. They are
  // reported as ignored; the per-test mutants are the logic this area is about.
  ignoreStatic: true,
  mutate: [
    'apps/server/src/auth/**/*.ts',
    'apps/server/src/http/tenancy.ts',
    // The session parts of the user routes: e-mail login, logout, company switch, password re-check.
    'apps/server/src/routes/user/login.ts',
    'apps/server/src/routes/user/session.ts',
    '!apps/server/src/**/*.test.ts',
  ],
  // The sandbox needs the server, the packages it imports from source, and the shared Vitest settings.
  ignorePatterns: ['/apps/web', '/packages/ui', '/packages/forms', '/docs', '/tests', '/.storybook', '/data'],
  // Two cores, shared with other work; each test file opens its own PGlite.
  concurrency: 2,
  timeoutMS: 30_000,
  // The initial run opens PGlite in every test file; on a busy shared machine it passed Stryker's 5-minute default.
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: 'reports/mutation/server.incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
