/**
 * First-load budgets (issue 7, item 1), checked against the build output:
 * reads apps/web/dist/.vite/manifest.json and dist/index.html, prints every
 * route chunk with what a cold visit of it downloads before the page can
 * render, and exits 1 when a budget is exceeded.
 *
 * Sizes are brotli-compressed bytes (what the server sends to every browser
 * that accepts br; the build writes the .br files), gzip beside them for
 * reference. 1 KB = 1000 bytes, as Vite prints them.
 *
 * Initial JavaScript of a route (the budget) = the entry script and its
 * static imports + the route's chunk and its static imports. Printed beside
 * it, not budgeted: the same plus the catalogue families the route's first
 * screen calls (the root loader's init data, the page's preloaded entries),
 * which load in parallel with the route chunk and bring zod with them.
 * Render-blocking CSS = the stylesheets index.html links.
 *
 * Usage: node scripts/budgets.ts [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const KB = 1000;

/** The routes with a budget, the page module each one lazy-loads, and the catalogue families its first screen calls. */
const ROUTE_BUDGETS = [
  { route: '/login', page: 'src/pages/login/LoginPage.tsx', families: [], maxKb: 100 },
  { route: '/talk', page: 'src/pages/talk/TalkPage.tsx', families: ['user', 'talk'], maxKb: 150 },
] as const;
const BLOCKING_CSS_MAX_KB = 20;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`budgets: ${manifestFile} not found; run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** Compressed sizes of one built file: the precompressed copies when the build wrote them. */
const sizeCache = new Map<string, { raw: number; br: number; gz: number }>();
const sizeOf = (file: string) => {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  const br = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = existsSync(`${full}.gz`)
    ? readFileSync(`${full}.gz`).length
    : gzipSync(raw, { level: 9 }).length;
  // A file whose compressed copy would be larger is sent as it is.
  const size = { raw: raw.length, br: Math.min(br, raw.length), gz: Math.min(gz, raw.length) };
  sizeCache.set(file, size);
  return size;
};

/** A chunk and everything it imports statically, as manifest keys. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`budgets: ${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const total = (keys: Iterable<string>) => {
  let raw = 0;
  let br = 0;
  let gz = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const size = sizeOf(chunk.file);
    raw += size.raw;
    br += size.br;
    gz += size.gz;
  }
  return { raw, br, gz };
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const keyOfSrc = (suffix: string) =>
  Object.keys(manifest).find((key) => key === suffix || key.endsWith(`/${suffix}`));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('budgets: the manifest has no entry chunk');
const entryKeys = closure(entryKey);

const failures: string[] = [];

// Every route chunk: the pages the router lazy-loads.
const pageKeys = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && /(^|\/)src\/pages\//.test(key))
  .sort();
const rows = pageKeys.map((key) => {
  const own = total([key]);
  const initial = total(new Set([...entryKeys, ...closure(key)]));
  return { page: key.replace(/^.*src\/pages\//, ''), own, initial };
});
const entry = total(entryKeys);

console.log(
  `First-load budgets (${path.relative(root, dist) || dist}); sizes in KB (1000 bytes), brotli / gzip.\n`,
);
console.log(
  `entry + its static imports: ${kb(entry.br)} br / ${kb(entry.gz)} gz (${kb(entry.raw)} raw, ${entryKeys.size} files)\n`,
);
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);
console.log(
  `${pad('route chunk', 34)}${padStart('own br', 9)}${padStart('own gz', 9)}${padStart('initial br', 12)}${padStart('initial gz', 12)}`,
);
for (const row of rows) {
  console.log(
    `${pad(row.page, 34)}${padStart(kb(row.own.br), 9)}${padStart(kb(row.own.gz), 9)}${padStart(kb(row.initial.br), 12)}${padStart(kb(row.initial.gz), 12)}`,
  );
}
console.log('(initial = entry and its static imports + the route chunk and its static imports)\n');

for (const budget of ROUTE_BUDGETS) {
  const pageKey = keyOfSrc(budget.page);
  if (!pageKey) {
    failures.push(`${budget.route}: ${budget.page} is not a chunk of the build`);
    continue;
  }
  const keys = new Set([...entryKeys, ...closure(pageKey)]);
  const size = total(keys);
  const ok = size.br <= budget.maxKb * KB;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${budget.route} initial JavaScript: ${kb(size.br)} KB br (${kb(size.gz)} gz) ≤ ${budget.maxKb} KB br`,
  );
  if (!ok) failures.push(`${budget.route}: initial JavaScript ${kb(size.br)} KB br > ${budget.maxKb} KB`);
  if (budget.families.length) {
    const withFamilies = new Set(keys);
    for (const family of budget.families) {
      const familyKey = keyOfSrc(`packages/api-client/src/catalogue/${family}.ts`);
      if (!familyKey)
        failures.push(`${budget.route}: the catalogue family ${family} is not a chunk of the build`);
      else closure(familyKey, withFamilies);
    }
    const all = total(withFamilies);
    console.log(
      `     ${budget.route} with the catalogue families its first screen calls (${budget.families.join(', ')}): ${kb(all.br)} KB br (${kb(all.gz)} gz), not budgeted`,
    );
  }
}

// Render-blocking CSS: what index.html links as stylesheets.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const blocking = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
  .map((match) => /\bhref="\/?([^"]+)"/.exec(match[0])?.[1])
  .filter((href): href is string => href !== undefined);
const css = blocking
  .map(sizeOf)
  .reduce((sum, size) => ({ raw: sum.raw + size.raw, br: sum.br + size.br, gz: sum.gz + size.gz }), {
    raw: 0,
    br: 0,
    gz: 0,
  });
const cssOk = css.br <= BLOCKING_CSS_MAX_KB * KB;
console.log(
  `${cssOk ? 'ok  ' : 'FAIL'} render-blocking CSS (${blocking.length} file${blocking.length === 1 ? '' : 's'}): ${kb(css.br)} KB br (${kb(css.gz)} gz, ${kb(css.raw)} raw) ≤ ${BLOCKING_CSS_MAX_KB} KB br`,
);
if (!cssOk) failures.push(`render-blocking CSS ${kb(css.br)} KB br > ${BLOCKING_CSS_MAX_KB} KB`);

// The CSP of the server allows no inline code: the page must not need any.
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) failures.push('index.html has an inline <script>');
if (/<style\b/.test(html) || /\sstyle="/.test(html)) failures.push('index.html has inline styles');
if (/\son[a-z]+="/.test(html)) failures.push('index.html has an inline event handler');

if (failures.length) {
  console.error(`\nbudgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall budgets met');
