import { defineConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/**
 * The validators' tests for `stryker.validators.config.mjs`. The same files
 * as packages/validators/vitest.config.ts, without per-file isolation: a
 * static mutant (a label map, a constant) reruns every test file, and a fresh
 * worker per file made that about a minute per mutant on a busy 2-core machine.
 * The Stryker runner reloads the modules for each mutant run itself.
 */
/**
 * MUTATION_TESTS (comma-separated globs under packages/validators) replaces the test list for one
 * slice, as in stryker.server.vitest.config.ts: a static mutant reruns every listed file, so a slice
 * of label maps checked against their own tests finishes in minutes. It can only score lower than the
 * whole list, never higher.
 */
const sliceTests = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...sourceResolve,
  root: 'packages/validators',
  test: {
    name: 'validators',
    environment: 'node',
    include: sliceTests ?? ['src/**/*.test.ts'],
    isolate: false,
  },
});
