import { endpoints } from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { CSRF_MESSAGES } from '../../src/http/csrf.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const EVIL = 'https://evil.example';
const { companyManager } = DEMO_LOGINS;
const credentials = `email=${encodeURIComponent(companyManager.email)}&password=${companyManager.password}`;
const forbiddenBody = { detail: [CSRF_MESSAGES.origin] };

describe('cross-site requests are refused before any handler runs', () => {
  it('closes login CSRF: a cross-site auto-submitted form does not log the browser in', async () => {
    const victim = createBrowser(server.baseUrl);
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', credentials],
      ['text/plain', JSON.stringify({ email: companyManager.email, password: companyManager.password })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${companyManager.email}\r\n--x\r\nContent-Disposition: form-data; name="password"\r\n\r\n${companyManager.password}\r\n--x--\r\n`,
      ],
    ] as const) {
      const res = await victim.send('POST', endpoints.login_pc.path, {
        body,
        headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': type },
      });
      expect(res.status, type).toBe(403);
      expect(res.body).toEqual(forbiddenBody);
      expect(res.headers.get('set-cookie'), type).toBeNull();
    }
    expect(victim.cookie).toBeUndefined();
  });

  it('refuses a foreign Origin with text/plain, a form encoding or no Content-Type, even logged in', async () => {
    const victim = createBrowser(server.baseUrl);
    await victim.login(companyManager.email, companyManager.password);
    const [before] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, companyManager.email));
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined, 'application/json']) {
      const headers: Record<string, string> = { origin: EVIL };
      if (type) headers['content-type'] = type;
      const changed = await victim.send('PUT', endpoints.update_login_company.path, {
        body: JSON.stringify({ login_company_id: 1, login_office_id: null }),
        headers,
      });
      expect(changed.status, String(type)).toBe(403);
      const checked = await victim.send('POST', endpoints.chekUserPassword.path, {
        body: JSON.stringify({ password: companyManager.password }),
        headers,
      });
      expect(checked.status, String(type)).toBe(403);
    }
    const [after] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, companyManager.email));
    expect(after?.loginCompanyId).toBe(before?.loginCompanyId);
    // The session itself is untouched: a same-origin call still works.
    expect((await victim.api('getUserData')).status).toBe(200);
  });

  it('refuses a state change with neither Origin nor Sec-Fetch-Site, and an Origin of null', async () => {
    const browser = createBrowser(server.baseUrl);
    const bare = await fetch(`${server.baseUrl}${endpoints.login_pc.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: companyManager.email, password: companyManager.password }),
    });
    expect(bare.status).toBe(403);
    const sandboxed = await browser.json('POST', endpoints.login_pc.path, companyManager, { origin: 'null' });
    expect(sandboxed.status).toBe(403);
  });

  it('refuses same-site and cross-site fetch metadata even with a matching Origin', async () => {
    const browser = createBrowser(server.baseUrl);
    for (const site of ['cross-site', 'same-site']) {
      const res = await browser.json('POST', endpoints.login_pc.path, companyManager, {
        'sec-fetch-site': site,
      });
      expect(res.status, site).toBe(403);
    }
  });

  it('refuses a same-origin body that is neither JSON nor multipart with 415', async () => {
    const browser = createBrowser(server.baseUrl);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await browser.send('POST', endpoints.login_pc.path, {
        body: credentials,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ message: CSRF_MESSAGES.contentType });
    }
    const untyped = await browser.send('POST', endpoints.login_pc.path, { body: credentials });
    expect([403, 415]).toContain(untyped.status);
  });
});

describe('the app’s own pages keep working', () => {
  it('accepts the same Origin, Sec-Fetch-Site same-origin (the Vite proxy) and none', async () => {
    const own = await createBrowser(server.baseUrl).login(companyManager.email, companyManager.password);
    expect(own.status).toBe(200);
    const proxied = await createBrowser(server.baseUrl).json(
      'POST',
      endpoints.login_pc.path,
      companyManager,
      {
        origin: 'http://localhost:5173',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(proxied.status).toBe(200);
    const typed = await createBrowser(server.baseUrl).json('POST', endpoints.login_pc.path, companyManager, {
      'sec-fetch-site': 'none',
    });
    expect(typed.status).toBe(200);
  });

  it('lets a body-less logout through without a Content-Type', async () => {
    const browser = createBrowser(server.baseUrl);
    await browser.login(companyManager.email, companyManager.password);
    const res = await browser.send('POST', endpoints.logout.path);
    expect(res.status).toBe(200);
  });

  it('leaves reads alone: a GET from another origin is not a state change (and CORS keeps its answer unreadable)', async () => {
    const res = await createBrowser(server.baseUrl).send('GET', endpoints.init_data_sp.path, {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
