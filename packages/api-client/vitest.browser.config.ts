import { defineConfig } from 'vitest/config';
import { chromiumBrowser, sourceResolve } from '../../vitest.shared.ts';

/**
 * The mobile bridge in real Chromium: degradation to web APIs in a plain
 * browser, and a simulated React Native WebView host installed on the real
 * `window`. The Node project (vitest.config.ts) leaves these files out.
 */
export default defineConfig({
  ...sourceResolve,
  // Its own folder, so that `vitest run -c packages/api-client/vitest.browser.config.ts` works from the repo root.
  root: import.meta.dirname,
  test: {
    name: 'api-client-browser',
    include: ['src/**/*.browser.test.ts'],
    browser: chromiumBrowser(),
  },
});
