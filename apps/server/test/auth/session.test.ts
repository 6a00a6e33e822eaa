import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { NO_ACTIVE_MEMBER_MESSAGE, normalizedEmail } from '../../src/auth/login.ts';
import { lookupSession } from '../../src/auth/session.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config/config.ts';
import { companies, members, offices, sessions, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import type { AppEnv } from '../../src/http/env.ts';
import { officeIdsOfMember } from '../../src/routes/user/queries.ts';
import { NOT_A_MEMBER_MESSAGE, NOT_IN_OFFICE_MESSAGE } from '../../src/routes/user/session.ts';
import { agreeToTerms, createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Logins and sessions through the HTTP API: what a session acts for after a
 * login, a company switch and a logout (issue 8 item 10).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const { companyManager, partner } = DEMO_LOGINS;

const loginAs = (email: string) => loginAsDemo(server, email);

const officeId = async (companyName: string, officeName?: string) => {
  const { db } = server.database;
  const [company] = await db.select().from(companies).where(eq(companies.name, companyName));
  if (!company) throw new Error(`seed company ${companyName} missing`);
  const rows = await db.select().from(offices).where(eq(offices.companyId, company.id));
  const office = officeName ? rows.find((o) => o.name.includes(officeName)) : rows[0];
  if (!office) throw new Error(`seed office of ${companyName} missing`);
  return { companyId: company.id, officeId: office.id, officeIds: rows.map((o) => o.id) };
};

describe('e-mail login to an account without a password', () => {
  it('refuses every password with the usual message and opens no session', async () => {
    const { db } = server.database;
    await db.update(users).set({ passwordHash: null }).where(eq(users.email, 'yuryo@example.com'));
    for (const password of ['genba-demo', '', 'x']) {
      const client = createClient(server);
      const res = await client.call('POST', '/api/user/email/login_pc', {
        json: { email: 'yuryo@example.com', password },
      });
      expect(res.status, password).not.toBe(200);
      expect(client.cookie).toBeUndefined();
    }
    const client = createClient(server);
    const res = await client.loginEmail('yuryo@example.com', 'genba-demo');
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ status: 401, message: AUTH_FAILURE_MESSAGES.badCredentials });
  });

  it('refuses a malformed stored hash the same way', async () => {
    const { db } = server.database;
    await db
      .update(users)
      .set({ passwordHash: 'not-an-argon2-hash' })
      .where(eq(users.email, 'muryo@example.com'));
    const res = await createClient(server).loginEmail('muryo@example.com', 'genba-demo');
    expect(res.status).toBe(401);
    expect(res.error.message).toBe(AUTH_FAILURE_MESSAGES.badCredentials);
  });
});

