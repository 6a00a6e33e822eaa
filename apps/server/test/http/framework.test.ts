import { endpoints, SESSION_EXPIRED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { companies, members, projects, sessions, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import type { AppEnv } from '../../src/http/env.ts';
import { implement, toHonoPath } from '../../src/http/implement.ts';
import { requireProjectAccess, TENANCY_MESSAGES } from '../../src/http/tenancy.ts';
import { implementedEndpointNames } from '../../src/routes/index.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { companyManager, partner } = DEMO_LOGINS;

describe('routes declared from the catalogue', () => {
  it('turns {id} templates into Hono parameters', () => {
    expect(toHonoPath('/api/contactPerson/{id}')).toBe('/api/contactPerson/:id');
    expect(toHonoPath('/api/v2/talk/getTagMasterList/{a}/{b}')).toBe('/api/v2/talk/getTagMasterList/:a/:b');
  });

  it('lists implemented names that all exist in the catalogue, each once', () => {
    expect(implementedEndpointNames.length).toBeGreaterThan(15);
    for (const name of implementedEndpointNames) expect(endpoints).toHaveProperty(name);
    expect(new Set(implementedEndpointNames).size).toBe(implementedEndpointNames.length);
  });
});

describe('sessions', () => {
  it('answers 401 to a protected call without a session cookie', async () => {
    const res = await createClient(server).api('init_data_sp');
    expect(res.status).toBe(401);
    expect(res.error.message).toBe('ログインしてください');
  });

  it('answers 419 with 認証が切れました to an unknown session cookie', async () => {
    const client = createClient(server);
    client.cookie = 'genba_session=forged-or-deleted';
    const res = await client.api('init_data_sp');
    expect(res.status).toBe(419);
    expect(res.error).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    // The dead cookie is cleared, so the next call is simply logged out.
    expect(res.headers.get('set-cookie')).toMatch(/^genba_session=;.*Max-Age=0/);
    expect(client.cookie).toBeUndefined();
    expect((await client.api('init_data_sp')).status).toBe(401);
  });

  it('answers 419 once the session has expired, and 200 just before', async () => {
    const used = createClient(server);
    const idle = createClient(server);
    expect((await used.loginEmail(companyManager.email, companyManager.password)).status).toBe(200);
    expect((await idle.loginEmail(companyManager.email, companyManager.password)).status).toBe(200);
    const ttl = server.config.sessionTtlSeconds;
    server.clock.advance(ttl - 5);
    expect((await used.api('init_data_sp')).status).toBe(200);
    server.clock.advance(10);
    const res = await idle.api('init_data_sp');
    expect(res.status).toBe(419);
    expect(res.error.message).toBe('認証が切れました');
    server.clock.advance(-ttl - 5);
  });

  it('extends a session that is used after half its lifetime', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const ttl = server.config.sessionTtlSeconds;
    server.clock.advance(ttl / 4);
    expect((await client.api('init_data_sp')).headers.get('set-cookie')).toBeNull();
    server.clock.advance(ttl / 2);
    const renewed = await client.api('init_data_sp');
    expect(renewed.headers.get('set-cookie')).toContain(`Max-Age=${ttl}`);
    // Past the original expiry, still logged in.
    server.clock.advance(ttl / 2);
    expect((await client.api('init_data_sp')).status).toBe(200);
    server.clock.advance(-ttl * 1.25);
  });

  it('ends a session at its expiry instant exactly, and deletes it when it is presented', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const token = client.cookie?.split('=')[1] ?? '';
    const ttl = server.config.sessionTtlSeconds;
    server.clock.advance(ttl);
    try {
      expect((await client.api('init_data_sp')).status).toBe(419);
      const left = await server.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(left).toEqual([]);
    } finally {
      server.clock.advance(-ttl);
    }
  });

  it('extends a session used at exactly half its lifetime, to a full lifetime from then', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const token = client.cookie?.split('=')[1] ?? '';
    const ttl = server.config.sessionTtlSeconds;
    server.clock.advance(ttl / 2 - 1);
    try {
      expect((await client.api('init_data_sp')).headers.get('set-cookie')).toBeNull();
      server.clock.advance(1);
      const renewed = await client.api('init_data_sp');
      expect(renewed.headers.get('set-cookie')).toMatch(
        new RegExp(`^genba_session=${token};.*Max-Age=${ttl};.*Path=/`),
      );
      const [row] = await server.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row?.expiresAt.getTime()).toBe(server.clock.now.getTime() + ttl * 1000);
    } finally {
      server.clock.advance(-ttl / 2);
    }
  });

  it('sets an httpOnly, SameSite=Lax cookie with the configured lifetime (not Secure outside production)', async () => {
    const res = await createClient(server).loginEmail(companyManager.email, companyManager.password);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^genba_session=[\w-]{40,}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${server.config.sessionTtlSeconds}`);
    // Sent with every call of the site, not only under the login path.
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('lets public entries through without a session', async () => {
    const res = await createClient(server).api('verify_tel_number', {
      body: { tel_number: '090-0000-0001' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 200, registered: true });
  });
});

describe('validation (422)', () => {
  it('answers the catalogue shape with the schema’s Japanese messages, nested by field', async () => {
    const res = await createClient(server).api('login_pc', {
      body: { email: 'not-an-address', password: '123' },
    });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: {
        email: ['メールアドレスに誤りがあります'],
        password: ['Min 6: 6文字以上を入力してください'],
      },
    });
  });

  it('reports missing fields in Japanese', async () => {
    const res = await createClient(server).api('login_pc', { body: {} });
    expect(res.status).toBe(422);
    const errors = res.error.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    for (const messages of Object.values(errors)) expect(messages.join('')).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('refuses unreadable JSON with 422', async () => {
    const res = await createClient(server).call('POST', '/api/user/email/login_pc', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.raw).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { _: ['リクエストの形式が正しくありません。'] },
    });
  });

  it('validates path parameters and query strings too', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const bad = await client.call('GET', '/api/user/pc/init_data_pc/..%2Fetc');
    expect(bad.status).toBe(422);
    const query = await client.api('getAppendInitData', { query: { pieces: 'NoSuchPiece' } });
    expect(query.status).toBe(422);
    expect(Object.keys(query.error.errors ?? {})).toEqual(['pieces']);
  });

  it('reads multipart bodies, decoding JSON-encoded fields', async () => {
    const form = new FormData();
    form.set('email', companyManager.email);
    form.set('password', companyManager.password);
    const res = await createClient(server).call('POST', '/api/user/email/login_pc', { body: form });
    expect(res.status).toBe(200);
  });
});

describe('tenancy (403)', () => {
  const loginAs = (email: string) => loginAsDemo(server, email);

  it('refuses an X-Operation-Company the member does not belong to', async () => {
    const client = await loginAs(companyManager.email);
    const res = await client.api('init_data_sp', { headers: { 'X-Operation-Company': '999999' } });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ detail: [TENANCY_MESSAGES.company] });
  });

  it('refuses a company the user belongs to but the session does not act for', async () => {
    const client = await loginAs(partner.email);
    const { data } = await client.api('init_data_sp');
    const other = data.belong_companies.find((k) => k.id !== data.company.id);
    if (!other) throw new Error('the partner should belong to two companies');
    const res = await client.api('init_data_sp', { headers: { 'X-Operation-Company': String(other.id) } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.companySwitched]);
  });

  it('refuses an X-Operation-Field naming a project the member is not in, and touches nothing', async () => {
    const client = await loginAs(partner.email);
    const [foreign] = await server.database.db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '天神オフィス 内装リフォーム'));
    if (!foreign) throw new Error('seed project missing');
    const { data } = await client.api('init_data_sp');
    const res = await client.api('agree_terms', {
      params: { id: data.user.user_id },
      body: { agree_terms_flg: 1 },
      headers: { 'X-Operation-Field': String(foreign.id) },
    });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.field]);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, partner.email));
    expect(row?.agreeTermsFlg).toBe(false);
  });

  it('accepts the operation headers that match the session', async () => {
    const client = await loginAs(companyManager.email);
    const { data } = await client.api('getProjectList');
    const project = data.projects[0];
    if (!project) throw new Error('the manager should have projects');
    const me = await client.api('getUserData');
    const res = await client.api('init_data_sp', {
      headers: {
        'X-Operation-Member': String(me.data.user.member_id),
        'X-Operation-Company': String(me.data.user.login_company_id),
        'X-Operation-Field': String(project.attendance_field_id),
      },
    });
    expect(res.status).toBe(200);
  });

  it('requireProjectAccess lets participants and company managers in, and no one else', async () => {
    const { db } = server.database;
    const byName = async (name: string) => {
      const [row] = await db.select().from(projects).where(eq(projects.caseName, name));
      if (!row) throw new Error(`seed project ${name} missing`);
      return row.id;
    };
    const jimu = await loginAs('jimu@example.com');
    const me = await jimu.api('getUserData');
    const [member] = await db.select().from(members).where(eq(members.id, me.data.user.member_id));
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, me.data.user.login_company_id));
    if (!member || !company) throw new Error('seed member missing');
    const lookup = { member, company };
    await expect(
      requireProjectAccess(db, lookup, await byName('天神オフィス 内装リフォーム')),
    ).resolves.toBeUndefined();
    await expect(
      requireProjectAccess(db, lookup, await byName('博多駅前ビル 外装改修工事')),
    ).rejects.toMatchObject({
      status: 403,
      body: { detail: [TENANCY_MESSAGES.field] },
    });
  });

  it('refuses an X-Operation-Member that is not the session member', async () => {
    const client = await loginAs(companyManager.email);
    const res = await client.api('init_data_sp', { headers: { 'X-Operation-Member': '424242' } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.member]);
  });
});

describe('response checking in test mode', () => {
  it('turns a handler answer that drifts from the response schema into a 500', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('deps', server.deps);
      await next();
    });
    let caught: unknown;
    app.onError((error, c) => {
      caught = error;
      return c.json({}, 500);
    });
    // @ts-expect-error deliberately the wrong shape: has_password must be a boolean
    implement('check_password', async () => ({ has_password: 'yes' })).mount(app);
    const client = createClient({ app });
    const login = createClient(server);
    await login.loginEmail(companyManager.email, companyManager.password);
    client.cookie = login.cookie;
    const res = await client.call('GET', '/api/user/email/check_password');
    expect(res.status).toBe(500);
    expect(String(caught)).toContain('check_password does not match its catalogue schema');
  });
});
