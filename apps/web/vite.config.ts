import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { catalogueChunks } from './vite.catalogueChunks.ts';
import { precompress } from './vite.precompress.ts';

/**
 * The web app. Workspace packages resolve through their `source` condition,
 * so development needs no package build; the production build lands in
 * `apps/web/dist`, which the server serves on the same port as the API.
 *
 * The build writes brotli and gzip copies of each asset (the server picks one
 * by Accept-Encoding) and a manifest that scripts/budgets.ts reads. It writes
 * no source maps: production serves none (GENBA_SOURCEMAP=1 builds them for
 * local debugging, and the server refuses *.map either way).
 */
const apiTarget = process.env.GENBA_API_URL ?? 'http://localhost:3001';

const catalogue = catalogueChunks();

export default defineConfig({
  plugins: [react(), precompress(), catalogue.plugin],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Every `import … from 'zod'` (the packages' too) goes through a module that turns off zod's
    // eval probe, which the strict CSP refuses with a console error (see zodWithoutEval.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zodWithoutEval.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.GENBA_SOURCEMAP === '1',
    manifest: true,
    target: 'es2023',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React, React DOM and the router before it renders: one chunk for them
          // compresses 3 KB (brotli) smaller than the pieces the default split leaves beside the
          // entry, room the feature pages' table entries need under /login's 100 KB budget (ADR 007).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            catalogue.group,
          ],
        },
      },
    },
  },
});