describe('the session after a login', () => {
  it('ends the earlier session of the same browser', async () => {
    const client = await loginAs(companyManager.email);
    const first = client.cookie;
    expect((await client.loginEmail(companyManager.email, 'genba-demo')).status).toBe(200);
    expect(client.cookie).not.toBe(first);
    const stale = createClient(server);
    stale.cookie = first;
    expect((await stale.api('getUserData')).status).toBe(419);
    expect((await client.api('getUserData')).status).toBe(200);
  });

  it('logs out: the cookie is cleared and the old token is dead', async () => {
    const client = await loginAs(companyManager.email);
    const token = client.cookie;
    const res = await client.api('logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^genba_session=;.*Max-Age=0.*Path=\//);
    expect(client.cookie).toBeUndefined();
    const replay = createClient(server);
    replay.cookie = token;
    expect((await replay.api('getUserData')).status).toBe(419);
  });

  it('lands in the remembered office when the member still belongs to it, else the first office', async () => {
    const yamadaFukuoka = await officeId('株式会社山田工務店', '福岡');
    const client = await loginAs(partner.email);
    const res = await client.api('update_login_company', {
      body: { login_company_id: yamadaFukuoka.companyId, login_office_id: yamadaFukuoka.officeId },
    });
    expect(res.status).toBe(200);
    const next = createClient(server);
    const login = await next.loginEmail(partner.email, 'genba-demo');
    expect(login.data.user).toMatchObject({
      login_company_id: yamadaFukuoka.companyId,
      login_office_id: yamadaFukuoka.officeId,
    });

    // An office the member does not belong to is refused when remembered…
    const kimura = await officeId('株式会社木村設備');
    const refused = await next.api('update_login_company', {
      body: { login_company_id: yamadaFukuoka.companyId, login_office_id: kimura.officeId },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([NOT_IN_OFFICE_MESSAGE]);
    // …and ignored at login if it was stored anyway.
    await server.database.db
      .update(users)
      .set({ loginCompanyId: kimura.companyId, loginOfficeId: yamadaFukuoka.officeId })
      .where(eq(users.email, partner.email));
    const third = await createClient(server).loginEmail(partner.email, 'genba-demo');
    expect(third.data.user).toMatchObject({
      login_company_id: kimura.companyId,
      login_office_id: kimura.officeId,
    });
    await server.database.db
      .update(users)
      .set({ loginCompanyId: null, loginOfficeId: yamadaFukuoka.officeId })
      .where(eq(users.email, partner.email));
  });

  it('lands in a remembered office that is not the member’s first one', async () => {
    const client = await loginAs(companyManager.email);
    const me = (await client.api('getUserData')).data.user;
    const [first, second] = await officeIdsOfMember(server.database.db, me.member_id);
    if (first === undefined || second === undefined)
      throw new Error('the manager should belong to two offices');
    const remember = (officeId: number | null) =>
      client.api('update_login_company', {
        body: { login_company_id: me.login_company_id, login_office_id: officeId },
      });
    expect((await remember(second)).status).toBe(200);
    try {
      const login = await createClient(server).loginEmail(companyManager.email, 'genba-demo');
      expect(login.data.user.login_office_id).toBe(second);
    } finally {
      await remember(me.login_office_id);
    }
  });

  it('refuses a login with 403 when the user is an active member of no company, and opens no session', async () => {
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'eigyo@example.com'));
    if (!user) throw new Error('seed user eigyo missing');
    await db.update(members).set({ delFlg: true }).where(eq(members.userId, user.id));
    try {
      const client = createClient(server);
      const res = await client.loginEmail('eigyo@example.com', 'genba-demo');
      expect(res.status).toBe(403);
      expect(res.error).toEqual({ status: 403, message: NO_ACTIVE_MEMBER_MESSAGE });
      expect(client.cookie).toBeUndefined();
    } finally {
      await db.update(members).set({ delFlg: false }).where(eq(members.userId, user.id));
    }
  });

  it('compares addresses trimmed and in lower case', () => {
    expect(normalizedEmail('  Kanri@Example.COM \t')).toBe('kanri@example.com');
  });

  it('refuses update_login_company for a company the user does not belong to', async () => {
    const client = await loginAs(companyManager.email);
    const kimura = await officeId('株式会社木村設備');
    const res = await client.api('update_login_company', {
      body: { login_company_id: kimura.companyId, login_office_id: null },
    });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([NOT_A_MEMBER_MESSAGE]);
  });
});

describe('switching company moves the office too', () => {
  it('acts for the new company’s office after the switch, not the office of before', async () => {
    const client = await loginAs(partner.email);
    const before = (await client.api('getUserData')).data.user;
    const kimura = await officeId('株式会社木村設備');
    expect(before.login_office_id).not.toBe(kimura.officeId);

    const switched = await client.api('switch_user_company', { body: { company_id: kimura.companyId } });
    expect(switched.data.user).toMatchObject({
      login_company_id: kimura.companyId,
      login_office_id: kimura.officeId,
    });
    const after = (await client.api('getUserData')).data.user;
    expect(after).toMatchObject({ login_company_id: kimura.companyId, login_office_id: kimura.officeId });
    expect((await client.api('user_belong_officies')).data.map((o) => o.id)).toEqual([kimura.officeId]);
  });

  it('takes the office asked for, and refuses one the member does not belong to', async () => {
    const client = await loginAs(companyManager.email);
    const me = (await client.api('getUserData')).data.user;
    const yamada = await officeId('株式会社山田工務店');
    const other = yamada.officeIds.find((id) => id !== me.login_office_id);
    if (other === undefined) throw new Error('the manager should belong to two offices');

    const res = await client.api('switch_user_company', {
      body: { company_id: me.login_company_id, office_id: other },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.login_office_id).toBe(other);
    expect((await client.api('getUserData')).data.user.login_office_id).toBe(other);

    const kimura = await officeId('株式会社木村設備');
    const refused = await client.api('switch_user_company', {
      body: { company_id: me.login_company_id, office_id: kimura.officeId },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([NOT_IN_OFFICE_MESSAGE]);
    expect((await client.api('getUserData')).data.user.login_office_id).toBe(other);
  });
});

describe('password checks of a logged-in user', () => {
  it('says whether the account has a password', async () => {
    const client = await loginAs('sekou@example.com');
    expect((await client.api('check_password')).data).toEqual({ has_password: true });
    await server.database.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.email, 'sekou@example.com'));
    expect((await client.api('check_password')).data).toEqual({ has_password: false });
    expect((await client.api('chekUserPassword', { body: { password: 'genba-demo' } })).data).toBe(0);
  });
});

describe('getAllEmail', () => {
  it('lists the distinct, sorted addresses of the session company’s members', async () => {
    const client = await loginAs(partner.email);
    const yamada = (await client.api('getAllEmail')).data.emails;
    expect(yamada).toEqual([...yamada].sort());
    expect(new Set(yamada).size).toBe(yamada.length);
    expect(yamada).toContain(companyManager.email);
    expect(yamada).toContain(partner.email);
    expect(yamada.every((e) => e.includes('@'))).toBe(true);

    const kimura = await officeId('株式会社木村設備');
    await client.api('switch_user_company', { body: { company_id: kimura.companyId } });
    const own = (await client.api('getAllEmail')).data.emails;
    expect(own).toContain(partner.email);
    expect(own).not.toContain(companyManager.email);
  });
});

describe('the session cookie in production', () => {
  it('is Secure, and its removal at logout is too', async () => {
    const { app } = createApp({
      db: server.database.db,
      config: loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://genba.example.jp',
        SMS_ADAPTER: 'local',
        MAIL_ADAPTER: 'local',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'genba-prod-')),
      }),
      logger: { info: () => {}, error: () => {} },
    });
    const headers = { 'content-type': 'application/json', origin: 'https://genba.example.jp' };
    const login = await app.request('https://genba.example.jp/api/user/email/login_pc', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: companyManager.email, password: companyManager.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/;\s*Secure/);
    const logout = await app.request('https://genba.example.jp/api/user/logout', {
      method: 'POST',
      headers: { ...headers, cookie: cookie.split(';')[0] ?? '' },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^genba_session=;.*Max-Age=0.*Secure/);
  });
});

