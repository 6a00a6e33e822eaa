import { endpoints } from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * The checks that already held on the landed main (issue 8: brute force, SMS
 * guessing, session rotation, cookie flags, tenancy), kept as attacks over
 * real HTTP so that hardening elsewhere cannot quietly undo them.
 */
let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const { companyManager, foremanTel } = DEMO_LOGINS;
const lastCode = () => server.sent.sms.at(-1)?.code ?? '';

describe('guessing', () => {
  it('stops password guessing against one account within a few attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await createBrowser(server.baseUrl).login('eigyo@example.com', `wrong-${i}`)).status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('stops SMS code guessing: a handful of wrong codes, then not even the right one passes', async () => {
    const browser = createBrowser(server.baseUrl);
    expect((await browser.api('sms_request', { body: { tel_number: foremanTel.tel } })).status).toBe(200);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await browser.api('sms_login', {
        body: { tel_number: foremanTel.tel, auth_number: wrong },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    const right = await browser.api('sms_login', { body: { tel_number: foremanTel.tel, auth_number: code } });
    expect(right.status).not.toBe(200);
    expect(browser.cookie).toBeUndefined();
  });
});

describe('sessions', () => {
  it('issues a fresh token at login and never adopts one the browser brings (fixation)', async () => {
    const browser = createBrowser(server.baseUrl);
    browser.cookie = 'genba_session=attacker-chosen-value-0123456789abcdefghijklmnop';
    expect((await browser.login(companyManager.email, companyManager.password)).status).toBe(200);
    const first = browser.cookie;
    expect(first).not.toContain('attacker-chosen');
    expect((await browser.login(companyManager.email, companyManager.password)).status).toBe(200);
    expect(browser.cookie).not.toBe(first);
    const stale = createBrowser(server.baseUrl);
    stale.cookie = first;
    expect((await stale.api('init_data_sp')).status).toBe(419);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    const res = await createBrowser(server.baseUrl).login(companyManager.email, companyManager.password);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('genba_session=')) ?? '';
    expect(cookie).toMatch(/^genba_session=[\w-]{40,};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });
});

describe('tenancy', () => {
  it('refuses a company A manager every way of naming company B', async () => {
    const browser = createBrowser(server.baseUrl);
    await browser.login(companyManager.email, companyManager.password);
    const [other] = await server.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, '株式会社木村設備'));
    const [foreign] = await server.database.db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '木村設備 倉庫配管更新'));
    if (!other || !foreign) throw new Error('seed data missing');

    const asCompany = await browser.api('getProjectList', {
      headers: { 'X-Operation-Company': String(other.id) },
    });
    expect(asCompany.status).toBe(403);
    const asField = await browser.api('getProjectList', {
      headers: { 'X-Operation-Field': String(foreign.id) },
    });
    expect(asField.status).toBe(403);
    const byPath = await browser.send('GET', `/api/talk/getTalkByFieldId/${foreign.id}`);
    expect(byPath.status).toBe(403);
    const listed = await browser.api('getProjectList', { query: '?completion_status=99' });
    expect(JSON.stringify(listed.body)).not.toContain('木村設備 倉庫配管更新');
    const switched = await browser.api('switch_user_company', { body: { company_id: other.id } });
    expect(switched.status).toBe(403);
    expect(endpoints.getTalkByFieldId.path).toBe('/api/talk/getTalkByFieldId/{id}');
  });
});
