/**
 * `npm run bench:api`: the implemented reads of the real server under load.
 *
 * Starts apps/server/src/main.ts (PGlite in a fresh temporary data directory,
 * development mode) on a free loopback port, after seeding the demo company
 * and, around it, other tenants (so that a missing index shows as a scan),
 * logs in as the demo company manager, and drives each read with N
 * concurrent keep-alive clients for a bounded time. Prints p50/p99 latency,
 * requests per second and the server's RSS and heap at rest and after load,
 * each beside its target and the figure of issue 7. Not part of `npm test`.
 *
 * A bounded load loop of our own instead of autocannon: the same figures with
 * no new dependency, and the percentiles come from every sample, not a histogram.
 *
 * Environment: BENCH_SECONDS (per read, default 5), BENCH_CONNECTIONS (10),
 * BENCH_TENANTS (other companies, default 200), BENCH_CACHE (0: cold only, 1:
 * warm only; by default the reads run cold, then warm: see MODES), BENCH_ONLY
 * (read names, comma-separated), BENCH_DATA_DIR (seed there once and reuse it). `--check`
 * exits 1 when a latency target is missed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import type { ServerStats } from './bench-api-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const tenants = Number(process.env.BENCH_TENANTS ?? 200);
const check = process.argv.includes('--check');
/** BENCH_ONLY: a comma-separated list of read names (as printed) to drive instead of all of them. */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

/** Targets of issue 7 item 2 and the figures it measured on the landed main. */
const TARGET_P99_MS = 10;
/**
 * The Node flags of `npm start -w @genba/server`: a young generation capped at
 * 4 MB per semi-space. V8 sizes it from the machine's memory (up to 64 MB),
 * and that, not live data, was most of the server's heap at rest. PGlite's
 * WebAssembly is compiled by the baseline compiler only (--liftoff-only).
 */
const SERVER_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=4 --liftoff-only')
  .split(' ')
  .filter(Boolean);
const ISSUE_BASELINE =
  'issue 7: getProjectList p50 28 ms, p99 82 ms, ~300 req/s; RSS 513 MB at rest, 593 MB after load';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/**
 * The demo data, and around it `tenants` other companies with 10 members,
 * 25 project rooms (about 3 members each) and 3 live sessions per member,
 * written set-based so that seeding takes seconds.
 */
