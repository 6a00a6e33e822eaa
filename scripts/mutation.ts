/**
 * `npm run test:mutation [validators|server]`: runs StrykerJS for each area
 * (stryker.<area>.config.mjs), then prints each area's mutation score beside
 * the target of issue 8 item 10, with a line per file group. Exits 1 when an
 * area is below its target. Not part of `npm test`: a full run takes minutes
 * (incremental runs reuse the results of unchanged code and tests).
 * MUTATION_REPORT_ONLY=1 prints the scores of the last (possibly interrupted) run.
 * Options after the area go to Stryker: `npm run test:mutation server -- --mutate
 * apps/server/src/http/tenancy.ts` tests one file's mutants (a slice to estimate a
 * full run; its results join the incremental report, which is written only when a run ends).
 * MUTATION_TESTS=<test files> narrows the tests of such a slice (see the areas' *.vitest.config.ts):
 * `MUTATION_TESTS=test/auth/tenancy.test.ts npm run test:mutation server -- --mutate
 * apps/server/src/http/tenancy.ts:76-145` (a line range is a smaller slice still).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TARGET = 90;

type Area = { name: 'validators' | 'server'; groups: { label: string; prefix: string }[] };

const AREAS: Area[] = [
  { name: 'validators', groups: [{ label: 'packages/validators/src', prefix: 'packages/validators/src/' }] },
  {
    name: 'server',
    groups: [
      { label: 'auth/**', prefix: 'apps/server/src/auth/' },
      { label: 'http/tenancy.ts', prefix: 'apps/server/src/http/tenancy.ts' },
      { label: 'routes/user (session parts)', prefix: 'apps/server/src/routes/user/' },
    ],
  },
];

type Report = { files: Record<string, { mutants: { status: string }[] }> };

/** Stryker's mutation score: detected over valid mutants (compile and runtime errors and ignored ones excluded). */
const score = (statuses: string[]) => {
  const count = (s: string) => statuses.filter((x) => x === s).length;
  const detected = count('Killed') + count('Timeout');
  const valid = detected + count('Survived') + count('NoCoverage');
  return {
    detected,
    valid,
    survived: count('Survived') + count('NoCoverage'),
    percent: valid === 0 ? 100 : (100 * detected) / valid,
  };
};

const root = path.resolve(import.meta.dirname, '..');
const firstOption = process.argv.findIndex((arg, i) => i >= 2 && arg.startsWith('--'));
const wanted = process.argv.slice(2, firstOption === -1 ? undefined : firstOption);
const strykerOptions = firstOption === -1 ? [] : process.argv.slice(firstOption);
const areas = wanted.length ? AREAS.filter((a) => wanted.includes(a.name)) : AREAS;
if (areas.length === 0) {
  console.error(`unknown area: ${wanted.join(' ')} (validators, server)`);
  process.exit(2);
}

const started = Date.now();
for (const area of process.env.MUTATION_REPORT_ONLY ? [] : areas) {
  const run = spawnSync('npx', ['stryker', 'run', `stryker.${area.name}.config.mjs`, ...strykerOptions], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const line = (label: string, s: ReturnType<typeof score>, target?: number) =>
  `${label.padEnd(34)} ${s.percent.toFixed(2).padStart(6)} %  (${s.detected}/${s.valid} detected, ${s.survived} undetected)${target === undefined ? '' : `  target ≥ ${target} %  ${s.percent >= target ? 'ok' : 'BELOW'}`}`;

let failed = false;
console.log(`\nMutation scores (${Math.round((Date.now() - started) / 1000)} s)`);
for (const area of areas) {
  // The incremental report has the same shape as the JSON report and is also written when a run is
  // interrupted, so an unfinished run still shows the score of the mutants tested so far.
  const file = path.join(root, 'reports/mutation', `${area.name}.incremental.json`);
  if (!existsSync(file)) throw new Error(`no report at ${file}`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const entries = Object.entries(report.files).map(
    ([name, f]) => [path.relative(root, path.resolve(root, name)), f] as const,
  );
  const all = score(entries.flatMap(([, f]) => f.mutants.map((m) => m.status)));
  console.log(line(area.name, all, TARGET));
  if (area.groups.length > 1) {
    for (const group of area.groups) {
      const statuses = entries
        .filter(([name]) => name.startsWith(group.prefix))
        .flatMap(([, f]) => f.mutants.map((m) => m.status));
      console.log(line(`  ${group.label}`, score(statuses)));
    }
  }
  failed ||= all.percent < TARGET;
}
process.exit(failed ? 1 : 0);
