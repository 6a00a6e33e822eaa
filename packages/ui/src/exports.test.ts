import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { componentFolders, subpathOf } from '../scripts/library-entries.ts';

// Every folder with an index.ts (the test runs in the browser, so Vite lists them, not node:fs).
const foldersWithIndex = Object.keys(import.meta.glob('./*/index.ts')).map(
  (path) => path.split('/')[1] ?? path,
);

describe('package exports', () => {
  it('gives each component folder its kebab-case subpath, source, types and build', () => {
    for (const folder of componentFolders) {
      const entry = (pkg.exports as Record<string, unknown>)[`./${subpathOf(folder)}`];
      expect(entry, folder).toEqual({
        source: `./src/${folder}/index.ts`,
        types: `./dist/${folder}/index.d.ts`,
        default: `./dist/${folder}/index.js`,
      });
    }
  });

  it('builds every subpath it exports (the root, the tokens and the CSS files aside)', () => {
    const built = new Set(componentFolders.map((folder) => `./${subpathOf(folder)}`));
    const unbuilt = Object.keys(pkg.exports).filter(
      (subpath) =>
        subpath !== '.' && subpath !== './tokens' && !subpath.endsWith('.css') && !built.has(subpath),
    );
    expect(unbuilt).toEqual([]);
  });

  it('exports every folder that has an index.ts (internal, styles, test and tokens aside)', () => {
    const unexported = foldersWithIndex.filter(
      (folder) =>
        !['internal', 'styles', 'test', 'tokens'].includes(folder) && !componentFolders.includes(folder),
    );
    expect(unexported).toEqual([]);
  });

  it('names subpaths in kebab case', () => {
    expect(subpathOf('ConfirmDialog')).toBe('confirm-dialog');
    expect(subpathOf('navigation')).toBe('navigation');
  });
});
