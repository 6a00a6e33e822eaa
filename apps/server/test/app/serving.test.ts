import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/seed.ts';
import { openTestDatabase } from '../helpers/database.ts';

let database: Database;
const dist = mkdtempSync(path.join(tmpdir(), 'genba-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Genba</title>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
// What the build writes: compressed copies beside a text asset and the page, and (in a debug build) a map.
const script = 'export const greeting = "現場";\n'.repeat(50);
writeFileSync(path.join(dist, 'assets', 'page-def456.js'), script);
writeFileSync(path.join(dist, 'assets', 'page-def456.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets', 'page-def456.js.gz'), gzipSync(script));
writeFileSync(path.join(dist, 'assets', 'page-def456.js.map'), '{"version":3,"sources":["secret.ts"]}');
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>Genba</title>'));
writeFileSync(path.join(tmpdir(), 'genba-secret.txt'), 'secret');

const appFor = (env: 'development' | 'production') => {
  const config = loadConfig({
    NODE_ENV: env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'genba-data-')),
    WEB_DIST_DIR: dist,
  });
  const logged: string[] = [];
  const { app } = createApp({
    db: database.db,
    config,
    logger: { info: (m) => void logged.push(m), error: () => {} },
  });
  return { app, logged };
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('the built web app', () => {
  it('serves files as they are, hashed assets cached for a year', async () => {
    const res = await appFor('development').app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the brotli copy when the browser accepts it, with Content-Encoding and Vary', async () => {
    const res = await appFor('production').app.request('/assets/page-def456.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const { app } = appFor('production');
    const gz = await app.request('/assets/page-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const refused = await app.request('/assets/page-def456.js', {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(refused.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/page-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('sends the page compressed too, and never lets it be cached without revalidation', async () => {
    const res = await appFor('production').app.request('/talk', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      '<title>Genba</title>',
    );
  });

  it('never serves a source map', async () => {
    for (const env of ['development', 'production'] as const) {
      const res = await appFor(env).app.request('/assets/page-def456.js.map');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    }
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/talk', '/login/email', '/password/reset/abc']) {
      const res = await appFor('development').app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Genba</title>');
    }
  });

  it('never serves files outside the dist directory', async () => {
    const res = await appFor('development').app.request('/..%2Fgenba-secret.txt');
    expect(await res.text()).not.toContain('secret');
  });

  it('answers a path with a malformed escape with index.html, not a 500', async () => {
    const res = await appFor('development').app.request('/talk/%E0%A4%A');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Genba</title>');
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await appFor('development').app.request('/api/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'このAPIは存在しません' });
  });
});

describe('the development SMS outbox', () => {
  it('logs the code and hands back the latest one for a number', async () => {
    const { app, logged } = appFor('development');
    const post = (tel: string) =>
      app.request('/api/user/sms/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tel_number: tel }),
      });
    expect((await post('090-0000-0001')).status).toBe(200);
    expect((await post('090-0000-0001')).status).toBe(200);
    const res = await app.request('/__dev/sms-outbox?tel=090-0000-0001');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tel: string; code: string };
    expect(body.tel).toBe('09000000001');
    expect(body.code).toMatch(/^\d{6}$/);
    expect(logged.at(-1)).toContain(body.code);
    expect((await app.request('/__dev/sms-outbox?tel=080-1234-5678')).status).toBe(404);
  });

  it('hands back the latest password-reset mail for an address', async () => {
    const { app } = appFor('development');
    const asked = await app.request('/api/password/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kanri@example.com' }),
    });
    expect(asked.status).toBe(200);
    const res = await app.request('/__dev/mail-outbox?to=KANRI@example.com');
    expect(res.status).toBe(200);
    const mail = (await res.json()) as { subject: string; text: string };
    expect(mail.subject).toBe('【現場管理】パスワード再設定のご案内');
    expect(mail.text).toMatch(/\/password\/reset\/[\w-]{40,}/);
  });

  it('does not exist in production', async () => {
    const res = await appFor('production').app.request('/__dev/sms-outbox?tel=090-0000-0001');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/\d{6}/);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure', async () => {
    const res = await appFor('production').app.request('/api/user/email/login_pc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kanri@example.com', password: 'genba-demo' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and the wildcard, brotli first', async () => {
    const { acceptedEncodings } = await import('../../src/serve/webApp.ts');
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('br;q=abc')).toEqual([]);
  });
});
