/**
 * `npm run bench:album`: issue 12's album figures, each printed beside its target.
 *
 * 1. Layout: grouping and row layout of 100,000 photos (the AlbumGrid's pure
 *    state modules, warm, median and p95 of 30 runs), target ≤ 5 ms.
 * 1b. The edit panel's rules for a select-all of 100,000 photos (tag states,
 *    one click, the change to send), target ≤ 50 ms for the interaction.
 * 2. The album endpoint: the real server (createApp served over HTTP by
 *    serveApp, as main.ts does) on PGlite with 100,000 photos in the demo
 *    project, 10 concurrent keep-alive clients asking getCommonAlbumAllData for
 *    a page of 200 at random positions (min_id) for BENCH_SECONDS; p50/p99,
 *    target p99 ≤ 10 ms. Also the CPU per page with one client (the trustworthy figure on a
 *    shared machine), the same page again from the read cache (http/readCache.ts) beside the computed
 *    figures, and the first page with its total counted (cold) and again (warm: the read cache).
 * 3. First thumbnails painted after navigation, with the server and its database
 *    in the loop: that same server serves apps/web/dist (built with scripts/build.sh
 *    when missing); headless Chromium logs in through the API as the demo manager
 *    and opens /album?project_id=<the 100,000-photo project>, once with an empty
 *    cache and five times with the app's assets cached. The time is taken by
 *    polling the grid's <img> elements in requestAnimationFrame from document
 *    start (loaded, then one more frame), target ≤ 500 ms; the requests answered
 *    before it are printed with their times.
 * 4. The grid alone in Chromium (scripts/bench-album/: the real AlbumGrid and
 *    PhotoEditPanel with 100,000 generated photos, a Vite build served with
 *    a thumbnail URL per photo and a 12-megapixel JPEG made with sharp):
 *    tiles (≤ 120) and DOM elements (≤ 1,500) at every frame of the scroll and
 *    61 positions; the real scroll height at device pixel ratio 2 (< 16,777,216)
 *    and the last photo in view at the bottom; a 10-second scroll top to bottom
 *    (rAF deltas, first frame not counted, p99 ≤ 16.7 ms, none over 33 ms, long
 *    tasks); select-all, tagging and 適用 with the network mocked, click to
 *    painted result ≤ 50 ms; resizing in the app's worker (resize.worker.ts),
 *    p95 ≤ 150 ms, and no main-thread task over 50 ms during a 50-photo upload's
 *    resizes. Beside them, CPU times from a Chromium trace (thread time: the
 *    figures a loaded machine distorts least).
 * 5. Drag (the saved order of a place or time group): a photo of a place group of 25,000 dragged
 *    by pointer three rows down and back for 3 s: rAF frames, mounted tiles and elements at every
 *    frame, the drop to the new order painted, and the main-thread CPU per frame from a trace.
 * BENCH_SECONDS (endpoint, default 5), BENCH_CONNECTIONS (default 10). `--check`
 * exits 1 when a target is missed. `--only=layout,server,scroll,clicks,resize,drag` runs
 * those parts only (layout: 1 and 1b; server: 2 and 3; the rest: 4's parts), to
 * measure one change without the rest. Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { albumPhotos, albumTagGroups, albumTags, projects } from '../apps/server/src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../apps/server/src/db/seed/album.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { serveApp } from '../apps/server/src/http/nodeServer.ts';
import { groupAlbumItems, layoutAlbumRows } from '../packages/ui/src/AlbumGrid/albumLayout.ts';
import { makeAlbumItems } from '../packages/ui/src/AlbumGrid/fixtures.ts';
import {
  countPhotoTags,
  emptyPhotoEditDraft,
  photoEditChangeOf,
  toggleDraftTag,
} from '../packages/ui/src/AlbumGrid/photoEdit.ts';
import { chromiumArgs, chromiumPath } from '../vitest.shared.ts';
import { firstThumbnails, gridFigures } from './bench-album/chromium.ts';

const PHOTOS = 100_000;
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const check = process.argv.includes('--check');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const PARTS = ['layout', 'server', 'scroll', 'clicks', 'resize', 'drag'] as const;
type Part = (typeof PARTS)[number];
const unknown = only?.filter((p) => !(PARTS as readonly string[]).includes(p)) ?? [];
if (unknown.length > 0)
  throw new Error(`bench: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
const wants = (part: Part) => !only || only.includes(part);

const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const missed: string[] = [];
const line = (what: string, value: string, target: string, ok: boolean) => {
  if (!ok) missed.push(what);
  console.log(`${ok ? 'ok  ' : 'MISS'} ${what.padEnd(52)} ${value.padStart(12)}   target ${target}`);
};

// The machine is shared: the load average says how much the figures below are worth.
console.log(
  `     load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on this machine`,
);

const items = makeAlbumItems(PHOTOS);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// 1. Layout.
if (wants('layout')) {
  const layoutTimes: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    const groups = groupAlbumItems(items, i % 2 ? 'registrationDate' : 'folder');
    layoutAlbumRows(groups, 5, 192, new Set());
    if (i >= 10) layoutTimes.push(performance.now() - started);
  }
  const layoutMedian = percentile(layoutTimes, 50);
  line('layout of 100,000 photos (median)', `${layoutMedian.toFixed(2)} ms`, '≤ 5 ms', layoutMedian <= 5);
  line(
    'layout of 100,000 photos (p95)',
    `${percentile(layoutTimes, 95).toFixed(2)} ms`,
    '≤ 5 ms',
    percentile(layoutTimes, 95) <= 5,
  );
  const { height } = layoutAlbumRows(groupAlbumItems(items, 'folder'), 5, 192, new Set());
  line(
    'scroll height at 5 per row (CSS px)',
    `${height.toLocaleString()}`,
    '< 8,388,608 (16.7 M device px at DPR 2)',
    height < 8_388_608,
  );

  // 1b. The edit panel's rules on a select-all of 100,000 photos: tag states, one click, the change to send.
  const editPhotos = items.map((item, i) => ({
    id: item.id,
    tagIds: i % 3 === 0 ? [1, 2] : [1],
    folderId: i % 4 === 0 ? null : 5,
  }));
  const editTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const counts = countPhotoTags(editPhotos);
    const draft = toggleDraftTag(emptyPhotoEditDraft, counts, editPhotos.length, 2);
    photoEditChangeOf(editPhotos, draft);
    if (i >= 5) editTimes.push(performance.now() - started);
  }
  line(
    'edit panel: tag 100,000 selected photos (p95, rules only)',
    `${percentile(editTimes, 95).toFixed(2)} ms`,
    '≤ 50 ms',
    percentile(editTimes, 95) <= 50,
  );
}

// 2. Endpoint.
if (wants('server')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'genba-bench-album-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db);
  const [project] = await database.db
    .select()
    .from(projects)
    .where(eq(projects.caseName, ALBUM_SEED_PROJECT));
  if (!project) throw new Error('bench: seed project missing');
  const [template] = await database.db
    .select()
    .from(albumPhotos)
    .where(eq(albumPhotos.fieldId, project.id))
    .limit(1);
  if (!template) throw new Error('bench: seed photo missing');
  const insertStarted = performance.now();
  await database.db.execute(sql`
  insert into album_photos (company_id, field_id, regist_member_id, storage_key, thumb_key, upload_filename,
    content_type, byte_size, width, height, sha256, registered_at, folder_id)
  select ${template.companyId}, ${project.id}, ${template.registMemberId}, ${template.storageKey}, ${template.thumbKey},
    'BENCH_' || g || '.jpg', 'image/jpeg', 0, 320, 240, '', now() - (g || ' minutes')::interval, ${template.folderId}
  from generate_series(1, ${PHOTOS - 240}) as g`);
  await database.db.execute(sql`analyze album_photos`);
  console.log(`     inserted ${PHOTOS - 240} photos in ${Math.round(performance.now() - insertStarted)} ms`);

  // Development, as `npm start` runs: test mode re-parses every answer with its zod schema (200 photos per page),
  // which no deployment does and which the earlier figures paid for.
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  const { app } = createApp({ db: database.db, config, logger: { info: () => {}, error: () => {} } });
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/user/email/login_pc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_LOGINS.companyManager),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const [range] = await database.db
    .select({ min: sql<number>`min(id)`, max: sql<number>`max(id)` })
    .from(albumPhotos)
    .where(eq(albumPhotos.fieldId, project.id));
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${url}`, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(String(res.statusCode))),
          );
        })
        .on('error', reject);
    });
  const pageUrl = () => {
    const min = range?.min ?? 1;
    const max = range?.max ?? 2;
    const minId = Math.floor(min + Math.random() * (max - min)) + 1;
    return `/api/album/getCommonAlbumAllData/${template.companyId}?field_id=${project.id}&limit=200&min_id=${minId}`;
  };
  for (let i = 0; i < 50; i++) await get(pageUrl());
  // CPU per request with one client: the figure the shared machine cannot distort much (the wall
  // clock queues behind other processes). The process holds client and server alike.
  const CPU_RUNS = 200;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < CPU_RUNS; i++) await get(pageUrl());
  const cpuUsed = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpuUsed.user + cpuUsed.system) / 1000 / CPU_RUNS;
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) samples.push(await get(pageUrl()));
    }),
  );
  // The same page asked again by the same session (a grid scrolling back, the album opened again): answered
  // from the read cache (http/readCache.ts) while nothing was written. Beside the figures above, not instead:
  // a page at a random position is computed.
  const samePage = pageUrl();
  await get(samePage);
  const cachedCpuBefore = process.cpuUsage();
  for (let i = 0; i < CPU_RUNS; i++) await get(samePage);
  const cachedCpuUsed = process.cpuUsage(cachedCpuBefore);
  const cachedSamples: number[] = [];
  const cachedUntil = Date.now() + Math.min(seconds, 2) * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < cachedUntil) cachedSamples.push(await get(samePage));
    }),
  );
  const firstUrl = `/api/album/getCommonAlbumAllData/${template.companyId}?field_id=${project.id}&limit=500`;
  // Cold: a write to the album just dropped the remembered total (the request counts 100,000 photos);
  // warm: the same first page again, answered from the read cache (nothing written since).
  await database.db.execute(sql`update album_photos set sent = sent where id = ${template.id}`);
  const firstPage = await get(firstUrl);
  const firstPageWarm = await get(firstUrl);
  // 適用 as the album sends it: requests of 2,000 photos (ALBUM_TAG_EDIT.maxPhotos) one after another, each
  // adding a company-wide tag and moving the photos to no folder; 100,000 photos are 50 such requests.
  const [tag] = await database.db
    .select({ id: albumTags.id })
    .from(albumTags)
    .innerJoin(albumTagGroups, eq(albumTagGroups.id, albumTags.tagGroupId))
    .where(and(eq(albumTags.companyId, template.companyId), isNull(albumTagGroups.fieldId)))
    .limit(1);
  if (!tag) throw new Error('bench: no company-wide tag');
  const newest = await database.db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(eq(albumPhotos.fieldId, project.id))
    .orderBy(desc(albumPhotos.id))
    .limit(20_000);
  const applyTimes: number[] = [];
  let answerBytes = 0;
  const applyCpuBefore = process.cpuUsage();
  for (let from = 0; from < newest.length; from += 2000) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/talk/updatePicturesTag`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({
        picture_id_list: newest.slice(from, from + 2000).map((r) => r.id),
        field_id: project.id,
        picture_folder_id: null,
        tag_setting_ids: [tag.id],
      }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`bench: updatePicturesTag answered ${res.status}: ${text.slice(0, 200)}`);
    answerBytes = text.length;
    applyTimes.push(performance.now() - started);
  }
  const applyCpu = process.cpuUsage(applyCpuBefore);
  const p99 = percentile(samples, 99);
  line(
    `album page of 200, p50 (${connections} clients)`,
    `${percentile(samples, 50).toFixed(2)} ms`,
    '',
    true,
  );
  line(`album page of 200, p99 (${connections} clients)`, `${p99.toFixed(2)} ms`, '≤ 10 ms', p99 <= 10);
  line('requests per second', `${Math.round(samples.length / seconds)}`, '', true);
  line('CPU per page of 200, one client (cold: no page cache)', `${cpuPerRequest.toFixed(2)} ms`, '', true);
  line(
    `same page again, p99 (${connections} clients, read cache)`,
    `${percentile(cachedSamples, 99).toFixed(2)} ms`,
    '',
    true,
  );
  line(
    'CPU per page of 200 again, one client (read cache)',
    `${((cachedCpuUsed.user + cachedCpuUsed.system) / 1000 / CPU_RUNS).toFixed(2)} ms`,
    '',
    true,
  );
  line('first page of 500, totals and tag master, cold', `${firstPage.toFixed(1)} ms`, '', true);
  line('first page of 500 again (read cache)', `${firstPageWarm.toFixed(1)} ms`, '', true);
  line(
    `適用: updatePicturesTag of 2,000 photos, p50 of ${applyTimes.length} (answer ${answerBytes} bytes)`,
    `${percentile(applyTimes, 50).toFixed(1)} ms`,
    '',
    true,
  );
  line(
    '  its CPU per request (client and server in this process)',
    `${((applyCpu.user + applyCpu.system) / 1000 / applyTimes.length).toFixed(1)} ms`,
    '',
    true,
  );

  agent.destroy();

  // 3. Chromium with the server and its database in the loop: the album page's first thumbnails.
  if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
    console.log('     apps/web/dist is missing: building the web app (scripts/build.sh)');
    execFileSync('bash', ['scripts/build.sh'], { cwd: repoRoot, stdio: 'inherit' });
  }
  try {
    const paint = await firstThumbnails(
      browser,
      base,
      `/album?project_id=${project.id}`,
      DEMO_LOGINS.companyManager,
    );
    const warm = paint.warm.map((v) => v.painted);
    line(
      'first thumbnail painted, first visit (empty cache)',
      `${paint.cold.painted.toFixed(0)} ms`,
      '≤ 500 ms',
      paint.cold.painted <= 500,
    );
    line(
      `first thumbnail painted, repeat visit (median of ${warm.length})`,
      `${percentile(warm, 50).toFixed(0)} ms`,
      '≤ 500 ms',
      percentile(warm, 50) <= 500,
    );
    line('first thumbnail painted, repeat visit (worst)', `${Math.max(...warm).toFixed(0)} ms`, '', true);
    console.log(
      '     painted: the frame after the one whose rAF found a loaded grid <img> (polled from document start).',
    );
    const median = paint.warm.find((v) => v.painted === percentile(warm, 50));
    for (const [label, v] of [
      ['first visit', paint.cold],
      ['median repeat visit', median],
    ] as const) {
      if (!v) continue;
      const lines = [`     ${label}, ms after navigation start:`];
      for (const step of [...v.steps, `painted ${v.painted.toFixed(0)}`]) {
        if ((lines.at(-1)?.length ?? 0) + step.length > 110) lines.push('      ');
        lines[lines.length - 1] += ` ${step}`;
      }
      console.log(lines.join('\n'));
    }
  } finally {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

// 4. Chromium, the grid alone: scroll, mounted tiles, reach, select-all and tagging, the resize worker.
try {
  await gridFigures(browser, line, {
    scroll: wants('scroll'),
    clicks: wants('clicks'),
    resize: wants('resize'),
    drag: wants('drag'),
  });
} finally {
  await browser.close();
}
if (check && missed.length > 0) process.exitCode = 1;
