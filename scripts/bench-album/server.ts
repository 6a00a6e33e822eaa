/**
 * The album endpoint's bench database and server: the demo seed plus 100,000 photos in the album
 * project on PGlite, the real app (createApp, development mode as `npm start` runs) served over HTTP
 * by serveApp as main.ts does, and a logged-in company manager. bench-album.ts and
 * profile-album-page.ts share it.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { albumPhotos, projects } from '../../apps/server/src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../apps/server/src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed.ts';
import { serveApp } from '../../apps/server/src/http/nodeServer.ts';
import type { ClientRun } from './clients.ts';
import { timedGet } from './timedGet.ts';

export const ALBUM_BENCH_PHOTOS = 100_000;

export const startAlbumServer = async (options: { readCache?: boolean; connections?: number } = {}) => {
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
  from generate_series(1, ${ALBUM_BENCH_PHOTOS - 240}) as g`);
  await database.db.execute(sql`analyze album_photos`);
  const insertMs = performance.now() - insertStarted;

  // Development, as `npm start` runs: test mode re-parses every answer with its zod schema (200 photos per page),
  // which no deployment does and which the earlier figures paid for.
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(options.readCache === false ? { READ_CACHE: '0' } : {}),
  });
  const { app } = createApp({ db: database.db, config, logger: { info: () => {}, error: () => {} } });
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  /** A new session of the demo company manager: its cookie. */
  const login = async () => {
    const res = await fetch(`${base}/api/user/email/login_pc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(DEMO_LOGINS.companyManager),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!res.ok || !cookie) throw new Error(`bench: login answered ${res.status}: ${await res.text()}`);
    return cookie;
  };
  const cookie = await login();
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 10 });
  const [range] = await database.db
    .select({ min: sql<number>`min(id)`, max: sql<number>`max(id)` })
    .from(albumPhotos)
    .where(eq(albumPhotos.fieldId, project.id));
  const minId = range?.min ?? 1;
  const maxId = range?.max ?? 2;
  /** GETs a path on the server as the logged-in manager; answers the wall time in ms. */
  const get = (url: string) => timedGet(agent, base, url, cookie);
  /** A page of 200 of the album project older than a random photo (the grid scrolled to a random place). */
  const pageUrl = (before = Math.floor(minId + Math.random() * (maxId - minId)) + 1) =>
    `/api/album/getCommonAlbumAllData/${template.companyId}?field_id=${project.id}&limit=200&min_id=${before}`;
  return {
    database,
    config,
    server,
    base,
    cookie,
    project,
    template,
    minId,
    maxId,
    insertMs,
    login,
    get,
    pageUrl,
    close: async () => {
      agent.destroy();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
};

/** The load generator's process (clients.ts): `run` answers each request's wall time in ms. */
export const startClientProcess = async () => {
  const child = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'clients.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
  });
  return {
    run: (options: ClientRun) =>
      new Promise<number[]>((resolve, reject) => {
        child.once('message', (answer: { samples?: number[]; error?: string }) =>
          answer.samples ? resolve(answer.samples) : reject(new Error(answer.error)),
        );
        child.send(options);
      }),
    close: () => {
      child.send('exit');
    },
  };
};
