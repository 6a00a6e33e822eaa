import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

/** Every file reachable from a folder (the main entry re-exports whole folders). */
const filesUnder = (dir: string): string[] =>
  readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the main entry stays free of optional peers', () => {
  it('nothing under client, bridge, storage, catalogue or schemas imports msw or TanStack Query', () => {
    const offenders = ['client', 'bridge', 'storage', 'catalogue', 'schemas']
      .flatMap(filesUnder)
      .filter((file) => /from ['"](msw|@tanstack\/)/.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('src/index.ts does not re-export the msw, query or fixtures folders', () => {
    const index = readFileSync(join(src, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/\.\/(msw|query|fixtures)\//);
  });
});

/** Files a module imports for their values (not `import type`, not `import()`), transitively. */
const valueImportsFrom = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(src, file), 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gms)) {
    const spec = match[1] ?? '';
    if (spec.startsWith('.')) valueImportsFrom(join(file, '..', spec), seen);
    else seen.add(spec);
  }
  return seen;
};

describe('a client bundle carries no schema until a call needs one', () => {
  it('createApiClient reaches neither the catalogue families nor the schemas nor zod by a static import', () => {
    const reached = [...valueImportsFrom('client/createApiClient.ts')];
    const heavy = reached.filter(
      (file) =>
        file === 'zod' ||
        file.startsWith('schemas/') ||
        (file.startsWith('catalogue/') &&
          !['catalogue/define.ts', 'catalogue/lazyCatalogue.ts'].includes(file)),
    );
    expect(heavy).toEqual([]);
    expect(reached).toContain('catalogue/lazyCatalogue.ts');
    // The table of names (lazy.ts) is imported at the first call of a family not yet loaded, never statically.
    expect(reached).not.toContain('catalogue/lazy.ts');
  });
});

describe('the published msw entry has handlers and fixtures only', () => {
  it('no file under src/msw reads zod internals (the request sampler is a test-only module)', () => {
    const offenders = filesUnder('msw').filter((file) =>
      /\._zod\b/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the msw entry exports no request sampler', async () => {
    const entry = await import('../src/msw/index.ts');
    expect(Object.keys(entry)).not.toContain('sampleRequest');
    expect(Object.keys(entry)).not.toContain('sampleFromSchema');
    expect(Object.keys(entry)).not.toContain('REQUEST_EXAMPLES');
  }, 30_000);
});
