import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build: ESM only, one entry, CSS Modules collected into
 * dist/forms.css (the `./styles.css` export). Every dependency and peer stays
 * external, so the app bundles one copy of React, react-hook-form, zod and
 * @genba/ui. Type declarations come from `tsc -p tsconfig.build.json`.
 */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react()],
  // Sibling packages are external; `source` only matters for anything resolved at build time.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2023',
    cssCodeSplit: false,
    rolldownOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      output: {
        assetFileNames: (asset) => (asset.names?.[0]?.endsWith('.css') ? 'forms.css' : '[name][extname]'),
      },
    },
  },
});
