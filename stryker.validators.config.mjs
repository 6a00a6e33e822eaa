// @ts-check
/**
 * Mutation testing of @genba/validators (issue 8 item 10): run by
 * `npm run test:mutation`, never by `npm test` (minutes, not seconds).
 * The Vitest runner runs only the tests that cover each mutant (perTest).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // related mode finds no tests when the Vitest config sits in a workspace; perTest coverage narrows instead.
  vitest: { configFile: 'stryker.validators.vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'packages/validators/src/**/*.ts',
    '!packages/validators/src/**/*.test.ts',
    '!packages/validators/src/**/*.test-utils.ts',
    '!packages/validators/src/**/*.stories.tsx',
  ],
  // The sandbox needs the validators package and the shared Vitest settings only.
  ignorePatterns: [
    '/apps',
    '/packages/*',
    '!/packages/validators',
    '/docs',
    '/tests',
    '/.storybook',
    '/data',
  ],
  // Two cores, shared with other work.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/validators.incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/validators.html' },
  jsonReporter: { fileName: 'reports/mutation/validators.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
