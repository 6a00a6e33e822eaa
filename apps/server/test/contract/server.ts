import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type ResponseOf } from '@genba/api-client';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/app.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/auth/rateLimit.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import type { AppDeps } from '../../src/http/env.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';
import { sendWire } from './wire.ts';

export type RunningServer = {
  readonly baseUrl: string;
  readonly deps: AppDeps;
  readonly database: Database;
  readonly dataDir: string;
  close(): Promise<void>;
};

const quietLogger: AppDeps['logger'] = { info: () => {}, error: () => {} };

/**
 * The real server as production runs it: createApp over a migrated, seeded
 * database (PGlite in memory, or PostgreSQL when DATABASE_URL is set),
 * served by @hono/node-server on 127.0.0.1 and an ephemeral port, in test
 * mode so every handler's answer is also checked against its schema.
 */
export const startContractServer = async (): Promise<RunningServer> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'genba-contract-'));
  const database = await openSeededTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '3000' });
  const { app, deps } = createApp({
    db: database.db,
    config,
    logger: quietLogger,
    // The suite logs in many times from one address; the limits have their own tests.
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([key, rule]) => [key, { ...rule, limit: 10_000 }]),
    ) as RateLimits,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    database,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type Session = {
  readonly cookie: string;
  readonly user: ResponseOf<typeof endpoints.login_pc>['user'];
};

/** Logs in as the seeded company manager (or another seeded login) through login_pc, as the web app does. */
export const loginAsManager = async (
  baseUrl: string,
  credentials: { email: string; password: string } = DEMO_LOGINS.companyManager,
): Promise<Session> => {
  const entry = endpoints.login_pc;
  const response = await fetch(`${baseUrl}${entry.path}`, {
    method: entry.method,
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('genba_session='))
    .join('; ');
  const body = entry.response.parse(await response.json());
  if (cookie === '') throw new Error(`login_pc set no session cookie (HTTP ${response.status})`);
  return { cookie, user: body.user };
};

export { sendWire };
