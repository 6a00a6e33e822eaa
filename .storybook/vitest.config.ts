import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, lazyWidgetDeps, reactDeps, sourceResolve } from '../vitest.shared.ts';

/**
 * Every story of every package runs as a test in headless Chromium: it must
 * render, its play function must pass and axe must find no violation. Stories
 * tagged `screenshot` are also compared against committed references
 * (see docs/adr/003-storybook-tests.md to update them).
 */
export default defineConfig({
  ...sourceResolve,
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  // Pre-bundled up front: a re-optimisation mid-run reloads the iframe and fails the run.
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      ...reactDeps,
      // The forms' and web app's stories: listed so Vite does not re-optimise mid-run.
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'react-router',
      'react-router/dom',
      '@tanstack/react-query',
      ...lazyWidgetDeps,
      'zod/v4',
      'zod/v4/core',
    ],
  },
  test: {
    name: 'storybook',
    // Above pageWait (apps/web/src/test/PageAt.tsx), so a slow first page fails on its own message.
    testTimeout: 40_000,
    // Story files share the iframe, as a file's stories always did: each file re-imported the app and
    // its catalogue (11 login and account files: 327 s isolated, 97 s shared, at the same load). Each
    // story still gets its own MSW handlers, router and query client.
    isolate: false,
    // One retry in CI, like the end-to-end flows: a story that passes on its second run is shown with
    // its retry instead of failing the landing. A story that fails twice still fails.
    retry: process.env.CI ? 1 : 0,
    setupFiles: [join(import.meta.dirname, 'vitest.setup.ts')],
    browser: chromiumBrowser(),
  },
});
