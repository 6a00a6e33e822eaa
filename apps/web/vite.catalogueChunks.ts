import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The catalogue families' schemas in a few chunks instead of one per combination of importers
 * (ADR 007). Left to the bundler, every module the family files
 * (packages/api-client/src/catalogue/<family>.ts) share with each other and with pages became its
 * own 1-2 KB chunk: /talk requested 86 scripts and stylesheets before init_data_pc.
 *
 * Each module the family files reach by static imports goes to one chunk: `catalogue-user` when
 * the user family (init_data_pc, called by every signed-in screen) reaches it, else
 * `catalogue-<family>` when one family does, else `catalogue-shared`. Left to the bundler:
 * modules the first-load script reaches (and what it loads lazily on every page: the reporter,
 * the font scheduler, the query client), those of the budgeted pages (/login, /talk: their
 * budget never carries a schema) and node_modules (zod stays one chunk). The family files stay
 * chunks of their own: the lazy catalogue imports them by name and scripts/budgets.ts finds them
 * in the manifest.
 *
 * "Reaches" follows the names imported through a barrel (`import { NEWS_TYPES } from
 * '@genba/validators'` reaches news/constants.ts, not all of validators), as the bundler's
 * tree-shaking does; a name it cannot find counts the whole barrel. Dependencies are not pulled
 * in recursively (they stay where the bundler puts them), and the build fails if two catalogue
 * chunks import each other, the sign that the analysis missed an import.
 */
const FAMILY_FILE =
  /packages[\\/]api-client[\\/]src[\\/]catalogue[\\/](?!lazyCatalogue\b|lazy\b|define\b|index\b)(\w+)\.ts$/;
