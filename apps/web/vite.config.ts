import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The web app. Workspace packages resolve through their `source` condition,
 * so development needs no package build; the production build lands in
 * `apps/web/dist`, which the server serves on the same port as the API.
 */
const apiTarget = process.env.GENBA_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2023' },
});
