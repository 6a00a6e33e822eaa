/**
 * `npm run bench:talk`: talk's send path, live delivery and the 10,000-message room, on the real
 * server, on both engines: PGlite (the embedded dev/demo database, in the server's own heap) and
 * PostgreSQL (production, DATABASE_URL: a throw-away cluster from scripts/with-postgres.sh).
 *
 * One run measures one engine: PostgreSQL when DATABASE_URL is set, else PGlite in a fresh
 * temporary directory, and then (unless `--pglite-only`) itself again under with-postgres.sh. The
 * database is migrated, seeded with the demo data and given a room of 10,000 messages (田中様邸
 * 新築工事, set-based insert) before apps/server/src/main.ts starts on it; then, logged in as
 * the demo manager and the partner foreman of 博多駅前ビル 外装改修工事, it measures:
 * - sendFieldMessage latency, one sender and 10 concurrent senders (p50, p99);
 * - live delivery: the time from a send to its event on another member's open stream (p50, p95 over
 *   100 sends); on PostgreSQL also across two server processes (sent to one, streamed from the other);
 * - the server's RSS at rest and with 1,000 open event streams;
 * - in Chromium (the built web app, scripts/build.sh, served by that server): switching to the
 *   10,000-message room until its newest message is painted, the rows mounted, scrolling up through
 *   1,000 messages (p99 work per frame, the scroll jump when an older page arrives) and a keystroke
 *   in the composer with those messages loaded.
 * Each figure is printed beside its target (issue 11 "Performance"). Not part of `npm test`.
 * Environment: BENCH_SENDS (total concurrent sends, default 500), BENCH_STREAMS (default 1000),
 * BENCH_BROWSER=0 skips Chromium; BENCH_TRACE=1 traces the scroll (see scripts/bench-talk/room.ts); BENCH_ONLY=browser runs only the Chromium part (no sends, streams or
 * second engine: a quick check of the room); BENCH_ONLY=send runs only the send figures (one sender, 10
 * concurrent, CPU per send), on both engines. `--check` exits 1 when a target is missed.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { endpoints } from '../packages/api-client/src/catalogue/index.ts';
import { chromiumArgs, chromiumPath } from '../vitest.shared.ts';
import { measureRoom, type RoomFigures } from './bench-talk/room.ts';
import { staleWebBuild } from './webBuild.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = '博多駅前ビル 外装改修工事';
/** The room the browser opens: the manager is a member; the seed gives it a few messages, the bench 10,000. */
const BIG_ROOM_SITE = '田中様邸 新築工事';
const BIG_ROOM_MESSAGES = 10_000;
const SENDS = Number(process.env.BENCH_SENDS ?? 500);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const BROWSER_ONLY = process.env.BENCH_ONLY === 'browser';
/** BENCH_ONLY=send: the send figures only (one sender, 10 concurrent, CPU per send), on both engines. */
const SEND_ONLY = process.env.BENCH_ONLY === 'send';
const BROWSER = process.env.BENCH_BROWSER !== '0' && !SEND_ONLY;
const CONCURRENCY = 10;
const check = process.argv.includes('--check');
const databaseUrl = process.env.DATABASE_URL || undefined;
const ENGINE = databaseUrl ? 'PostgreSQL' : 'PGlite';

const TARGETS = {
  sendP99: 15,
  deliveryP95: 300,
  streamsRssMb: 200,
  newestPaintMs: 150,
  rowsMounted: 60,
  scrollFrameP99: 16.7,
  scrollJumpPx: 0,
  keystrokeMs: 16,
} as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const rssMb = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
};

/**
 * Migrates and seeds the database, then gives BIG_ROOM_SITE's room 10,000 messages from its members,
 * one a minute up to now, numbered `ベンチ 00001`… so the browser part can find each one. Closed
 * before the server starts (PGlite: the server takes the directory's lock).
 */
const prepareDatabase = async (pgliteDir: string) => {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDir },
  );
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const [room] = await queryRows<{ id: number; project_id: number }>(
      database.db,
      sql`select r.id, p.id as project_id from chat_rooms r join projects p on p.id = r.attendance_field_id
          where r.type = 'project' and p.case_name = ${BIG_ROOM_SITE}`,
    );
    if (!room) throw new Error(`seeded site ${BIG_ROOM_SITE} missing`);
    await database.db.execute(sql`
      insert into chat_messages (chat_room_id, member_id, kind, message, sent)
      select ${room.id}, pm.member_ids[1 + g % array_length(pm.member_ids, 1)], 'text',
             'ベンチ ' || lpad(g::text, 5, '0') || case when g % 7 = 0 then ' 足場の搬入は明朝8時から、北側の道路を使います。' else '' end,
             date_trunc('second', now()) - (${BIG_ROOM_MESSAGES} - g) * interval '1 minute'
      from generate_series(1, ${BIG_ROOM_MESSAGES}) g,
           (select array_agg(member_id order by member_id) as member_ids from project_members where project_id = ${room.project_id}) pm`);
    // PGlite has no autovacuum: the planner needs statistics for the new rows.
    await database.db.execute(sql`analyze chat_messages`);
    return room;
  } finally {
    await database.close();
  }
};

