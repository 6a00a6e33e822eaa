import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_FAILURE_MESSAGES } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { RateLimits } from '../../src/auth/rateLimit.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { serveApp } from '../../src/http/nodeServer.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

/**
 * The address rate limits count against: behind a trusted proxy, the last
 * X-Forwarded-For entry (the one the proxy appended); without one, the header
 * is ignored so a client cannot pick its own bucket.
 */
let database: Database;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const appWith = (
  env: Record<string, string>,
  rateLimits: Partial<RateLimits> = { loginPerIp: { limit: 2, windowSeconds: 600 } },
) =>
  createApp({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'genba-ip-')), ...env }),
    sms: { kind: 'capture', send: async () => {} },
    mail: { kind: 'capture', send: async () => {} },
    rateLimits,
    logger: { info: () => {}, error: () => {} },
    now: () => new Date(),
  }).app;

const attempt = async (app: ReturnType<typeof appWith>, forwardedFor?: string) => {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' });
  if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
  const res = await app.request('/api/user/email/login_pc', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
};

describe('client address behind a trusted proxy', () => {
  it('counts per last X-Forwarded-For entry, whatever the client put before it', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    expect((await attempt(app, '10.0.0.1, 198.51.100.7')).status).toBe(401);
    expect((await attempt(app, '10.0.0.2,198.51.100.7')).status).toBe(401);
    const third = await attempt(app, ' 198.51.100.7 ');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(AUTH_FAILURE_MESSAGES.tooManyAttempts);
    // Another address has its own bucket, even one that ends like the first.
    expect((await attempt(app, '198.51.100.7, 203.0.113.9')).status).toBe(401);
    expect((await attempt(app, '203.0.113.7')).status).toBe(401);
  });

  it('counts a request that reached the server without the header against its socket address', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    let port = 0;
    const listening = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
    });
    await once(listening, 'listening');
    const post = async (forwardedFor?: string) => {
      const headers = new Headers({ 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` });
      if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
      const res = await fetch(`http://127.0.0.1:${port}/api/user/email/login_pc`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      return res.status;
    };
    try {
      expect(await post()).toBe(401);
      expect(await post('127.0.0.1')).toBe(401);
      expect(await post()).toBe(429);
      expect(await post('198.51.100.20')).toBe(401);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe('failed logins per address behind a trusted proxy', () => {
  it('stop the address that used them up, not another one', async () => {
    const app = appWith(
      { TRUST_PROXY: '1' },
      {
        loginPerIp: { limit: 100, windowSeconds: 600 },
        loginFailuresPerIp: { limit: 2, windowSeconds: 3600 },
      },
    );
    expect((await attempt(app, '198.51.100.31')).status).toBe(401);
    expect((await attempt(app, '198.51.100.31')).status).toBe(401);
    expect((await attempt(app, '198.51.100.31')).status).toBe(429);
    expect((await attempt(app, '198.51.100.32')).status).toBe(401);
  });
});

describe('client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For: every in-process request shares one bucket', async () => {
    const app = appWith({});
    expect((await attempt(app, '192.0.2.1')).status).toBe(401);
    expect((await attempt(app, '192.0.2.2')).status).toBe(401);
    expect((await attempt(app, '192.0.2.3')).status).toBe(429);
    expect((await attempt(app)).status).toBe(429);
  });
});
