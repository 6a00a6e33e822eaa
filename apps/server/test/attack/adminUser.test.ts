import { type EndpointName, endpoints } from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, systemAdmins, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * System administrators over real HTTP: members trying the admin_user calls, an administrator's
 * session from a foreign page, and updateAdminUser aimed at an ordinary account to take it over.
 */
let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);
const adminCount = () => server.database.db.$count(systemAdmins);
const body = {
  name: '攻撃 太郎',
  email: 'attacker@example.com',
  role: 1,
  password: 'attack2026',
  password_confirmation: 'attack2026',
};

describe('admin_user', () => {
  it('refuses members, and the administrator from a foreign page, changing nothing', async () => {
    const before = await adminCount();
    for (const email of [DEMO_LOGINS.companyManager.email, 'ippan@example.com']) {
      const member = await loggedIn(email);
      for (const res of await Promise.all([
        member.api('getAdminUsers'),
        member.api('createAdminUser', { body }),
        member.api('createAdminUser', { body: { role: 'x' } }),
        member.api('updateAdminUser', { body: { ...body, id: 1 } }),
        member.api('deleteAdminUser', { params: { id: 1 } }),
      ]))
        expect(res.status).toBe(403);
    }
    const admin = await loggedIn(DEMO_LOGINS.systemAdmin.email);
    const crossSite = await admin.api('createAdminUser', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await adminCount()).toBe(before);
  });

  it('cannot take over an ordinary account through updateAdminUser or delete one through deleteAdminUser', async () => {
    const db = server.database.db;
    const [victim] = await db
      .select({ id: users.id, email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.companyManager.email));
    if (!victim) throw new Error('seeded manager missing');
    const admin = await loggedIn(DEMO_LOGINS.systemAdmin.email);
    const takeover = await admin.api('updateAdminUser', {
      body: { ...body, id: victim.id, email: 'attacker@example.com' },
    });
    expect(takeover.status).toBe(404);
    expect((await admin.api('deleteAdminUser', { params: { id: victim.id } })).status).toBe(404);
    const [after] = await db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, victim.id));
    expect(after).toEqual({ email: victim.email, hash: victim.hash });
    // loggedIn expects the login to succeed: the victim's password still works.
    await loggedIn(DEMO_LOGINS.companyManager.email);
  });
});

/** Every call of the administrators' screens (/admin/users, /admin/news): the catalogue's admin paths. */
const ADMIN_CALLS = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
  /\/admin_/.test(endpoints[name].path),
);

describe('the administrators’ calls without a session', () => {
  it('finds the admin calls to try', () => {
    expect(ADMIN_CALLS).toEqual(
      expect.arrayContaining(['getAdminUsers', 'deleteAdminUser', 'admin_news', 'admin_news_update']),
    );
    expect(ADMIN_CALLS).toHaveLength(8);
  });

  it('answers 401 to every one, valid body or not, leaking nothing and changing nothing', async () => {
    const db = server.database.db;
    const before = { admins: await adminCount(), news: await db.$count(news) };
    const anonymous = createBrowser(server.baseUrl);
    for (const name of ADMIN_CALLS) {
      const hasBody = endpoints[name].method !== 'GET' && endpoints[name].method !== 'DELETE';
      for (const payload of hasBody ? [{ ...body, id: 1, news_title: '攻撃' }, { role: 'x' }] : [undefined]) {
        const res = await anonymous.api(name, { params: { id: 1 }, body: payload });
        expect(res.status, name).toBe(401);
        expect(res.text, name).not.toContain('admin@example.com');
        expect(res.body, name).not.toHaveProperty('data');
      }
    }
    expect(await adminCount()).toBe(before.admins);
    expect(await db.$count(news)).toBe(before.news);
  });
});
