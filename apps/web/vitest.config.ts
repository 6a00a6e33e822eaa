import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, lazyWidgetDeps, reactDeps, sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Listed up front so Vite does not re-optimise mid-run (toolchain notes); pre-bundling
  // vitest-browser-react would inline a second copy of vitest into the browser.
  optimizeDeps: {
    exclude: ['vitest-browser-react'],
    include: [
      ...reactDeps,
      'react-router',
      'react-router/dom',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'msw',
      ...lazyWidgetDeps,
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
    // One retry in CI (see .storybook/vitest.config.ts).
    retry: process.env.CI ? 1 : 0,
  },
});
