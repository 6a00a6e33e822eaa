import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { libraryEntries } from './scripts/library-entries.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** Dependencies stay imports in the output; the app's bundler resolves them once. */
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

const source = (path: string) => readFileSync(new URL(`./src/${path}`, import.meta.url), 'utf8');

/**
 * Ships the global stylesheets next to the component CSS: tokens.css (the
 * custom properties), fonts.css (Noto Sans JP through @fontsource), base.css
 * and global.css, which imports the three.
 */
const globalStylesheets = (): Plugin => ({
  name: 'genba-global-stylesheets',
  generateBundle() {
    const files = {
      'tokens.css': source('tokens/tokens.css'),
      'fonts.css': source('styles/fonts.css'),
      'base.css': source('styles/base.css'),
      'global.css': "@import './tokens.css';\n@import './fonts.css';\n@import './base.css';\n",
    };
    for (const [fileName, text] of Object.entries(files)) {
      this.emitFile({ type: 'asset', fileName, source: text });
    }
  },
});

/**
 * Library build: ESM, one module per source file (so `@genba/ui/button` pulls
 * in only the button), all component CSS Modules in dist/ui.css. Types come
 * from `tsc -p tsconfig.build.json`.
 */
export default defineConfig({
  plugins: [react(), globalStylesheets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: libraryEntries, formats: ['es'], cssFileName: 'ui' },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
  css: { modules: { generateScopedName: 'genba-[local]-[hash:base64:5]' } },
});
