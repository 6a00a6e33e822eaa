import { configDefaults, defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real-browser tests run in the api-client-browser project (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
    isolate: false,
  },
});
