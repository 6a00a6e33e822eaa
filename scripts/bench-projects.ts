/**
 * `npm run bench:projects`: issue 9's case list under load.
 *
 * Opens PGlite in memory, migrates, seeds the demo company and then generates
 * BENCH_PROJECTS (default 50,000) more projects for it in one set-based insert
 * (with customers so the joins and the keyword search over customer names
 * are real), then drives the real app (createApp, the same handlers, guards
 * and validation as the server, called through Hono's fetch interface) as the
 * company manager: for each filter/sort scenario, BENCH_REQUESTS requests
 * from BENCH_CONNECTIONS concurrent clients for the first page. Prints p50 and
 * p99 beside the target (p99 ≤ 20 ms). Not part of `npm test`. READ_CACHE=0 turns the read cache
 * off: every request then computes (the figure after any write); BENCH_ONLY=name,name picks scenarios.
 *
 * `--check` exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { generateCaseListProjects } from './bench-projects/generate.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_P99_MS = 20;
const check = process.argv.includes('--check');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const dataDir = mkdtempSync(path.join(tmpdir(), 'genba-bench-projects-'));
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
await database.migrate();
await seedDemo(database.db);

const started = performance.now();
await generateCaseListProjects(database.db, PROJECTS);
const generatedMs = performance.now() - started;

// READ_CACHE=0: every request computes its answer (the case list's read cache off), as after any write.
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, READ_CACHE: process.env.READ_CACHE });
const { app } = createApp({
  db: database.db,
  config,
  sms: { kind: 'capture', send: async () => {} },
  mail: { kind: 'capture', send: async () => {} },
  logger: { info: () => {}, error: () => {} },
});

const login = await app.request('/api/user/email/login_pc', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost' },
  body: JSON.stringify({
    email: DEMO_LOGINS.companyManager.email,
    password: DEMO_LOGINS.companyManager.password,
  }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0];
if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);

const SCENARIOS: [string, string][] = [
  ['default (updated desc)', ''],
  ['status 0', 'status=0'],
  ['sort case_name asc', 'sort=case_name&order=asc'],
  ['sort construction_start_date desc', 'sort=construction_start_date&order=desc'],
  ['sort customer_name asc', 'sort=customer_name&order=asc'],
  ['keyword 外壁', `keyword=${encodeURIComponent('外壁')}`],
  ['keyword customer 顧客12', `keyword=${encodeURIComponent('顧客12')}`],
  ['date range start 2023', 'date_column=construction_start_date&date_from=2023-01-01&date_to=2023-12-31'],
  ['team 設備班 + status 3', `team=${encodeURIComponent('設備班')}&status=3`],
  ['keyword 外壁塗 (3 chars: trigram)', `keyword=${encodeURIComponent('外壁塗')}`],
  ['keyword without a match', `keyword=${encodeURIComponent('存在しない現場')}`],
  ['keyword 4711 (rare: 15 matches)', 'keyword=4711'],
  ['keyword 存在 (2 chars, no match)', `keyword=${encodeURIComponent('存在')}`],
  ['keyword 鬱 (1 char, no match)', `keyword=${encodeURIComponent('鬱')}`],
  ['sort case_status asc', 'sort=case_status&order=asc'],
  ['sort memo asc', 'sort=memo&order=asc'],
  ['page 500', 'page=500'],
];

// Page 2 continued from the first page's last project (keyset paging, designed in getCaseList).
const firstPage = await app.request('/api/case-list', { headers: { cookie } });
const lastOfFirst = ((await firstPage.json()) as { data: { id: number }[] }).data.at(-1)?.id;
SCENARIOS.push(['page 2 by keyset (after_id)', `page=2&after_id=${lastOfFirst}`]);

const run = async (query: string) => {
  const times: number[] = [];
  let next = 0;
  let total = -1;
  // CPU time of this process (app and PGlite run in it) per request: on a shared, loaded machine the
  // wall-clock percentiles mostly measure the queue for a core; this is the work each request costs.
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const res = await app.request(`/api/case-list${query ? `?${query}` : ''}`, { headers: { cookie } });
      const body = (await res.json()) as { total?: number };
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total ?? -1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / times.length;
  return { p50: percentile(times, 50), p99: percentile(times, 99), total, cpuPerRequest };
};

console.log(
  `case list benchmark: ${PROJECTS} generated projects (+ the demo seed) in ${generatedMs.toFixed(0)} ms`,
);
console.log(
  `${REQUESTS} requests per scenario, ${CONNECTIONS} concurrent clients, PGlite in memory, read cache ${config.readCache ? 'on' : 'off'}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (figures from a shared machine are upper bounds)\n`,
);
let missed = false;
const only = process.env.BENCH_ONLY?.split(',');
for (const [name, query] of SCENARIOS) {
  if (only && !only.some((o) => name.includes(o))) continue;
  await run(query); // warm-up: plans and caches
  const { p50, p99, total, cpuPerRequest } = await run(query);
  const ok = p99 <= TARGET_P99_MS;
  missed ||= !ok;
  console.log(
    `${name.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (target p99 ≤ ${TARGET_P99_MS} ms) ${ok ? 'ok' : 'MISSED'}  CPU/req ${cpuPerRequest.toFixed(1).padStart(6)} ms  rows ${total}`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (check && missed) process.exit(1);