/** A process's CPU time so far (user + system), in ms: /proc/<pid>/stat counts clock ticks of 10 ms. */
const cpuMs = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * PostgreSQL's CPU time so far (its postmaster and every process it forked: the backends serving the
 * server's pool, the WAL writer...), in ms; NaN on PGlite, whose CPU is the server's. The cluster is
 * the bench's own (with-postgres.sh), so nothing else runs on it.
 */
const databaseCpuMs = (postmasterPid: number | undefined): number => {
  if (postmasterPid === undefined) return Number.NaN;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(entry) === postmasterPid || Number(fields[1]) === postmasterPid)
        total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

/** The postmaster's pid, from the data directory's postmaster.pid (root reads it; else NaN figures). */
const postmasterOf = async (): Promise<number | undefined> => {
  if (!databaseUrl) return undefined;
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const [row] = await queryRows<{ dir: string }>(
      database.db,
      sql`select current_setting('data_directory') as dir`,
    );
    return Number(readFileSync(path.join(row?.dir ?? '', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  } finally {
    await database.close();
  }
};

type Server = { base: string; child: ChildProcess };

const startServer = async (dataDir: string): Promise<Server> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = fork(path.join(root, 'apps/server/src/main.ts'), [], {
    // The flags of `npm start` (scripts/start.sh).
    execArgv: [
      '--conditions=source',
      '--max-semi-space-size=4',
      '--liftoff-only',
      // BENCH_SERVER_ARGS: more flags for the server (`--cpu-prof --cpu-prof-dir=/tmp/x` profiles it).
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      // As scripts/start.sh: a restarted server reads its stripped TypeScript from the compile cache,
      // and glibc's malloc is bounded the same way.
      NODE_COMPILE_CACHE: path.join(root, 'node_modules/.cache/genba-server'),
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '32768',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // As `npm start`: NODE_ENV=test would check every answer against its catalogue schema, work no
      // served request does (and it turns the request log off, which a served request pays for).
      NODE_ENV: 'development',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i > 1200) {
      // Not yet in the caller's list of servers to stop: it would outlive the bench.
      child.kill();
      throw new Error('server did not start (is the web app built? scripts/build.sh)');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child };
};

const login = async (base: string, email: string) => {
  const res = await fetch(base + endpoints.login_pc.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'genba-demo' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login ${email}: ${res.status}`);
  return cookie;
};

/** Opens an event stream and records when each `配信 n` message arrives on it. */
const watchDeliveries = async (base: string, cookie: string) => {
  const arrivals = new Map<string, number>();
  const controller = new AbortController();
  const stream = await fetch(`${base}${endpoints.talkEvents.path}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (const match of buffer.matchAll(/"message":"(配信 [\w-]+)"/g)) {
        if (match[1] && !arrivals.has(match[1])) arrivals.set(match[1], performance.now());
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  return { arrivals, stop: () => controller.abort() };
};

const main = async () => {
  // Checked first: the Chromium part comes last, after minutes of sends and streams.
  const stale = BROWSER
    ? staleWebBuild(root, path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist')))
    : undefined;
  if (stale) throw new Error(`bench: ${stale} (or BENCH_BROWSER=0)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'genba-bench-talk-'));
  const servers: Server[] = [];
  const stop = () => {
    for (const server of servers) server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const bigRoom = await prepareDatabase(path.join(dataDir, 'pglite'));
    const server = await startServer(dataDir);
    servers.push(server);
    const { base, child } = server;
    const manager = await login(base, 'kanri@example.com');
    const foreman = await login(base, 'partner-shokucho@example.com');
    const list = (await (
      await fetch(`${base}${endpoints.getProjectList.path}`, { headers: { cookie: manager } })
    ).json()) as { projects: { chatroom_id: number; attendance_field_id: number; case_name: string }[] };
    const site = list.projects.find((p) => p.case_name === SITE);
    if (!site) throw new Error('seeded site missing');

    const send = async (text: string, to = base) => {
      const started = performance.now();
      const res = await fetch(to + endpoints.sendFieldMessage.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: to, cookie: manager },
        body: JSON.stringify({
          chatroom_id: site.chatroom_id,
          attendance_field_id: site.attendance_field_id,
          message: text,
        }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`send ${res.status}`);
      return { started, ms: performance.now() - started };
    };

    // Warm-up (JIT, plan cache).
    for (let i = 0; i < (BROWSER_ONLY ? 0 : 20); i++) await send(`warm-up ${i}`);

    // 0. One sender, for the cost of a send without queueing.
    const sequential: number[] = [];
    const postmaster = await postmasterOf();
    const sequentialCpu = cpuMs(child.pid);
    const sequentialDbCpu = databaseCpuMs(postmaster);
    for (let i = 0; i < (BROWSER_ONLY ? 0 : 50); i++) sequential.push((await send(`単独 ${i}`)).ms);
    // The server's CPU per send (wall-clock waits for the shared machine; this does not).
    const sequentialCpuPerSend = (cpuMs(child.pid) - sequentialCpu) / 50;
    const sequentialDbCpuPerSend = (databaseCpuMs(postmaster) - sequentialDbCpu) / 50;

    // 1. sendFieldMessage with 10 concurrent senders.
    const sendTimes: number[] = [];
    let next = 0;
    const concurrentCpu = cpuMs(child.pid);
    const concurrentDbCpu = databaseCpuMs(postmaster);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < (BROWSER_ONLY ? 0 : SENDS)) {
          next += 1;
          sendTimes.push((await send(`負荷 ${next}`)).ms);
        }
      }),
    );
    const concurrentCpuPerSend = (cpuMs(child.pid) - concurrentCpu) / Math.max(1, SENDS);
    const concurrentDbCpuPerSend = (databaseCpuMs(postmaster) - concurrentDbCpu) / Math.max(1, SENDS);

    // 2. Live delivery to the foreman's open stream: on the same process, and (PostgreSQL) from another.
    const deliver = async (watcherBase: string, label: string) => {
      const watch = await watchDeliveries(watcherBase, foreman);
      const deliveries: number[] = [];
      for (let i = 0; i < 100; i++) {
        const key = `配信 ${label}-${i}`;
        const { started } = await send(key);
        const deadline = performance.now() + 2000;
        while (!watch.arrivals.has(key) && performance.now() < deadline)
          await new Promise((r) => setTimeout(r, 1));
        const at = watch.arrivals.get(key);
        deliveries.push(at === undefined ? Number.POSITIVE_INFINITY : at - started);
      }
      watch.stop();
      return deliveries;
    };
    const deliveries = BROWSER_ONLY || SEND_ONLY ? [] : await deliver(base, 'same');
    let acrossProcesses: number[] | undefined;
    if (databaseUrl && !BROWSER_ONLY && !SEND_ONLY) {
      // PGlite is one process's database; PostgreSQL's NOTIFY reaches every server on it.
      const other = await startServer(dataDir);
      servers.push(other);
      acrossProcesses = await deliver(other.base, 'other');
      other.child.kill();
      servers.pop();
    }

    // 3. Memory with many open streams.
    const restRss = rssMb(child.pid);
    const streams = new AbortController();
    const opened = await Promise.all(
      Array.from({ length: BROWSER_ONLY || SEND_ONLY ? 0 : STREAMS }, () =>
        fetch(`${base}${endpoints.talkEvents.path}`, {
          headers: { cookie: foreman },
          signal: streams.signal,
          // A connection refused under load is counted out (the figure names how many were open), not fatal.
        }).catch(() => undefined),
      ),
    );
    if (!BROWSER_ONLY && !SEND_ONLY) await new Promise((r) => setTimeout(r, 1000));
    const streamsRss = rssMb(child.pid);
    const live = opened.filter((r) => r?.ok).length;
    streams.abort();

    // 4. The 10,000-message room in Chromium.
    let room: RoomFigures | undefined;
    if (BROWSER) {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        room = await measureRoom(browser, {
          base,
          cookie: manager,
          fromPath: `/talk/field/${site.attendance_field_id}`,
          projectId: bigRoom.project_id,
          messages: BIG_ROOM_MESSAGES,
          scrollThrough: 1000,
        });
      } finally {
        await browser.close();
      }
    }

    type Row = [string, number, number, string];
    const streamRows: Row[] = [
      ['live delivery p50 (100 sends, one process)', percentile(deliveries, 50), Number.NaN, 'ms'],
      ['live delivery p95 (100 sends, one process)', percentile(deliveries, 95), TARGETS.deliveryP95, 'ms'],
      ...(acrossProcesses
        ? ([
            ['live delivery p50 (two processes)', percentile(acrossProcesses, 50), Number.NaN, 'ms'],
            ['live delivery p95 (two processes)', percentile(acrossProcesses, 95), TARGETS.deliveryP95, 'ms'],
          ] as [string, number, number, string][])
        : []),
      ['server RSS at rest', restRss, Number.NaN, 'MB'],
      [`server RSS with ${live} open streams`, streamsRss, TARGETS.streamsRssMb, 'MB'],
    ];
    const sendAndStreamRows: Row[] = [
      ['sendFieldMessage p50 (one sender)', percentile(sequential, 50), Number.NaN, 'ms'],
      ['sendFieldMessage p50 (10 concurrent)', percentile(sendTimes, 50), Number.NaN, 'ms'],
      ['sendFieldMessage p90 (10 concurrent)', percentile(sendTimes, 90), Number.NaN, 'ms'],
      ['sendFieldMessage p99 (10 concurrent)', percentile(sendTimes, 99), TARGETS.sendP99, 'ms'],
      ['server CPU per send (one sender)', sequentialCpuPerSend, Number.NaN, 'ms'],
      ['server CPU per send (10 concurrent)', concurrentCpuPerSend, Number.NaN, 'ms'],
      ...(postmaster === undefined
        ? []
        : ([
            ['PostgreSQL CPU per send (one sender)', sequentialDbCpuPerSend, Number.NaN, 'ms'],
            ['PostgreSQL CPU per send (10 concurrent)', concurrentDbCpuPerSend, Number.NaN, 'ms'],
          ] as Row[])),
      ...(SEND_ONLY ? [] : streamRows),
    ];
    const rows: Row[] = [
      ...(BROWSER_ONLY ? [] : sendAndStreamRows),
      ...(room
        ? ([
            ['room switch: newest message painted', room.newestPaintMs, TARGETS.newestPaintMs, 'ms'],
            ['rows mounted (most seen)', room.maxRowsMounted, TARGETS.rowsMounted, ''],
            [
              `scrolling up ${room.scrolledMessages} messages: p99 frame work`,
              room.frameP99,
              TARGETS.scrollFrameP99,
              'ms',
            ],
            ...(Number.isNaN(room.frameCpuP99)
              ? []
              : ([
                  [
                    '  the same scroll (traced): p99 main-thread CPU per frame',
                    room.frameCpuP99,
                    TARGETS.scrollFrameP99,
                    'ms',
                  ],
                ] as [string, number, number, string][])),
            [
              `scroll jump when an older page arrives (${room.jumpedPages} of ${room.pagesArrived} pages)`,
              room.jumpPx,
              TARGETS.scrollJumpPx,
              'px',
            ],
            ['row at the top moved between frames otherwise (most)', room.otherMovePx, Number.NaN, 'px'],
            [
              `composer keystroke to paint, p95 (${room.loadedMessages} loaded)`,
              room.keystrokeP95,
              TARGETS.keystrokeMs,
              'ms',
            ],
          ] as [string, number, number, string][])
        : []),
    ];
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    // The machine is shared: a load far above its 2 cores inflates every latency here.
    console.log(
      `\nbench:talk on ${ENGINE} (${SENDS} sends at ${CONCURRENCY} concurrent; server RSS is the server process${
        databaseUrl
          ? ', the database in its own processes (not in the server CPU)'
          : ", PGlite's WASM heap and CPU included"
      }; load ${load})`,
    );
    let missed = 0;
    for (const [label, value, target, unit] of rows) {
      const verdict = Number.isNaN(target) ? '' : value <= target ? '  ok' : '  MISSED';
      if (verdict === '  MISSED') missed += 1;
      const goal = Number.isNaN(target) ? '' : `target ≤ ${target} ${unit}`;
      console.log(
        `${label.padEnd(52)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(2)}   ${goal}${verdict}`,
      );
    }
    if (check && missed > 0) process.exitCode = 1;
  } finally {
    stop();
  }
};

await main();

// The same bench on PostgreSQL, in a throw-away cluster (with-postgres.sh picks a free port).
if (!databaseUrl && !process.argv.includes('--pglite-only') && !BROWSER_ONLY) {
  const result = spawnSync(
    'bash',
    [
      path.join(root, 'scripts/with-postgres.sh'),
      process.execPath,
      '--conditions=source',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
