/**
 * Public entry points of @genba/ui: the root, the tokens and one subpath per
 * component folder (`@genba/ui/button` → src/Button/index.ts). package.json
 * `exports` is the one list; `exports.test.ts` checks its shape.
 */
import pkg from '../package.json' with { type: 'json' };

const exportsMap = pkg.exports as Record<string, string | { source?: string }>;

/** Component folders, read from package.json `exports` so the build cannot miss one. */
export const componentFolders: string[] = Object.entries(exportsMap).flatMap(([subpath, entry]) => {
  const folder =
    typeof entry === 'object' ? entry.source?.match(/^\.\/src\/([^/]+)\/index\.ts$/)?.[1] : undefined;
  return folder && subpath !== './tokens' ? [folder] : [];
});

export const subpathOf = (folder: string) => folder.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

export const libraryEntries: Record<string, string> = {
  index: 'src/index.ts',
  'tokens/index': 'src/tokens/index.ts',
  ...Object.fromEntries(componentFolders.map((f) => [`${f}/index`, `src/${f}/index.ts`])),
};
