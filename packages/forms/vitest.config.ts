import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, reactDeps, sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Listed up front so Vite does not re-optimise mid-run (toolchain notes); pre-bundling
  // vitest-browser-react would inline a second copy of vitest into the browser.
  optimizeDeps: {
    exclude: ['vitest-browser-react'],
    include: [...reactDeps, 'react-hook-form', '@hookform/resolvers/zod', 'zod'],
  },
  test: {
    name: 'forms',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
  },
});
