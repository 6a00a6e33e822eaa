import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dependency table of ARCHITECTURE.md is enforced by Biome's
 * noRestrictedImports overrides in biome.json (`npm run lint` fails on a
 * violation). This suite writes one probe file per case into the workspace it
 * is about, lints them in one Biome run and checks which ones are refused, so a
 * loosened rule fails here.
 */

const root = join(import.meta.dirname, '../../..');
const tag = `__boundary_probe_${process.pid}`;

type Case = { where: string; from: string; refused: boolean };
const cases: Case[] = [
  { where: 'packages/validators/src', from: 'zod', refused: false },
  { where: 'packages/validators/src', from: '@genba/ui', refused: true },
  { where: 'packages/validators/src', from: '@genba/api-client', refused: true },
  { where: 'packages/validators/src', from: 'react', refused: true },
  { where: 'packages/api-client/src', from: '@genba/validators', refused: false },
  { where: 'packages/api-client/src', from: '@genba/validators/talk', refused: false },
  { where: 'packages/api-client/src', from: '@genba/ui', refused: true },
  { where: 'packages/api-client/src', from: '@genba/forms', refused: true },
  { where: 'packages/ui/src', from: '@genba/validators', refused: false },
  { where: 'packages/ui/src', from: '@genba/api-client', refused: true },
  { where: 'packages/ui/src', from: '@genba/forms', refused: true },
  { where: 'packages/forms/src', from: '@genba/ui', refused: false },
  { where: 'packages/forms/src', from: '@genba/api-client/schemas', refused: true },
  { where: 'apps/server/src', from: '@genba/validators', refused: false },
  { where: 'apps/server/src', from: '@genba/api-client/catalogue', refused: false },
  { where: 'apps/server/src', from: '@genba/api-client/schemas', refused: false },
  { where: 'apps/server/src', from: '@genba/api-client', refused: true },
  { where: 'apps/server/src', from: '@genba/api-client/msw', refused: true },
  { where: 'apps/server/src', from: '@genba/api-client/fixtures', refused: true },
  { where: 'apps/server/src', from: '@genba/ui', refused: true },
  { where: 'apps/web/src', from: '@genba/api-client/msw', refused: false },
  { where: 'apps/web/src', from: '@genba/ui/src/Button/Button.tsx', refused: true },
  { where: 'apps/web/src', from: '../../../packages/ui/src/index.ts', refused: true },
];

const files = cases.map((c, index) => join(c.where, `${tag}_${index}.ts`));
afterAll(() => {
  for (const file of files) rmSync(join(root, file), { force: true });
});

const refusedFiles = (): Set<string> => {
  cases.forEach((c, index) => {
    writeFileSync(
      join(root, files[index] ?? ''),
      `import * as probe from '${c.from}';\nexport const used = probe;\n`,
    );
  });
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules/.bin/biome'),
      ['lint', '--only=style/noRestrictedImports', '--reporter=json', ...files],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { location: { path: string } }[] };
  return new Set(report.diagnostics.map((d) => d.location.path));
};

describe('import boundaries (biome.json noRestrictedImports)', () => {
  it('refuses exactly the imports the dependency table forbids', () => {
    const refused = refusedFiles();
    const wrong = cases
      .map((c, index) => ({ ...c, actual: refused.has(files[index] ?? '') }))
      .filter((c) => c.actual !== c.refused)
      .map((c) => `${c.where} importing ${c.from}: ${c.actual ? 'refused' : 'allowed'}`);
    expect(wrong).toEqual([]);
  }, 30_000);
});
