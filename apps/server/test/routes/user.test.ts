import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { GENERATED_PROJECT_COUNT } from '../../src/db/seed/projects.ts';
import { officeIdsOfMember } from '../../src/routes/user/queries.ts';
import { NOT_A_MEMBER_MESSAGE, OTHER_USER_MESSAGE } from '../../src/routes/user/session.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { companyManager, partner } = DEMO_LOGINS;
const loginAs = (email: string) => loginAsDemo(server, email);

describe('init data', () => {
  it('gives the smartphone the user, member, company with offices and the companies to switch to', async () => {
    const client = await loginAs(companyManager.email);
    const { status, data } = await client.api('init_data_sp');
    expect(status).toBe(200);
    expect(data.company.offices.map((o) => o.name)).toEqual(['本社', '福岡支店']);
    expect(data.company.company_type).toBe(99);
    expect(data.company.company_contracts[0]).toMatchObject({ contract_plan_id: 100, contract_type: 1 });
    expect(data.belong_offices.map((o) => o.name)).toEqual(['本社', '福岡支店']);
    expect(data.member).toMatchObject({ email: companyManager.email, auth_id: 2, type: 1, login_type: 3 });
    expect(data.belong_companies.map((k) => k.name)).toEqual(['株式会社山田工務店']);
  });

  it('tells the PC whether the route is allowed for the member', async () => {
    const manager = await loginAs(companyManager.email);
    const free = await loginAs('muryo@example.com');
    const general = await loginAs('ippan@example.com');
    const allowed = async (client: typeof manager, segment: string) =>
      (await client.api('init_data_pc', { params: { firstPathSegment: segment } })).data.route_allowed;
    expect(await allowed(manager, 'talk')).toBe(true);
    expect(await allowed(manager, 'setting')).toBe(true);
    expect(await allowed(manager, 'customer')).toBe(true);
    expect(await allowed(free, 'setting')).toBe(false);
    expect(await allowed(general, 'customer')).toBe(false);
    expect(await allowed(general, 'member')).toBe(false);
    expect(await allowed(general, 'album')).toBe(true);
  });

  it("opens the administrators' screens to system administrators alone, on the PC and the phone", async () => {
    const admin = await loginAs(DEMO_LOGINS.systemAdmin.email);
    const manager = await loginAs(companyManager.email);
    const pc = async (client: typeof admin) =>
      (await client.api('init_data_pc', { params: { firstPathSegment: 'admin' } })).data;
    expect((await pc(admin)).route_allowed).toBe(true);
    expect((await pc(admin)).denied_routes).not.toContain('admin');
    expect((await pc(manager)).route_allowed).toBe(false);
    expect((await pc(manager)).denied_routes).toContain('admin');
    expect((await manager.api('init_data_sp')).data.denied_routes).toContain('admin');
    expect((await admin.api('init_data_sp')).data.denied_routes).not.toContain('admin');
  });

  it('loads the requested appended pieces that have a source and skips the rest', async () => {
    const client = await loginAs(companyManager.email);
    const res = await client.api('getAppendInitData', {
      query: { pieces: 'TimeDefaultCompany,CompanyMember,MemberCompany,TalkNews,CompanyTagGroup' },
    });
    expect(res.status).toBe(200);
    expect(res.data.TimeDefaultCompany).toMatchObject({ start_time: '08:00', end_time: '17:00' });
    expect(res.data.CompanyMember?.length).toBe(12);
    expect(res.data.MemberCompany?.map((k) => k.name)).toEqual(['株式会社山田工務店']);
    expect(res.data.TalkNews).toEqual([]);
    expect(Object.keys(res.data).sort()).toEqual([
      'CompanyMember',
      'MemberCompany',
      'TalkNews',
      'TimeDefaultCompany',
    ]);
  });
});

describe('init data when a piece fails', () => {
  it('leaves the failed piece out and logs which one failed', async () => {
    const client = await loginAs(companyManager.email);
    const { db } = server.database;
    await db.execute(sql`alter table news rename to news_away`);
    try {
      const res = await client.api('getAppendInitData', { query: { pieces: 'TimeDefaultCompany,TalkNews' } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.data)).toEqual(['TimeDefaultCompany']);
      expect(server.loggedErrors).toContain('getAppendInitData: piece TalkNews failed');
    } finally {
      await db.execute(sql`alter table news_away rename to news`);
    }
  });
});

