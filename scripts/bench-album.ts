/**
 * `npm run bench:album`: issue 12's album figures, each printed beside its target.
 *
 * 1. Layout: grouping and row layout of 100,000 photos (the AlbumGrid's pure
 *    state modules, warm, median and p95 of 30 runs), target ≤ 5 ms.
 * 1b. The edit panel's rules for a select-all of 100,000 photos (tag states,
 *    one click, the change to send), target ≤ 50 ms for the interaction.
 * 2. The album endpoint: the real server (createApp served over HTTP by
 *    serveApp, as main.ts does) on PGlite with 100,000 photos in the demo
 *    project (bench-album/server.ts), and 10 concurrent keep-alive clients in
 *    another process (bench-album/clients.ts) asking getCommonAlbumAllData for
 *    pages of 200 for BENCH_SECONDS per scenario: different pages (random
 *    positions: each computed), one session per client each scrolling from the
 *    top in the grid's pages (min_id chained), the same page for all (one session; one session
 *    per client: the read cache, http/readCache.ts), and the same page while
 *    something is written every 100 ms (each write drops the cached answers), for
 *    one session and for one per client.
 *    Each prints p50/p99 (target p99 ≤ 10 ms) beside the server process's CPU
 *    per page (this process holds only the server and PGlite), and the CPU per
 *    page with one client, computed and cached. Then the first page with its
 *    total counted (cold) and again (warm: the read cache), and 適用.
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
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { albumPhotos, albumTagGroups, albumTags } from '../apps/server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
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
import { ALBUM_BENCH_PHOTOS, startAlbumServer, startClientProcess } from './bench-album/server.ts';

const PHOTOS = ALBUM_BENCH_PHOTOS;
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
  const bench = await startAlbumServer({ connections });
  const { database, config, base, cookie, project, template, get, pageUrl } = bench;
  console.log(`     inserted ${PHOTOS - 240} photos in ${Math.round(bench.insertMs)} ms`);
  for (let i = 0; i < 50; i++) await get(pageUrl());
  // The clients run in their own process: what this process spends is the server's (and PGlite's) alone.
  const clients = await startClientProcess();
  const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
  /** One run of the clients; the server process's CPU per answered page beside their wall times. */
  const measure = async (run: {
    urls: string[];
    cookies: string[];
    connections: number;
    seconds: number;
    walk?: boolean;
  }) => {
    const before = process.cpuUsage();
    const samples = await clients.run({ base, ...run });
    return { samples, cpuPerPage: cpuMs(process.cpuUsage(before)) / samples.length };
  };
  // A list of random positions long enough that no page repeats in a run (each is computed).
  const randomPages = Array.from({ length: 20_000 }, () => pageUrl());
  const samePage = [pageUrl()];
  // One session per client (logged in one after another: the logins write).
  const sessions = [cookie];
  while (sessions.length < connections) sessions.push(await bench.login());
  const oneClient = { connections: 1, seconds: Math.min(seconds, 3), cookies: [cookie] };
  const computedAlone = await measure({ ...oneClient, urls: randomPages });
  const cachedAlone = await measure({ ...oneClient, urls: samePage });
  const loaded = { connections, seconds };
  const scenarios: [string, Awaited<ReturnType<typeof measure>>][] = [];
  scenarios.push([
    'different pages (random positions, computed)',
    await measure({ ...loaded, cookies: [cookie], urls: randomPages.toReversed() }),
  ]);
  // The grid's own paging: each page starts below the last photo of the one before (min_id), from the top.
  const newestFirst = await database.db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.fieldId, project.id), eq(albumPhotos.delFlg, false)))
    .orderBy(desc(albumPhotos.id));
  const scrollPages = newestFirst
    .filter((_, i) => i % 200 === 199)
    .map((r) => pageUrl(r.id))
    .slice(0, -1);
  scenarios.push([
    `${connections} sessions each scroll the album from the top`,
    await measure({ ...loaded, cookies: sessions, urls: scrollPages, walk: true }),
  ]);
  scenarios.push([
    'same page, one session (read cache)',
    await measure({ ...loaded, cookies: [cookie], urls: samePage }),
  ]);
  scenarios.push([
    `same page, ${connections} sessions of one member`,
    await measure({ ...loaded, cookies: sessions, urls: samePage }),
  ]);
  // Any write drops every cached answer (http/readCache.ts): the page is computed again after each.
  // (A drizzle query runs only once awaited: `void db.execute(…)` alone would never write.)
  let writes = 0;
  const writer = setInterval(async () => {
    await database.db.execute(sql`update album_photos set sent = sent where id = ${template.id}`);
    writes += 1;
  }, 100);
  scenarios.push([
    'same page, one session, a write every 100 ms',
    await measure({ ...loaded, cookies: [cookie], urls: samePage }),
  ]);
  scenarios.push([
    `same page, ${connections} sessions, a write every 100 ms`,
    await measure({ ...loaded, cookies: sessions, urls: samePage }),
  ]);
  clearInterval(writer);
  console.log(`     ${writes} writes during the two write scenarios`);
  clients.close();
  console.log(
    `     album page of 200, ${connections} clients in another process for ${seconds} s each; server CPU = this process's`,
  );
  for (const [what, { samples, cpuPerPage }] of scenarios) {
    line(
      `page p99, ${what}`,
      `${percentile(samples, 99).toFixed(2)} ms`,
      '≤ 10 ms',
      percentile(samples, 99) <= 10,
    );
    console.log(
      `       p50 ${percentile(samples, 50).toFixed(2)} ms, ${Math.round(samples.length / seconds)} pages/s, server CPU ${cpuPerPage.toFixed(2)} ms per page`,
    );
  }
  line(
    'server CPU per page of 200, one client, computed',
    `${computedAlone.cpuPerPage.toFixed(2)} ms`,
    '',
    true,
  );
  line(
    'server CPU per page of 200, one client, read cache',
    `${cachedAlone.cpuPerPage.toFixed(2)} ms`,
    '',
    true,
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
    await bench.close();
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
