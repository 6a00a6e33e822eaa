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
 * Then the browser part (scripts/bench-projects/browser.ts): the same app served over HTTP on a
 * loopback port (serveApp, as apps/server/src/main.ts serves it) with the built web app
 * (apps/web/dist, scripts/build.sh; a build older than its sources is refused, scripts/webBuild.ts),
 * opened in Chromium as the same manager: /case loaded BENCH_LOADS times (getCaseList's response to
 * the 30 rows painted, target ≤ 30 ms) and 進捗状況 changed BENCH_CHANGES times (end to end, target
 * ≤ 100 ms), median and p95. BENCH_ONLY=browser runs only this part; BENCH_BROWSER=0 skips it.
 *
 * `--check` exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CASE_COLUMNS } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members, projects, users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { serveApp } from '../apps/server/src/http/nodeServer.ts';
import { READ_CACHE_MAX_AGE_MS } from '../apps/server/src/http/readCache.ts';
import { saveCaseColumns } from '../apps/server/src/routes/project/queries.ts';
import { chromiumArgs, chromiumPath } from '../vitest.shared.ts';
import { measureCaseList } from './bench-projects/browser.ts';
import { generateCaseListProjects } from './bench-projects/generate.ts';
import { staleWebBuild } from './webBuild.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const BROWSER = process.env.BENCH_BROWSER !== '0';
const BROWSER_ONLY = process.env.BENCH_ONLY === 'browser';
const TARGET_P99_MS = 20;
/** BENCH_SORTS=1: every cycle of statuses under the default sort (the changes after the first cycle then show cached rows first). */
const BENCH_SORTS = [
  '',
  'sort=case_name&order=asc',
  'sort=created_at&order=desc',
  'sort=case_name_kana&order=asc',
  'sort=updated_at&order=asc',
].slice(0, Number(process.env.BENCH_SORTS ?? 5));
/** Issue 9: the 30 rows ≤ 30 ms after their data arrives; a filter change repaints ≤ 100 ms end to end. */
const TARGET_RENDER_MS = 30;
const TARGET_FILTER_MS = 100;
const check = process.argv.includes('--check');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Checked before the minutes of generating: the browser part measures the built app.
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const stale = BROWSER ? staleWebBuild(root, webDist) : undefined;
if (stale) throw new Error(`bench: ${stale} (or BENCH_BROWSER=0)`);

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
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  READ_CACHE: process.env.READ_CACHE,
  WEB_DIST_DIR: webDist,
});
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

/**
 * A keyword's first count (its total is remembered per filter afterwards): a new keyword each request, so
 * neither the remembered totals nor the read cache answer; 100 requests, no warm-up. Two digits match about
 * 2,000 projects (names, kana and addresses carry the generated number); the rare CJK characters none.
 */
const FIRST_COUNT: [string, (i: number) => string][] = [
  ['first count, 2 digits (a new pair each)', (i) => String(i).padStart(2, '0')],
  ['first count, 1 rare character (a new one each)', (i) => String.fromCodePoint(0x9f00 + i)],
  ['first count, 2 rare characters (new each)', (i) => String.fromCodePoint(0x9e00 + i, 0x9e80 + i)],
];
const FIRST_COUNT_REQUESTS = 100;