describe('user_belong_officies', () => {
  it('lists the offices the member belongs to, not every office of the company', async () => {
    const { db } = server.database;
    const client = await loginAs('sekou@example.com');
    const me = (await client.api('getUserData')).data.user;
    const own = await officeIdsOfMember(db, me.member_id);
    const all = await db.select().from(offices).where(eq(offices.companyId, me.login_company_id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    const listed = (await client.api('user_belong_officies')).data.map((o) => o.id);
    expect(listed.sort((a, b) => a - b)).toEqual(own);
  });
});

describe('terms agreement', () => {
  it('sets agree_terms_flg and stamps last_access for the session user only', async () => {
    const client = await loginAs(partner.email);
    // The init data is what /login/rules reads; getUserData stays closed until the member agrees.
    const me = await client.api('init_data_sp');
    expect(me.data.user.agree_terms_flg).toBe(0);

    const other = await client.api('agree_terms', {
      params: { id: me.data.user.user_id + 1 },
      body: { agree_terms_flg: 1 },
    });
    expect(other.status).toBe(403);
    expect(other.error.detail).toEqual([OTHER_USER_MESSAGE]);

    const res = await client.api('agree_terms', {
      params: { id: me.data.user.user_id },
      body: { agree_terms_flg: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.agree_terms_flg).toBe(1);
    expect(res.data.user.last_access).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, partner.email));
    expect(row?.agreeTermsFlg).toBe(true);
    expect(row?.lastAccess?.getTime()).toBe(server.clock.now.getTime());
  });

  it('accepts only agree_terms_flg 1', async () => {
    const client = await loginAs(partner.email);
    const me = await client.api('init_data_sp');
    const res = await client.api('agree_terms', {
      params: { id: me.data.user.user_id },
      body: { agree_terms_flg: 0 },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {})).toEqual(['agree_terms_flg']);
  });
});

describe('switching company', () => {
  it('moves the session to the partner’s own company and back, with its own projects', async () => {
    const client = await loginAs(partner.email);
    const init = await client.api('init_data_sp');
    expect(init.data.company.name).toBe('株式会社山田工務店');
    expect(init.data.member).toMatchObject({ type: 2, auth_id: 3, company_name: '株式会社木村設備' });
    const yamadaProjects = (await client.api('getProjectList')).data.projects.map((p) => p.case_name);
    const own = init.data.belong_companies.find((k) => k.name === '株式会社木村設備');
    if (!own) throw new Error('partner company missing');

    const switched = await client.api('switch_user_company', { body: { company_id: own.id } });
    expect(switched.status).toBe(200);
    expect(switched.data.user).toMatchObject({ login_company_id: own.id, auth_id: 2 });
    const after = await client.api('init_data_sp');
    expect(after.data.company.name).toBe('株式会社木村設備');
    const ownProjects = (await client.api('getProjectList')).data.projects.map((p) => p.case_name);
    expect(ownProjects).toEqual(['木村設備 倉庫配管更新']);
    expect(yamadaProjects).not.toContain('木村設備 倉庫配管更新');
  });

  it('refuses a company the user does not belong to', async () => {
    const client = await loginAs(companyManager.email);
    const init = await client.api('init_data_sp');
    const res = await client.api('switch_user_company', { body: { company_id: init.data.company.id + 1 } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([NOT_A_MEMBER_MESSAGE]);
  });

  it('remembers the login company for the next login', async () => {
    const client = await loginAs(partner.email);
    const init = await client.api('init_data_sp');
    const own = init.data.belong_companies.find((k) => k.name === '株式会社木村設備');
    if (!own) throw new Error('partner company missing');
    const res = await client.api('update_login_company', {
      body: { login_company_id: own.id, login_office_id: null },
    });
    expect(res.status).toBe(200);
    const next = await loginAs(partner.email);
    expect((await next.api('init_data_sp')).data.company.name).toBe('株式会社木村設備');
    await next.api('update_login_company', {
      body: { login_company_id: init.data.company.id, login_office_id: null },
    });
  });
});

describe('getProjectList', () => {
  it('lists the member’s projects with their rooms and status labels', async () => {
    const client = await loginAs(companyManager.email);
    const { status, data } = await client.api('getProjectList');
    expect(status).toBe(200);
    // The six demo sites and the projects seed's generated ones: a company manager sees every project.
    expect(data.projects).toHaveLength(6 + GENERATED_PROJECT_COUNT);
    const hakata = data.projects.find((p) => p.case_name === '博多駅前ビル 外装改修工事');
    expect(hakata).toMatchObject({ completion_status: 0, completion_status_name: '施工中', unread_count: 0 });
    expect(hakata?.chatroom_id).toBeGreaterThan(0);
  });

  it('shows a partner only the projects they take part in', async () => {
    const client = await loginAs(partner.email);
    const names = (await client.api('getProjectList')).data.projects.map((p) => p.case_name).sort();
    expect(names).toEqual(['博多駅前ビル 外装改修工事', '田中様邸 新築工事'].sort());
  });

  it('filters by completion status (99 is all) and keyword', async () => {
    const client = await loginAs(companyManager.email);
    const completed = await client.api('getProjectList', { query: { completion_status: '1' } });
    const completedNames = completed.data.projects.map((p) => p.case_name);
    expect(completedNames).toContain('佐々木様邸 外壁塗装');
    expect(completed.data.projects.every((p) => p.completion_status === 1)).toBe(true);
    const all = await client.api('getProjectList', { query: { completion_status: '99' } });
    expect(all.data.projects).toHaveLength(6 + GENERATED_PROJECT_COUNT);
    const keyword = await client.api('getProjectList', { query: { keyword: '天神' } });
    expect(keyword.data.projects.map((p) => p.case_name)).toEqual(['天神オフィス 内装リフォーム']);
  });
});

describe('password checks', () => {
  it('answers "1" for the right password and "0" otherwise', async () => {
    const client = await loginAs(companyManager.email);
    expect((await client.api('chekUserPassword', { body: { password: 'genba-demo' } })).data).toBe(1);
    expect((await client.api('chekUserPassword', { body: { password: 'nope' } })).data).toBe(0);
    expect((await client.api('check_password')).data).toEqual({ has_password: true });
  });

  it('counts wrong passwords on the user’s own bucket, so a session cannot guess without limit nor lock the login', async () => {
    const client = await loginAs('sekou@example.com');
    for (let i = 0; i < 5; i++)
      expect((await client.api('chekUserPassword', { body: { password: 'nope' } })).data).toBe(0);
    const locked = await client.api('chekUserPassword', { body: { password: 'genba-demo' } });
    expect(locked.status).toBe(429);
    expect((await createClient(server).loginEmail('sekou@example.com', 'genba-demo')).status).toBe(200);
  });
});
