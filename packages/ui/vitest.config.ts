import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, lazyWidgetDeps, reactDeps, sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Pre-bundling it would inline a second copy of vitest into the browser.
  optimizeDeps: {
    exclude: ['vitest-browser-react'],
    include: [...reactDeps, ...lazyWidgetDeps],
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
  },
});