/** A page's module (what the router lazy-loads). */
const PAGE = /apps[\\/]web[\\/]src[\\/]pages[\\/]/;
/** The budgeted pages (scripts/budgets.ts): their static imports never pull a catalogue chunk in. */
const KEPT_APART_PAGES = /apps[\\/]web[\\/]src[\\/]pages[\\/](login[\\/]LoginPage|talk[\\/]TalkPage)\.tsx$/;

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/** A module made of `export … from` lines only (a package's or a folder's index.ts). */
const isBarrel = (code: string) => {
  const rest = stripComments(code).replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"];?/g, '');
  return /\bfrom\b/.test(code) && /^\s*(export\s+\*\s+from\s+['"][^'"]+['"];?\s*)*$/.test(rest);
};
/** The names a module imports for their values, by specifier ('*' for a namespace or a bare import). */
const valueImportsBySpec = (code: string): Map<string, Set<string>> => {
  const bySpec = new Map<string, Set<string>>();
  const text = stripComments(code);
  for (const match of text.matchAll(/import\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const clause = match[1] ?? '';
    const names = bySpec.get(match[2] ?? '') ?? new Set<string>();
    bySpec.set(match[2] ?? '', names);
    if (/\*\s+as\s+/.test(clause) || /^[\w$]+\s*(,|$)/.test(clause)) names.add('*');
    for (const member of (/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')) {
      const name = member.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  for (const match of text.matchAll(/(?:import|export\s*\*)\s*['"]([^'"]+)['"]/g))
    bySpec.set(match[1] ?? '', new Set('*'));
  return bySpec;
};
/** The module declares or re-exports `name` (a re-export's source is among its imports, which a walk follows). */
const declares = (code: string, name: string) =>
  new RegExp(
    `export\\s+(declare\\s+)?(const|let|var|function\\*?|async\\s+function|class|enum)\\s+${name}\\b`,
  ).test(code) || new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(stripComments(code));

export const catalogueChunks = () => {
  /** Modules the first-load script or a budgeted page reaches by static imports: left to the bundler. */
  const keptApart = new Set<string>();
  /** For each module a family file reaches by static imports, the families that reach it. */
  const familiesOf = new Map<string, string[]>();

  const plugin: Plugin = {
    name: 'genba:catalogue-chunks',
    apply: 'build',
    async buildEnd() {
      keptApart.clear();
      familiesOf.clear();
      const ids = [...this.getModuleIds()];
      const codes = new Map<string, string>();
      const codeOf = (id: string) => {
        let code = codes.get(id);
        if (code === undefined) {
          code = /\.[cm]?[jt]sx?$/.test(id) && existsSync(id) ? readFileSync(id, 'utf8') : '';
          codes.set(id, code);
        }
        return code;
      };
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // For each module that imports a barrel: the names it takes from that barrel.
      const barrelNames = new Map<string, Map<string, Set<string>>>();
      for (const id of ids) {
        const code = codeOf(id);
        if (!code || isBarrel(code) || !importsOf(id).some((next) => isBarrel(codeOf(next)))) continue;
        const byBarrel = new Map<string, Set<string>>();
        for (const [spec, names] of valueImportsBySpec(code)) {
          const resolved = (await this.resolve(spec, id))?.id;
          if (resolved && isBarrel(codeOf(resolved))) byBarrel.set(resolved, names);
        }
        barrelNames.set(id, byBarrel);
      }
      /** The modules that declare `name` behind a barrel (through nested barrels). */
      const definitionsOf = (barrel: string, name: string, seen = new Set<string>()): string[] => {
        if (seen.has(barrel)) return [];
        seen.add(barrel);
        for (const id of importsOf(barrel)) {
          const code = codeOf(id);
          const found = isBarrel(code) ? definitionsOf(id, name, seen) : declares(code, name) ? [id] : [];
          if (found.length) return found;
        }
        return [];
      };
      // A module that imports a barrel reaches the modules declaring the names it takes, not the whole
      // barrel (a schema importing one rule from @genba/validators does not reach every rule). When a
      // name is not found, the whole barrel counts as reached: a module attributed to too many
      // families costs bytes, one attributed to too few would tie chunks in a cycle.
      const walk = (start: string, into: Set<string>) => {
        const stack = [start];
        while (stack.length) {
          const id = stack.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          for (const next of importsOf(id)) {
            const names = barrelNames.get(id)?.get(next);
            const found = names && !names.has('*') ? [...names].map((name) => definitionsOf(next, name)) : [];
            if (names && !names.has('*') && found.every((modules) => modules.length > 0))
              stack.push(...found.flat());
            else stack.push(next);
          }
        }
      };
      // Kept apart: the first-load script, what it loads lazily on every page (the reporter, the font
      // scheduler, the query client, the error screen; pages and families aside), and the budgeted pages.
      const apart = ids.filter((id) => this.getModuleInfo(id)?.isEntry || KEPT_APART_PAGES.test(id));
      while (apart.length) {
        const root = apart.pop() as string;
        if (keptApart.has(root)) continue;
        const before = new Set(keptApart);
        walk(root, keptApart);
        for (const id of keptApart)
          if (!before.has(id) && !KEPT_APART_PAGES.test(root))
            for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
              if (!FAMILY_FILE.test(target) && !PAGE.test(target)) apart.push(target);
      }
      for (const id of ids)
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const family = FAMILY_FILE.exec(target)?.[1];
          if (!family || familiesOf.get(target)?.includes(family)) continue;
          const reached = new Set<string>();
          walk(target, reached);
          for (const module of reached) familiesOf.set(module, [...(familiesOf.get(module) ?? []), family]);
        }
    },
    generateBundle(_options, bundle) {
      // The grouping relies on the analysis above; a chunk cycle between groups means it missed an import.
      const groupImports = new Map<string, string[]>();
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && /(^|\/)catalogue-/.test(file)) groupImports.set(file, chunk.imports);
      for (const [file, imports] of groupImports)
        for (const other of imports)
          if (groupImports.get(other)?.includes(file))
            this.error(`catalogue chunks import each other: ${file} and ${other} (vite.catalogueChunks.ts)`);
    },
  };

  const group = {
    name: (id: string) => {
      const families = familiesOf.get(id);
      if (!families || keptApart.has(id) || FAMILY_FILE.test(id) || !/[\\/]packages[\\/]/.test(id))
        return null;
      if (families.includes('user')) return 'catalogue-user';
      return families.length === 1 ? `catalogue-${families[0]}` : 'catalogue-shared';
    },
    includeDependenciesRecursively: false,
  };

  return { plugin, group };
};