export const seed = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db);
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into companies (type, name)
      select 99, 'ベンチ会社' || g from generate_series(1, ${tenants}) g`);
    await tx.execute(sql`
      insert into users (email, login_type, agree_terms_flg)
      select 'bench-' || c.id || '-' || m || '@example.com', 1, true
      from companies c, generate_series(1, 10) m where c.name like 'ベンチ会社%'`);
    await tx.execute(sql`
      insert into members (user_id, company_id, auth_id, name1)
      select u.id, c.id, 1, 'ベンチ'
      from companies c join users u on u.email like 'bench-' || c.id || '-%'
      where c.name like 'ベンチ会社%'`);
    await tx.execute(sql`
      insert into projects (company_id, case_name, case_name_kana, completion_status)
      select c.id, 'ベンチ現場 ' || p, 'ベンチゲンバ', p % 10
      from companies c, generate_series(1, 25) p where c.name like 'ベンチ会社%'`);
    await tx.execute(sql`
      insert into chat_rooms (company_id, type, attendance_field_id)
      select company_id, 'project', id from projects where case_name like 'ベンチ現場%'`);
    await tx.execute(sql`
      insert into project_members (project_id, member_id, room_role)
      select p.id, m.id, 0 from projects p join members m on m.company_id = p.company_id
      where p.case_name like 'ベンチ現場%' and (m.id + p.id) % 3 = 0`);
    await tx.execute(sql`
      insert into sessions (token_hash, user_id, member_id, company_id, client, expires_at)
      select md5(m.id || '-' || g), m.user_id, m.id, m.company_id, 'pc', now() + interval '7 days'
      from members m, generate_series(1, 3) g where m.name1 = 'ベンチ'`);
  });
  const [counts] = (
    (await db.execute(sql`
      select (select count(*) from companies) companies, (select count(*) from members) members,
             (select count(*) from projects) projects, (select count(*) from project_members) project_members,
             (select count(*) from sessions) sessions`)) as unknown as { rows: Record<string, unknown>[] }
  ).rows;
  await database.close();
  return counts;
};

type Memory = NodeJS.MemoryUsage;

/**
 * The server's CPU time so far (user + system, ms) from /proc: divided by the
 * requests served, it is the cost of one request, which, unlike latency,
 * hardly moves when other processes compete for the cores.
 */
const cpuMs = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat(5); index 11 and 12 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
};

/** Sends `message` to the server process and resolves with the field `key` of its answer. */
const ask = <T>(child: ChildProcess, message: string, key: string) =>
  new Promise<T>((resolve) => {
    const onMessage = (answer: unknown) => {
      if (typeof answer === 'object' && answer && key in answer) {
        child.off('message', onMessage);
        resolve((answer as Record<string, T>)[key] as T);
      }
    };
    child.on('message', onMessage);
    child.send(message);
  });

const askMemory = (child: ChildProcess) => ask<Memory>(child, 'memory', 'memory');

const startServer = async (dataDir: string, port: number, extraEnv: Record<string, string> = {}) => {
  const child = fork(path.join(root, 'scripts/bench-api-server.ts'), [], {
    cwd: root,
    execArgv: ['--conditions=source', ...SERVER_NODE_FLAGS],
    env: {
      // As scripts/start.sh: glibc's malloc bounded (two arenas, a fixed mmap threshold).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '32768',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Genba: http')) resolve();
    });
  });
  // The request log goes to stdout; keep draining it so the pipe never blocks the server.
  child.stdout?.resume();
  return child;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

const request = (
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
  retried = false,
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed (its keep-alive time-out) just as it was reused: the
      // request never reached the server, so it is sent once more, on a new socket (Node's advice).
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET')
        resolve(request(port, method, urlPath, headers, body, true));
      else reject(error);
    });
    req.end(body);
  });

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

type Result = {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
  cpuPerRequest: number;
  /** What the server process saw over the same window (bench-api-server.ts). */
  server: ServerStats;
};

/** `connections` clients, each sending the next request when its previous answer arrives. */
const drive = async (
  server: ChildProcess,
  port: number,
  name: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<Result> => {
  const warmUntil = performance.now() + 500;
  const until = warmUntil + seconds * 1000;
  const samples: number[] = [];
  let failures = 0;
  let cpuAtWarm = Number.NaN;
  // The server's own timings start with the measured window (IPC: within a millisecond or so of it).
  const resetAtWarm = new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
    ask(server, 'reset', 'reset'),
  );
  const client = async () => {
    for (;;) {
      const started = performance.now();
      if (started >= until) return;
      const status = await request(port, 'GET', urlPath, headers).then(
        (reply) => reply.status,
        () => 0,
      );
      const ended = performance.now();
      if (started < warmUntil) continue;
      if (Number.isNaN(cpuAtWarm)) cpuAtWarm = cpuMs(server.pid);
      if (status !== 200) failures += 1;
      samples.push(ended - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const cpuUsed = cpuMs(server.pid) - cpuAtWarm;
  await resetAtWarm;
  const serverStats = await ask<ServerStats>(server, 'stats', 'stats');
  samples.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    rps: samples.length / seconds,
    requests: samples.length,
    failures,
    cpuPerRequest: cpuUsed / samples.length,
    server: serverStats,
  };
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The read cache's modes (apps/server/src/http/readCache.ts): `cold` starts the
 * server with READ_CACHE=0, so every call reads the database; `warm` with the
 * cache on, so repeated list calls answer from memory until a write.
 * BENCH_CACHE=0 runs cold only, BENCH_CACHE=1 warm only; by default both.
 */
const MODES = (
  [
    ['cold (READ_CACHE=0)', '0'],
    ['warm (read cache on)', '1'],
  ] as const
).filter(([, flag]) => process.env.BENCH_CACHE === undefined || process.env.BENCH_CACHE === flag);

/** One server run: start, log in, drive every read, stop. Returns whether a target was missed. */
const runMode = async (dataDir: string, label: string, readCache: string): Promise<boolean> => {
  const port = await freePort();
  const startStarted = performance.now();
  const server = await startServer(dataDir, port, { READ_CACHE: readCache });
  try {
    console.log(
      `\n== ${label}: server on 127.0.0.1:${port}, started in ${((performance.now() - startStarted) / 1000).toFixed(1)} s`,
    );
    console.log(
      `server: its own process (pid ${server.pid}, node ${SERVER_NODE_FLAGS.join(' ')}); load generator: this process (pid ${process.pid}), so its garbage collection is not the server's`,
    );

    const login = await request(
      port,
      'POST',
      '/api/user/email/login_pc',
      { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      JSON.stringify({
        email: DEMO_LOGINS.companyManager.email,
        password: DEMO_LOGINS.companyManager.password,
      }),
    );
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${login.body}`);
    const { user } = JSON.parse(login.body) as { user: { member_id: number; login_company_id: number } };
    const headers: Record<string, string> = {
      cookie,
      'x-operation-member': String(user.member_id),
      'x-operation-company': String(user.login_company_id),
    };
    const list = await request(port, 'GET', '/api/talk/getProjectList', headers);
    const { projects } = JSON.parse(list.body) as {
      projects: { attendance_field_id: number; chatroom_id: number }[];
    };
    const first = projects[0];
    if (!first) throw new Error(`getProjectList returned no project: ${list.status} ${list.body}`);
    console.log(`getProjectList lists ${projects.length} projects for the demo company manager`);
    const withField = { ...headers, 'x-operation-field': String(first.attendance_field_id) };

    // At rest: started, seeded, one login, nothing under load yet.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const atRest = await askMemory(server);

    const reads: [string, string, Record<string, string>][] = [
      ['getProjectList', '/api/talk/getProjectList', headers],
      ['getProjectList (keyword)', `/api/talk/getProjectList?keyword=${encodeURIComponent('工事')}`, headers],
      ['getTalkByFieldId', `/api/talk/getTalkByFieldId/${first.attendance_field_id}`, withField],
      ['getChatroomByRoomId', `/api/talk/getChatroomByRoomId/${first.chatroom_id}`, withField],
      ['init_data_sp', '/api/user/init_data_sp', headers],
      ['init_data_pc', '/api/user/pc/init_data_pc/talk', headers],
      [
        'getAppendInitData (PC)',
        '/api/user/getAppendInitData?pieces=TimeDefaultCompany,CompanyMember,MemberCompany,TalkNews,CompanyTagGroup',
        headers,
      ],
      ['getUserData', '/api/user/getUserData', headers],
      ['user_belong_officies', '/api/user/user_belong_officies', headers],
      ['getMemberProjects', `/api/member/${user.member_id}/projects`, headers],
      ['getCompanyProjects', `/api/company/${user.login_company_id}/projects`, headers],
    ];
    const results: Result[] = [];
    for (const [name, urlPath, h] of reads) {
      if (only && !only.includes(name)) continue;
      const probe = await request(port, 'GET', urlPath, h);
      if (probe.status !== 200) {
        console.log(`skip ${name}: ${probe.status} ${probe.body.slice(0, 200)}`);
        continue;
      }
      results.push(await drive(server, port, name, urlPath, h));
    }
    const afterLoad = await askMemory(server);

    console.log(
      `${label}: ${connections} concurrent keep-alive clients, ${seconds} s per read (after 0.5 s warm-up); target p99 ≤ ${TARGET_P99_MS} ms`,
    );
    console.table(
      results.map((r) => ({
        read: r.name,
        p50: ms(r.p50),
        p99: ms(r.p99),
        'req/s': Math.round(r.rps),
        requests: r.requests,
        'non-200': r.failures,
        'server CPU/req': ms(r.cpuPerRequest),
        // Inside the server: headers parsed to the answer's last byte written.
        'server p50': ms(r.server.p50),
        'server p99': ms(r.server.p99),
        'server max': ms(r.server.max),
        'GC n/max': `${r.server.gcCount}/${ms(r.server.gcMaxMs)}`,
        'loop delay max': ms(r.server.loopDelayMaxMs),
        'p99 target': r.p99 <= TARGET_P99_MS ? `≤ ${TARGET_P99_MS} ms ok` : `> ${TARGET_P99_MS} ms MISSED`,
      })),
    );
    console.table({
      'at rest': {
        rss: mb(atRest.rss),
        heapUsed: mb(atRest.heapUsed),
        heapTotal: mb(atRest.heapTotal),
        external: mb(atRest.external),
        arrayBuffers: mb(atRest.arrayBuffers),
      },
      'after load': {
        rss: mb(afterLoad.rss),
        heapUsed: mb(afterLoad.heapUsed),
        heapTotal: mb(afterLoad.heapTotal),
        external: mb(afterLoad.external),
        arrayBuffers: mb(afterLoad.arrayBuffers),
      },
    });
    console.log(
      `load average (1/5/15 min) at the end of ${label}: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} on this machine's cores`,
    );
    return results.some((r) => r.p99 > TARGET_P99_MS || r.failures > 0);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
};

const main = async () => {
  // BENCH_DATA_DIR keeps the seeded data between runs (seeding takes minutes on a busy machine).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'genba-bench-'));
  try {
    if (kept && existsSync(path.join(kept, 'pglite'))) console.log(`reusing the seeded data in ${kept}`);
    else {
      mkdirSync(dataDir, { recursive: true });
      const seedStarted = performance.now();
      const counts = await seed(dataDir);
      console.log(
        `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
      );
    }
    let missed = false;
    for (const [label, readCache] of MODES) missed = (await runMode(dataDir, label, readCache)) || missed;
    console.log(ISSUE_BASELINE);
    if (check && missed) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
};

// Imported by a profiling script only for `seed`: run the benchmark when executed directly.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
