/**
 * The real server on a fresh PGlite with the demo data, in this process, on a free loopback port: for
 * the scripts that open the built app in Chromium (first-requests, profile-first-load).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { serveApp } from '../apps/server/src/http/nodeServer.ts';

export const startSeededServer = async (prefix: string) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  const { app } = createApp({ db: database.db, config, logger: { info: () => {}, error: () => {} } });
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
