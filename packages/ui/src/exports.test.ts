import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { componentFolders, subpathOf } from '../scripts/library-entries.ts';

describe('package exports', () => {
  it('has one subpath per component folder, built from the same list as the library entries', () => {
    for (const folder of componentFolders) {
      const entry = (pkg.exports as Record<string, { source?: string; default: string }>)[
        `./${subpathOf(folder)}`
      ];
      expect(entry, folder).toEqual({
        source: `./src/${folder}/index.ts`,
        types: `./dist/${folder}/index.d.ts`,
        default: `./dist/${folder}/index.js`,
      });
    }
  });

  it('names subpaths in kebab case', () => {
    expect(subpathOf('ConfirmDialog')).toBe('confirm-dialog');
    expect(subpathOf('navigation')).toBe('navigation');
  });
});
