/**
 * Where a computed album page's CPU goes: the bench's database (the demo seed plus 100,000 photos in the
 * album project), the real app served over HTTP, one client asking pages of 200 at random positions
 * with the read cache off (READ_CACHE=0), the client in its own process, the server under the V8 profiler. Prints the self time by function
 * (top 40) and by area, writes the .cpuprofile next to it.
 * Usage: node --conditions=source scripts/profile-album-page.ts [seconds=5] [out.cpuprofile]
 * (PROFILE_INTERVAL_US: the sampling interval, default 100 µs).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startAlbumServer, startClientProcess } from './bench-album/server.ts';

const seconds = Number(process.argv[2] ?? 5);
const out = process.argv[3] ?? 'album-page.cpuprofile';
const bench = await startAlbumServer({ readCache: false });
try {
  for (let i = 0; i < 50; i++) await bench.get(bench.pageUrl());
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', {
    interval: Number(process.env.PROFILE_INTERVAL_US ?? 100),
  });
  await session.post('Profiler.start');
  // One client in its own process (bench-album/clients.ts): the profile and the CPU are the server's alone.
  const clients = await startClientProcess();
  const cpu = process.cpuUsage();
  const samples = await clients.run({
    base: bench.base,
    cookies: [bench.cookie],
    urls: Array.from({ length: 20_000 }, () => bench.pageUrl()),
    connections: 1,
    seconds,
  });
  const requests = samples.length;
  const used = process.cpuUsage(cpu);
  clients.close();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(out, JSON.stringify(profile));
  console.log(
    `${requests} pages, server CPU per page (the profiler adds to it): ${((used.user + used.system) / 1000 / requests).toFixed(2)} ms`,
  );
  type Node = (typeof profile.nodes)[number];
  const byId = new Map<number, Node>(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries())
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id);
    if (!n) continue;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/albsrv12\//, '')}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const perPage = (us: number) => `${(us / 1000 / requests).toFixed(3)} ms`;
  console.log(`sampled ${perPage(total)} per page`);
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(perPage(us).padStart(10), k);
  // Inclusive time of some markers: a node's subtree.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const areas: Record<string, RegExp> = {
    pglite: /pglite/,
    drizzle: /drizzle-orm/,
    zod: /zod/,
    hono: /hono/,
    'JSON.parse': /^parse$/,
    'JSON.stringify': /^stringify$/,
  };
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)?.callFrame;
      if (!f) break;
      for (const [area, re] of Object.entries(areas)) {
        if (seen.has(area)) continue;
        if (re.test(area.startsWith('JSON') ? f.functionName : f.url)) {
          seen.add(area);
          inclusive.set(area, (inclusive.get(area) ?? 0) + us);
        }
      }
    }
  }
  for (const [k, us] of inclusive) console.log(`incl ${k.padEnd(16)} ${perPage(us)}`);
} finally {
  await bench.close();
}
