import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

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

const appFor = (env: 'development' | 'production', extra: Record<string, string> = {}) => {
  const config = loadConfig({
    NODE_ENV: env,
    ...(env === 'production'
      ? { PUBLIC_URL: 'https://genba.example.jp', SMS_ADAPTER: 'local', MAIL_ADAPTER: 'local' }
      : {}),
    ...extra,
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

/** The app on a real socket on 127.0.0.1 (the outboxes answer only loopback connections). */
const listen = async (app: ReturnType<typeof appFor>['app']) => {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    get: (url: string, headers: Record<string, string> = {}) =>
      // node:http rather than fetch, which would not send a Host header of our choosing.
      new Promise<{ status: number; text: () => Promise<string>; json: () => Promise<unknown> }>(
        (resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                status: res.statusCode ?? 0,
                text: async () => text,
                json: async () => JSON.parse(text) as unknown,
              });
            });
          });
          req.on('error', reject);
          req.end();
        },
      ),
    post: (url: string, json: unknown) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(json),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

beforeAll(async () => {
  database = await openSeededTestDatabase();
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

  it('keeps a served hashed asset in memory (a removed copy is still answered) but reads the page every time', async () => {
    const app = appFor('development').app;
    const file = path.join(dist, 'assets', 'kept-0a1b2c.js');
    writeFileSync(file, 'export const kept = 1;');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Genba</title>');
    const first = await app.request('/assets/kept-0a1b2c.js');
    expect(await first.text()).toBe('export const kept = 1;');
    expect((await app.request('/index.html')).status).toBe(200);
    rmSync(file);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Genba 2</title>');
    try {
      const again = await app.request('/assets//kept-0a1b2c.js');
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(again.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await again.text()).toBe('export const kept = 1;');
      // The page is not an immutable asset: a new build's page is served at once.
      expect(await (await app.request('/index.html')).text()).toContain('Genba 2');
    } finally {
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Genba</title>');
    }
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
  it('logs the code and hands back the latest one for a number, to a loopback connection', async () => {
    const { app, logged } = appFor('development');
    const http = await listen(app);
    try {
      expect((await http.post('/api/user/sms/request', { tel_number: '090-0000-0001' })).status).toBe(200);
      expect((await http.post('/api/user/sms/request', { tel_number: '090-0000-0001' })).status).toBe(200);
      await flushBackground();
      const res = await http.get('/__dev/sms-outbox?tel=090-0000-0001');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { tel: string; code: string };
      expect(body.tel).toBe('09000000001');
      expect(body.code).toMatch(/^\d{6}$/);
      expect(logged.filter((line) => line.startsWith('[sms]')).at(-1)).toContain(body.code);
      expect((await http.get('/__dev/sms-outbox?tel=080-1234-5678')).status).toBe(404);
    } finally {
      await http.close();
    }
  });

  it('hands back the latest password-reset mail for an address, to a loopback connection', async () => {
    const { app } = appFor('development');
    const http = await listen(app);
    try {
      expect((await http.post('/api/password/email', { email: 'kanri@example.com' })).status).toBe(200);
      await flushBackground();
      const res = await http.get('/__dev/mail-outbox?to=KANRI@example.com');
      expect(res.status).toBe(200);
      const mail = (await res.json()) as { subject: string; text: string };
      expect(mail.subject).toBe('【現場管理】パスワード再設定のご案内');
      expect(mail.text).toMatch(/\/password\/reset\/[\w-]{40,}/);
    } finally {
      await http.close();
    }
  });

  it('refuses requests without a socket, relayed by a proxy, or naming another host', async () => {
    const { app } = appFor('development');
    await app.request('/api/password/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: 'kanri@example.com' }),
    });
    await flushBackground();
    expect((await app.request('/__dev/mail-outbox?to=kanri@example.com')).status).toBe(404);
    const http = await listen(app);
    try {
      expect((await http.get('/__dev/mail-outbox?to=kanri@example.com')).status).toBe(200);
      const relayed: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { host: 'attacker.example' },
      ];
      for (const headers of relayed) {
        const res = await http.get('/__dev/mail-outbox?to=kanri@example.com', headers);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('password/reset');
      }
    } finally {
      await http.close();
    }
    const proxied = await listen(appFor('development', { TRUST_PROXY: '1' }).app);
    try {
      expect((await proxied.get('/__dev/sms-outbox?tel=090-0000-0001')).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const http = await listen(appFor('production').app);
    try {
      const res = await http.get('/__dev/sms-outbox?tel=090-0000-0001');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/\d{6}/);
    } finally {
      await http.close();
    }
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure', async () => {
    const res = await appFor('production').app.request('/api/user/email/login_pc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
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
