import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
  },
});
