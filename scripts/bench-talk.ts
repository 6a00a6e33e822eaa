/**
 * `npm run bench:talk`: talk's send path and live delivery on the real server.
 *
 * Starts apps/server/src/main.ts (PGlite in a fresh temporary directory, the
 * demo seed) on a free loopback port, logs in the demo manager and the
 * partner foreman of 博多駅前ビル 外装改修工事 and measures:
 * - sendFieldMessage latency with 10 concurrent senders (p50, p99);
 * - live delivery: the time from a send to its event on another member's
 *   open event stream (p50, p95 over 100 sends);
 * - the server's RSS with 1,000 open event streams.
 * Each figure is printed beside its target (issue 11 "Performance"). Not part
 * of `npm test`. Environment: BENCH_SENDS (total concurrent sends, default
 * 500), BENCH_STREAMS (default 1000). `--check` exits 1 when a target is missed.
 *
 * Not measured here (yet): the Chromium figures (10,000-message room, frames,
 * keystroke paint) and delivery across two server processes on PostgreSQL.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../packages/api-client/src/catalogue/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = '博多駅前ビル 外装改修工事';
const SENDS = Number(process.env.BENCH_SENDS ?? 500);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const CONCURRENCY = 10;
const check = process.argv.includes('--check');

const TARGETS = { sendP99: 15, deliveryP95: 300, streamsRssMb: 200 } as const;

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

const main = async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'genba-bench-talk-'));
  const child: ChildProcess = fork(path.join(root, 'apps/server/src/main.ts'), [], {
    execArgv: ['--conditions=source', '--max-semi-space-size=4'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/login`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }

    const login = async (email: string) => {
      const res = await fetch(base + endpoints.login_pc.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'genba-demo' }),
      });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!res.ok || !cookie) throw new Error(`login ${email}: ${res.status}`);
      return cookie;
    };
    const manager = await login('kanri@example.com');
    const foreman = await login('partner-shokucho@example.com');
    const list = (await (
      await fetch(`${base}${endpoints.getProjectList.path}`, { headers: { cookie: manager } })
    ).json()) as { projects: { chatroom_id: number; attendance_field_id: number; case_name: string }[] };
    const site = list.projects.find((p) => p.case_name === SITE);
    if (!site) throw new Error('seeded site missing');

    const send = async (text: string) => {
      const started = performance.now();
      const res = await fetch(base + endpoints.sendFieldMessage.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: manager },
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
    for (let i = 0; i < 20; i++) await send(`warm-up ${i}`);

    // 0. One sender, for the cost of a send without queueing.
    const sequential: number[] = [];
    for (let i = 0; i < 50; i++) sequential.push((await send(`単独 ${i}`)).ms);

    // 1. sendFieldMessage with 10 concurrent senders.
    const sendTimes: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SENDS) {
          next += 1;
          sendTimes.push((await send(`負荷 ${next}`)).ms);
        }
      }),
    );

    // 2. Live delivery to the foreman's open stream.
    const arrivals = new Map<string, number>();
    const controller = new AbortController();
    const stream = await fetch(`${base}${endpoints.talkEvents.path}`, {
      headers: { cookie: foreman },
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
        for (const match of buffer.matchAll(/"message":"(配信 \d+)"/g)) {
          if (match[1] && !arrivals.has(match[1])) arrivals.set(match[1], performance.now());
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const deliveries: number[] = [];
    for (let i = 0; i < 100; i++) {
      const key = `配信 ${i}`;
      const { started } = await send(key);
      const deadline = performance.now() + 2000;
      while (!arrivals.has(key) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      const at = arrivals.get(key);
      deliveries.push(at === undefined ? Number.POSITIVE_INFINITY : at - started);
    }
    controller.abort();

    // 3. Memory with many open streams.
    const restRss = rssMb(child.pid);
    const streams = new AbortController();
    const opened = await Promise.all(
      Array.from({ length: STREAMS }, () =>
        fetch(`${base}${endpoints.talkEvents.path}`, {
          headers: { cookie: foreman },
          signal: streams.signal,
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const streamsRss = rssMb(child.pid);
    const live = opened.filter((r) => r.ok).length;
    streams.abort();

    const rows: [string, number, number, string][] = [
      ['sendFieldMessage p50 (one sender)', percentile(sequential, 50), Number.NaN, 'ms'],
      ['sendFieldMessage p50 (10 concurrent)', percentile(sendTimes, 50), Number.NaN, 'ms'],
      ['sendFieldMessage p99 (10 concurrent)', percentile(sendTimes, 99), TARGETS.sendP99, 'ms'],
      ['live delivery p50 (100 sends)', percentile(deliveries, 50), Number.NaN, 'ms'],
      ['live delivery p95 (100 sends)', percentile(deliveries, 95), TARGETS.deliveryP95, 'ms'],
      ['server RSS at rest', restRss, Number.NaN, 'MB'],
      [`server RSS with ${live} open streams`, streamsRss, TARGETS.streamsRssMb, 'MB'],
    ];
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    // The machine is shared: a load far above its 2 cores inflates every latency here.
    console.log(
      `\nbench:talk (${SENDS} sends at ${CONCURRENCY} concurrent; PGlite; one server process; load ${load})`,
    );
    let missed = 0;
    for (const [label, value, target, unit] of rows) {
      const verdict = Number.isNaN(target) ? '' : value <= target ? '  ok' : '  MISSED';
      if (verdict === '  MISSED') missed += 1;
      const goal = Number.isNaN(target) ? '' : `target ≤ ${target} ${unit}`;
      console.log(`${label.padEnd(42)} ${value.toFixed(1).padStart(8)} ${unit}   ${goal}${verdict}`);
    }
    if (check && missed > 0) process.exitCode = 1;
  } finally {
    stop();
  }
};

await main();
