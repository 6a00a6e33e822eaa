import { defineConfig } from 'vitest/config';

// Each package owns its Vitest project; the root only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/api-client/vitest.browser.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