describe('lookupSession', () => {
  // What the framework decides 401 and 419 by, read directly: the routes answer 419 for anything but
  // 'none' and 'valid', so only here does an unknown or expired cookie have to say 'expired'.
  const probe = () =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', server.deps);
        await next();
      })
      .get('/probe', async (c) => c.json(await lookupSession(c)));
  const lookup = async (cookie?: string) => {
    const res = await probe().request('/probe', { headers: cookie ? { cookie } : {} });
    return (await res.json()) as { kind: string; auth?: { officeId: number | null; client: string } };
  };

  it('says none without a cookie, expired for an unknown one and for one past its expiry', async () => {
    expect(await lookup()).toEqual({ kind: 'none' });
    expect(await lookup('genba_session=not-a-session')).toEqual({ kind: 'expired' });

    const client = await loginAs(companyManager.email);
    const cookie = client.cookie ?? '';
    const valid = await lookup(cookie);
    expect(valid.kind).toBe('valid');
    expect(valid.auth?.client).toBe('pc');
    const ttl = server.config.sessionTtlSeconds;
    server.clock.advance(ttl);
    try {
      expect(await lookup(cookie)).toEqual({ kind: 'expired' });
    } finally {
      server.clock.advance(-ttl);
    }
    // The expired row was deleted when it was presented: it stays refused with the clock back.
    expect(await lookup(cookie)).toEqual({ kind: 'expired' });
  });

  it('acts for the session’s own office, else the user’s login office', async () => {
    const client = await loginAs(companyManager.email);
    const cookie = client.cookie ?? '';
    const token = cookie.split('=')[1] ?? '';
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.email, companyManager.email));
    const yamada = await officeId('株式会社山田工務店');
    const other = yamada.officeIds.find((id) => id !== user?.loginOfficeId);
    await db
      .update(sessions)
      .set({ officeId: other })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await lookup(cookie)).auth?.officeId).toBe(other);
    await db
      .update(sessions)
      .set({ officeId: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await lookup(cookie)).auth?.officeId).toBe(user?.loginOfficeId ?? null);
  });
});