const run = async (query: string | ((i: number) => string), requests = REQUESTS) => {
  const times: number[] = [];
  let next = 0;
  let total = -1;
  // CPU time of this process (app and PGlite run in it) per request: on a shared, loaded machine the
  // wall-clock percentiles mostly measure the queue for a core; this is the work each request costs.
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    while (next < requests) {
      const q = typeof query === 'string' ? query : query(next);
      next++;
      const t0 = performance.now();
      const res = await app.request(`/api/case-list${q ? `?${q}` : ''}`, { headers: { cookie } });
      const body = (await res.json()) as { total?: number };
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${q}: ${res.status} ${JSON.stringify(body)}`);
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
  if (BROWSER_ONLY || (only && !only.some((o) => name.includes(o)))) continue;
  await run(query); // warm-up: plans and caches
  const { p50, p99, total, cpuPerRequest } = await run(query);
  const ok = p99 <= TARGET_P99_MS;
  missed ||= !ok;
  console.log(
    `${name.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (target p99 ≤ ${TARGET_P99_MS} ms) ${ok ? 'ok' : 'MISSED'}  CPU/req ${cpuPerRequest.toFixed(1).padStart(6)} ms  rows ${total}`,
  );
}

for (const [name, keyword] of FIRST_COUNT) {
  if (BROWSER_ONLY || (only && !only.some((o) => name.includes(o)))) continue;
  const { p50, p99, total, cpuPerRequest } = await run(
    (i) => `keyword=${encodeURIComponent(keyword(i))}`,
    FIRST_COUNT_REQUESTS,
  );
  const ok = p99 <= TARGET_P99_MS;
  missed ||= !ok;
  console.log(
    `${name.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (target p99 ≤ ${TARGET_P99_MS} ms) ${ok ? 'ok' : 'MISSED'}  CPU/req ${cpuPerRequest.toFixed(1).padStart(6)} ms  rows ${total} (last)`,
  );
}

/**
 * After a write (issue 9: "the case list's first page, any filter or sort" also right after one): the read cache
 * holds nothing, so each of CONNECTIONS clients, each its own session of a company manager (the office's desks),
 * asks for the page at once after the write. Keyed by the session, each computed it (10 × ~5 ms of PGlite's one
 * connection); keyed by the audience (routes/project/index.ts caseListAudience), they share one computation.
 * Two writes: one that does not touch the projects (a member saves their column choice: the total stays
 * remembered), and one that does (a project's memo: the total is counted again, once). AFTER_WRITE_ROUNDS rounds.
 */
const AFTER_WRITE_ROUNDS = Number(process.env.BENCH_AFTER_WRITE_ROUNDS ?? 30);
const sessions: string[] = [];
const [manager] = await database.db
  .select({ id: members.id })
  .from(members)
  .innerJoin(users, eq(users.id, members.userId))
  .where(eq(users.email, DEMO_LOGINS.companyManager.email));
const managerId = manager?.id ?? 0;
const [touched] = await database.db.select({ id: projects.id }).from(projects).limit(1);
const AFTER_WRITES: [string, string, (round: number) => Promise<unknown>][] = [
  [
    'after a column-choice save, default',
    '',
    () => saveCaseColumns(database.db, managerId, [...DEFAULT_CASE_COLUMNS]),
  ],
  [
    'after a column-choice save, status 0',
    'status=0',
    () => saveCaseColumns(database.db, managerId, [...DEFAULT_CASE_COLUMNS]),
  ],
  [
    'after a project write, default',
    '',
    (round) =>
      database.db
        .update(projects)
        .set({ memo: `bench ${round}` })
        .where(eq(projects.id, touched?.id ?? 0)),
  ],
];
const afterWrite = async (query: string, write: (round: number) => Promise<unknown>) => {
  const times: number[] = [];
  let cpuMs = 0;
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round++) {
    await write(round);
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      sessions.map(async (session) => {
        const t0 = performance.now();
        const res = await app.request(`/api/case-list${query ? `?${query}` : ''}`, {
          headers: { cookie: session },
        });
        const body = (await res.json()) as { total?: number };
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs += (cpu.user + cpu.system) / 1000;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), cpuPerRequest: cpuMs / times.length };
};
if (!BROWSER_ONLY && AFTER_WRITE_ROUNDS > 0 && (!only || only.some((o) => 'after a write'.includes(o)))) {
  for (let i = 0; i < CONNECTIONS; i++) {
    const res = await app.request('/api/user/email/login_pc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({
        email: DEMO_LOGINS.companyManager.email,
        password: DEMO_LOGINS.companyManager.password,
      }),
    });
    const session = res.headers.get('set-cookie')?.split(';')[0];
    if (res.status !== 200 || !session) throw new Error(`login failed: ${res.status}`);
    sessions.push(session);
  }
  console.log(
    `\nafter a write: ${CONNECTIONS} manager sessions ask at once, ${AFTER_WRITE_ROUNDS} rounds (read cache ${config.readCache ? 'on' : 'off'}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [name, query, write] of AFTER_WRITES) {
    await afterWrite(query, write); // warm-up
    const { p50, p99, cpuPerRequest } = await afterWrite(query, write);
    const ok = p99 <= TARGET_P99_MS;
    missed ||= !ok;
    console.log(
      `${name.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (target p99 ≤ ${TARGET_P99_MS} ms) ${ok ? 'ok' : 'MISSED'}  CPU/req ${cpuPerRequest.toFixed(1).padStart(6)} ms`,
    );
  }
}

if (BROWSER) {
  const server = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // The ten completion statuses (5,000 generated projects each).
    const statuses = Array.from({ length: 10 }, (_, s) => String(s));
    const figures = await measureCaseList(browser, {
      base,
      cookie,
      loads: LOADS,
      changes: CHANGES,
      statuses,
      // A status comes back after 10 changes: past the web app's 30 s query freshness (queryClient.ts),
      // so the page asks again, and past the server's read cache age, so the server computes the
      // answer; and past the 30 s age the totals had until case9e (now remembered until a project write,
      // caseTotals.ts), so the bench shows what a status's 5,000-project recount cost a change.
      gapMs: Math.max(READ_CACHE_MAX_AGE_MS, 30_000 / statuses.length) + 250,
      // A new sort each cycle of ten statuses: every change asks the server and renders new rows (the total
      // of a status is the same under every sort: remembered since its first count, until a project write).
      sorts: BENCH_SORTS,
    });
    console.log(
      `\nChromium, the built app over HTTP on this database (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    const rows: [string, number[], number][] = [
      [
        // Not the render alone: the code's responseEnd is before its evaluation and the app's boot.
        `/case loaded: the last of rows, columns and code arrived to 30 rows painted (${LOADS} loads; boot included)`,
        figures.renderMs,
        Number.NaN,
      ],
      [
        `  from getCaseList's response alone${
          figures.dataBeforeCode ? ` (${figures.dataBeforeCode} loads had code arriving after it)` : ''
        }`,
        figures.fromListMs,
        Number.NaN,
      ],
      [
        `the booted page: a filter's answer to its new rows painted (${figures.filterRenderMs.length} changes not cached)`,
        figures.filterRenderMs,
        TARGET_RENDER_MS,
      ],
      ['  the same, main-thread CPU (traced thread time)', figures.filterRenderCpuMs, TARGET_RENDER_MS],
      [
        `進捗状況 changed (0→1→…→9): to the new rows painted after their answer (${CHANGES} changes${
          figures.filterShownEarly ? `; ${figures.filterShownEarly} showed stale cached rows first` : ''
        })`,
        figures.filterMs,
        TARGET_FILTER_MS,
      ],
      ['  the same, main-thread CPU (traced thread time)', figures.filterCpuMs, TARGET_FILTER_MS],
      ['  of which before the request started', figures.filterRequestDelayMs, Number.NaN],
      ['  of which the request (server and transfer)', figures.filterServerMs, Number.NaN],
      [
        '  server process CPU per change (process.cpuUsage: server, PGlite, bench)',
        figures.filterServerCpuMs,
        Number.NaN,
      ],
      ['  main-thread work per change (tasks)', figures.filterWork.map((w) => w.taskMs), Number.NaN],
      ['  of which script', figures.filterWork.map((w) => w.scriptMs), Number.NaN],
      ['  of which style and layout', figures.filterWork.map((w) => w.styleLayoutMs), Number.NaN],
    ];
    for (const [name, values, target] of rows) {
      const sorted = [...values].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const ok = Number.isNaN(target) || p95 <= target;
      missed ||= !ok;
      const goal = Number.isNaN(target) ? '' : `(target ≤ ${target} ms) ${ok ? 'ok' : 'MISSED'}`;
      console.log(
        `${name.padEnd(96)} median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${goal}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (check && missed) process.exit(1);
