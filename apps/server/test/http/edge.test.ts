import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VALIDATION_FAILED_MESSAGE } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { INVALID_VALUE_MESSAGE, inputErrorFromDatabase, sqlState } from '../../src/http/dbErrors.ts';
import { bodyLimitFor, REQUEST_LIMITS } from '../../src/http/limits.ts';
import { createClient } from '../helpers/app.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const appIn = (env: 'development' | 'production') => {
  const logged: unknown[] = [];
  const { app } = createApp({
    db: database.db,
    config: loadConfig({
      NODE_ENV: env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'genba-edge-')),
      // What production refuses to start without (config.ts).
      ...(env === 'production'
        ? { PUBLIC_URL: 'https://genba.example.jp', SMS_ADAPTER: 'local', MAIL_ADAPTER: 'local' }
        : {}),
    }),
    sms: { kind: 'capture', send: async () => {} },
    mail: { kind: 'capture', send: async () => {} },
    logger: { info: () => {}, error: (_message, error) => void logged.push(error) },
  });
  return { app, logged };
};

describe('the 500 answer', () => {
  it('never echoes the error (SQL, parameters) in development either, and logs it instead', async () => {
    const { app, logged } = appIn('development');
    const client = createClient({ app });
    expect(
      (await client.loginEmail(DEMO_LOGINS.companyManager.email, DEMO_LOGINS.companyManager.password)).status,
    ).toBe(200);
    // A server fault the request did not cause: a table gone missing.
    await database.db.execute('alter table projects rename to projects_gone');
    try {
      const res = await client.api('getProjectList');
      expect(res.status).toBe(500);
      expect(res.error).toEqual({
        message: 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
      });
      expect(JSON.stringify(res.error)).not.toMatch(/select|projects|\$1/i);
      expect(String(logged.at(-1))).toMatch(/projects/);
    } finally {
      await database.db.execute('alter table projects_gone rename to projects');
    }
  });
});

describe('database errors caused by the request', () => {
  it('finds the SQLSTATE through drizzle’s wrapping and maps data exceptions and constraints to 422', () => {
    const wrapped = {
      message: 'Failed query',
      cause: { code: '22003', message: 'out of range for type integer' },
    };
    expect(sqlState(wrapped)).toBe('22003');
    for (const code of ['22P02', '22003', '22021', '23505', '23503']) {
      expect(inputErrorFromDatabase({ cause: { code } })?.status, code).toBe(422);
    }
    expect(inputErrorFromDatabase({ cause: { code: '22003' } })?.body).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { _: [INVALID_VALUE_MESSAGE] },
    });
    for (const error of [{ code: '42P01' }, { code: '08006' }, new Error('boom'), { code: 'ECONNRESET' }]) {
      expect(inputErrorFromDatabase(error)).toBeUndefined();
    }
  });

  it('answers a real out-of-range id from the database with 422 rather than 500', async () => {
    const { app } = appIn('development');
    const client = createClient({ app });
    await client.loginEmail(DEMO_LOGINS.companyManager.email, DEMO_LOGINS.companyManager.password);
    const res = await client.call('GET', '/api/talk/getTalkByFieldId/2147483648');
    expect([403, 404, 422]).toContain(res.status);
  });
});

describe('production', () => {
  it('adds HSTS to every response', async () => {
    const { app } = appIn('production');
    const res = await app.request('/api/no/such/call');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('body limits per route', () => {
  it('uses a route’s declared limit and the default elsewhere, matching path templates', () => {
    const limitOf = bodyLimitFor([
      { method: 'POST', path: '/api/external/fax', maxBodyBytes: 1000 },
      { method: 'PUT', path: '/api/user/{id}', maxBodyBytes: 10 },
    ]);
    expect(limitOf('POST', '/api/external/fax')).toBe(1000);
    expect(limitOf('GET', '/api/external/fax')).toBe(REQUEST_LIMITS.bodyBytes);
    expect(limitOf('PUT', '/api/user/12')).toBe(10);
    expect(limitOf('PUT', '/api/user/12/x')).toBe(REQUEST_LIMITS.bodyBytes);
    expect(limitOf('POST', '/api/external/faxes')).toBe(REQUEST_LIMITS.bodyBytes);
  });
});
