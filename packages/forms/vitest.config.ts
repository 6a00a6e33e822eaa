import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: { name: 'forms', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'], browser: chromiumBrowser() },
});
