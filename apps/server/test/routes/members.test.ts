import { MEMBER_WRITE_MESSAGE, OFFICE_MESSAGE, WORKER_LIST_MESSAGE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCosts } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { AREA_FORBIDDEN_MESSAGE } from '../../src/permissions/routeAccess.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/** One server for the file: the member form, its core §6 rules, company and office settings. */
let server: TestServer;
let manager: Awaited<ReturnType<typeof loginAsDemo>>;
let companyId: number;
let headOfficeId: number;
let fukuokaId: number;
beforeAll(async () => {
  server = await startTestServer();
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  const company = await manager.api('getCompanySetting');
  expect(company.status).toBe(200);
  companyId = company.data.id;
  headOfficeId = company.data.head_office_id ?? 0;
  fukuokaId = company.data.offices.find((o) => !o.is_head_office)?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const newMember = (over: Record<string, unknown> = {}) => ({
  name1: '森',
  name2: '健二',
  kana1: 'モリ',
  kana2: 'ケンジ',
  company_id: companyId,
  office_id: headOfficeId,
  type: 1,
  auth_id: 1,
  login_type: 3,
  email: 'mori@example.com',
  tel_number: '090-7777-8888',
  password: 'mori1234',
  password_confirmation: 'mori1234',
  ...over,
});

describe('member form', () => {
  let memberId: number;

  it('creates a member who can then log in, with the phone normalised', async () => {
    const created = await manager.api('createMember', { body: newMember() });
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({
      name1: '森',
      email: 'mori@example.com',
      tel_number: '09077778888',
    });
    memberId = created.data.data.member_id;
    const mori = createClient(server);
    expect((await mori.loginEmail('mori@example.com', 'mori1234')).status).toBe(200);
  });

  it('refuses a taken e-mail, company manager from an office manager, and the worker list when required', async () => {
    const taken = await manager.api('createMember', { body: newMember({ tel_number: '09000001111' }) });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.error)).toContain('既にメンバーに登録されています。');

    const shitencho = await loginAsDemo(server, 'shitencho@example.com');
    const auth = await shitencho.api('createMember', {
      body: newMember({
        email: 'x1@example.com',
        tel_number: null,
        login_type: 1,
        auth_id: 2,
        office_id: headOfficeId,
      }),
    });
    expect(auth.status).toBe(422);
    expect(JSON.stringify(auth.error)).toContain(MEMBER_WRITE_MESSAGE.authNotAllowed);
    expect(JSON.stringify(auth.error)).toContain(MEMBER_WRITE_MESSAGE.officeNotAllowed);

    const workers = await manager.api('createMember', {
      body: newMember({ email: 'x2@example.com', tel_number: null, login_type: 1, worker_list_required: 1 }),
    });
    expect(workers.status).toBe(422);
    expect(JSON.stringify(workers.error)).toContain(WORKER_LIST_MESSAGE.birthDateRequired);
  });

  it('edits the office and auth, keeps the password, and stores the worker list', async () => {
    const worker_list_data = JSON.stringify({
      member_profile: { blood_type: 'A', present_address: '福岡市' },
    });
    const updated = await manager.api('updateMember', {
      params: { id: memberId },
      body: newMember({
        member_id: memberId,
        office_id: fukuokaId,
        auth_id: 5,
        password: '',
        password_confirmation: '',
        worker_list_data,
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.data.data).toMatchObject({ auth_id: 5, login_offices: [fukuokaId] });
    const read = await manager.api('getMember', { params: { id: memberId } });
    expect(read.data.worker_list_data?.member_profile?.blood_type).toBe('A');
    expect((await createClient(server).loginEmail('mori@example.com', 'mori1234')).status).toBe(200);

    const moved = await manager.api('moveMemberOffice', {
      params: { id: memberId },
      body: { office_id: headOfficeId },
    });
    expect(moved.data.data.login_offices).toEqual([headOfficeId]);
    // Not oneself (the company manager here), core §6 move rule.
    const me = await manager.api('getUserData');
    const self = await manager.api('moveMemberOffice', {
      params: { id: me.data.user.member_id },
      body: { office_id: fukuokaId },
    });
    expect(self.status).toBe(422);
    expect(JSON.stringify(self.error)).toContain(MEMBER_WRITE_MESSAGE.cannotMove);
  });

  it('refuses a general member, and deletes after which the member cannot log in', async () => {
    const ippan = await loginAsDemo(server, 'ippan@example.com');
    const denied = await ippan.api('deleteMember', { params: { id: memberId } });
    expect(denied.status).toBe(403);
    expect(denied.error.detail).toContain(AREA_FORBIDDEN_MESSAGE);

    const me = await manager.api('getUserData');
    const own = await manager.api('deleteMember', { params: { id: me.data.user.member_id } });
    expect(own.status).toBe(403);
    expect(own.error.detail).toContain(MEMBER_WRITE_MESSAGE.deleteSelf);

    expect((await manager.api('deleteMember', { params: { id: memberId } })).status).toBe(200);
    expect((await manager.api('getMember', { params: { id: memberId } })).status).toBe(404);
    expect((await createClient(server).loginEmail('mori@example.com', 'mori1234')).status).not.toBe(200);
  });

  it('stores pay and allowances, one company allowance per name, and refuses bad amounts', async () => {
    const created = await manager.api('createMember', {
      body: newMember({
        email: 'cost@example.com',
        tel_number: '090-7777-0001',
        cost_type: '1',
        cost: '18000',
        hour_cost: '',
        company_member_allowance: JSON.stringify([
          { name: '現場手当', cost: '3000', unit_id: '1' },
          { name: '資格手当', cost: 5000, unit_id: 3 },
        ]),
      }),
    });
    expect(created.status).toBe(200);
    const id = created.data.data.member_id;
    const read = await manager.api('getMember', { params: { id } });
    expect(read.data).toMatchObject({ cost_type: 1, cost: 18000, hour_cost: null });
    // The attendance totals read the same pay (member_costs), with the per-day allowance summed.
    const [totals] = await server.database.db.select().from(memberCosts).where(eq(memberCosts.memberId, id));
    expect(totals).toMatchObject({ costType: 1, dayCost: 18000, hourCost: 0, dayAllowance: 3000 });
    expect(read.data.company_member_allowance.map((a) => [a.name, a.cost, a.unit_id])).toEqual([
      ['現場手当', 3000, 1],
      ['資格手当', 5000, 3],
    ]);
    // A second member's 現場手当 is the same company allowance.
    const other = await manager.api('createMember', {
      body: newMember({
        email: 'cost2@example.com',
        tel_number: '090-7777-0002',
        company_member_allowance: JSON.stringify([{ name: '現場手当', cost: '2500', unit_id: '1' }]),
      }),
    });
    const first = read.data.company_member_allowance.find((a) => a.name === '現場手当');
    expect(other.data.data.company_member_allowance[0]?.company_allowance_id).toBe(
      first?.company_allowance_id,
    );
    // An edit replaces the rows.
    const edited = await manager.api('updateMember', {
      params: { id },
      body: newMember({
        member_id: id,
        email: 'cost@example.com',
        tel_number: '090-7777-0001',
        password: '',
        password_confirmation: '',
        cost: '20000',
        company_member_allowance: '[]',
      }),
    });
    expect(edited.data.data).toMatchObject({ cost: 20000, cost_type: null, company_member_allowance: [] });
    expect(await server.database.db.select().from(memberCosts).where(eq(memberCosts.memberId, id))).toEqual(
      [],
    );
    const bad = await manager.api('createMember', {
      body: newMember({
        email: 'cost3@example.com',
        tel_number: '090-7777-0003',
        cost: '-5',
        company_member_allowance: JSON.stringify([{ name: '', cost: '1', unit_id: '9' }]),
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toMatchObject({
      cost: ['0以上9999999以下の半角数字で入力してください。'],
      company_member_allowance: {
        0: { name: ['手当名を入力してください。'], unit_id: ['手当の単位を選択してください。'] },
      },
    });
  });

  it('looks up an account by e-mail or phone (core §4 states) and completes a registered one', async () => {
    const look = (keyword: string) => manager.api('lookupMember', { body: { keyword } });
    expect((await look('nobody-here@example.com')).data).toEqual({
      state: 'empty',
      in_company: false,
      name: null,
    });
    expect((await look('090-5555-6666')).data).toMatchObject({
      state: 'registered',
      in_company: true,
      name: '林 勇気',
    });
    const font = await look('ｋａｎｒｉ＠example.com');
    expect(font.status).toBe(422);
    expect(font.error.errors).toEqual({ keyword: ['半角英数字で入力してください。'] });

    const admin = DEMO_LOGINS.systemAdmin.email;
    expect((await look(admin)).data).toMatchObject({ state: 'registered', in_company: false });
    const add = (over: Record<string, unknown> = {}) =>
      manager.api('addLookedUpMember', {
        body: { keyword: admin, type: 2, auth_id: 3, office_id: headOfficeId, ...over },
      });
    const added = await add();
    expect(added.status).toBe(200);
    expect(added.data.data).toMatchObject({ type: 2, auth_id: 3, login_offices: [headOfficeId] });
    expect((await look(admin)).data.in_company).toBe(true);
    const again = await add();
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ keyword: ['すでにこの会社のメンバーです。'] });
    const unknown = await add({ keyword: 'nobody-here@example.com' });
    expect(unknown.error.errors).toEqual({ keyword: ['メールアドレスまたは電話番号に誤りがあります。'] });
    // The general member may not look anyone up (core §6 member information).
    const ippan = await loginAsDemo(server, 'ippan@example.com');
    expect((await ippan.api('lookupMember', { body: { keyword: admin } })).status).toBe(403);
  });

  it('sorts the member table on the server', async () => {
    const asc = await manager.api('getMembers', { query: { sort: 'auth_id', order: 'asc' } });
    const ids = asc.data.data.map((m) => m.auth_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('company and office settings', () => {
  it('updates the company with its core §5 rules, only for the company manager', async () => {
    const bad = await manager.api('updateCompanySetting', { body: { company_name: '' } });
    expect(bad.status).toBe(422);
    const ok = await manager.api('updateCompanySetting', {
      body: {
        company_name: '株式会社山田工務店',
        postcode: '812-0011',
        prefecture_id: 40,
        address1: '福岡市博多区',
        address2: '博多駅前1-1',
        telephone_number: '092-000-0000',
        represent_name1: '山田',
        person_in_charge_last_name: '佐藤',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.data.company_detail.postcode).toBe('8120011');
    const shitencho = await loginAsDemo(server, 'shitencho@example.com');
    expect((await shitencho.api('getCompanySetting')).status).toBe(403);
  });

  it('creates, edits and deletes an office; the head office and one with members stay', async () => {
    const created = await manager.api('createOffice', {
      body: { name: '北九州営業所', telephone_number: '093-000-0000' },
    });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    const edited = await manager.api('updateOffice', { params: { id }, body: { name: '小倉営業所' } });
    expect(edited.data.data.name).toBe('小倉営業所');
    const list = await manager.api('getOffices');
    expect(list.data.data[0]?.is_head_office).toBe(true);
    expect(list.data.data.map((o) => o.name)).toContain('小倉営業所');
    const head = await manager.api('deleteOffice', { params: { id: headOfficeId } });
    expect(JSON.stringify(head.error)).toContain(OFFICE_MESSAGE.headOffice);
    const busy = await manager.api('deleteOffice', { params: { id: fukuokaId } });
    expect(JSON.stringify(busy.error)).toContain(OFFICE_MESSAGE.hasMembers);
    expect((await manager.api('deleteOffice', { params: { id } })).status).toBe(200);
    const ippan = await loginAsDemo(server, 'ippan@example.com');
    expect((await ippan.api('createOffice', { body: { name: 'x' } })).status).toBe(403);
  });
});
