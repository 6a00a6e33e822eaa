import { defineConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/**
 * The validators' tests for `stryker.validators.config.mjs`. The same files
 * as packages/validators/vitest.config.ts, without per-file isolation: a
 * static mutant (a label map, a constant) reruns every test file, and a fresh
 * worker per file made that about a minute per mutant on a busy 2-core machine.
 * The Stryker runner reloads the modules for each mutant run itself.
 */
export default defineConfig({
  ...sourceResolve,
  root: 'packages/validators',
  test: { name: 'validators', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
