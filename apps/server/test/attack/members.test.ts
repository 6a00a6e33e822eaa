import { MEMBER_WRITE_MESSAGE, OFFICE_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyOccupations,
  companySettings,
  companyTeams,
  members,
  offices,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Issue 10's member form and settings under attack over real HTTP: another
 * company's member and office ids are read, rewritten, moved and deleted by
 * 山田工務店's company manager; members without the right try the member form
 * and the settings. Nothing may leak or change.
 */
let server: AttackServer;
let foreign: { member: number; office: number; companyId: number };
let ownHeadOffice: number;
beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  await db.update(users).set({ agreeTermsFlg: true }).where(eq(users.email, DEMO_LOGINS.partner.email));
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const companyId = kimura?.id ?? 0;
  const [member] = await db.select().from(members).where(eq(members.companyId, companyId));
  const [office] = await db.select().from(offices).where(eq(offices.companyId, companyId));
  foreign = { member: member?.id ?? 0, office: office?.id ?? 0, companyId };
  const [yamada] = await db.select().from(companies).where(eq(companies.name, '株式会社山田工務店'));
  ownHeadOffice = yamada?.headOfficeId ?? 0;
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);

/** A valid company edit, so a refusal is the role's and not the payload's. */
const companyBody = {
  company_name: '乗っ取り',
  postcode: '8120011',
  prefecture_id: 40,
  address1: '福岡市博多区',
  address2: '1-1',
  telephone_number: '092-000-0000',
  represent_name1: '乗取',
};

const memberBody = (over: Record<string, unknown> = {}) => ({
  name1: '乗っ取り',
  type: 1,
  auth_id: 1,
  login_type: 1,
  email: 'hijack@example.com',
  password: 'hijack123',
  password_confirmation: 'hijack123',
  ...over,
});

describe('cross-company ids', () => {
  it('refuses another company’s member and office, and a form naming another company', async () => {
    const browser = await loggedIn(DEMO_LOGINS.companyManager.email);
    const attempts = [
      browser.api('getMember', { params: { id: foreign.member } }),
      browser.api('updateMember', {
        params: { id: foreign.member },
        body: memberBody({
          member_id: foreign.member,
          company_id: foreign.companyId,
          office_id: foreign.office,
        }),
      }),
      browser.api('moveMemberOffice', { params: { id: foreign.member }, body: { office_id: ownHeadOffice } }),
      browser.api('deleteMember', { params: { id: foreign.member } }),
      browser.api('updateOffice', { params: { id: foreign.office }, body: { name: '乗っ取り' } }),
      browser.api('deleteOffice', { params: { id: foreign.office } }),
      browser.api('createMember', {
        body: memberBody({ company_id: foreign.companyId, office_id: ownHeadOffice }),
      }),
    ];
    for (const res of await Promise.all(attempts)) expect([403, 404]).toContain(res.status);
    // An own-company form placing the member in another company's office is refused on the field.
    const [yamada] = await server.database.db
      .select()
      .from(companies)
      .where(eq(companies.headOfficeId, ownHeadOffice));
    const office = await browser.api('createMember', {
      body: memberBody({ company_id: yamada?.id, office_id: foreign.office }),
    });
    expect(office.status).toBe(422);
    const db = server.database.db;
    expect((await db.select().from(members).where(eq(members.id, foreign.member)))[0]?.delFlg).toBe(false);
    expect((await db.select().from(offices).where(eq(offices.id, foreign.office)))[0]?.name).not.toBe(
      '乗っ取り',
    );
    expect(await db.select().from(users).where(eq(users.email, 'hijack@example.com'))).toHaveLength(0);
  });
});

describe('roles', () => {
  it('keeps the member form and the settings from members without the right', async () => {
    const db = server.database.db;
    const [target] = await db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, 'jimu@example.com')));
    for (const email of ['ippan@example.com', DEMO_LOGINS.partner.email]) {
      const browser = await loggedIn(email);
      const attempts = [
        browser.api('getMember', { params: { id: target?.id ?? 0 } }),
        browser.api('deleteMember', { params: { id: target?.id ?? 0 } }),
        browser.api('getCompanySetting'),
        browser.api('updateCompanySetting', { body: companyBody }),
        browser.api('getOffices'),
        browser.api('createOffice', { body: { name: '乗っ取り' } }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    }
    // An office manager may open office settings but not the company's.
    const shitencho = await loggedIn('shitencho@example.com');
    expect((await shitencho.api('getOffices')).status).toBe(200);
    expect((await shitencho.api('updateCompanySetting', { body: companyBody })).status).toBe(403);
    expect(await db.select().from(offices).where(eq(offices.name, '乗っ取り'))).toHaveLength(0);
    expect(
      (
        await db
          .select()
          .from(members)
          .where(eq(members.id, target?.id ?? 0))
      )[0]?.delFlg,
    ).toBe(false);
  });
});

/** The member row and login of a seeded 山田工務店 member, and the office they sit in. */
const seeded = async (email: string) => {
  const db = server.database.db;
  const [row] = await db
    .select({ member: members, company: companies })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, email), eq(companies.name, '株式会社山田工務店')));
  if (!row) throw new Error(`seed: ${email} missing`);
  return row;
};

/** An edit of a seeded member that keeps everything but what `over` changes. */
const editOf = async (email: string, officeId: number, over: Record<string, unknown> = {}) => {
  const { member, company } = await seeded(email);
  return {
    id: member.id,
    body: {
      member_id: member.id,
      company_id: company.id,
      office_id: officeId,
      name1: member.name1,
      type: member.type,
      auth_id: member.authId,
      login_type: 1,
      email,
      password: '',
      password_confirmation: '',
      ...over,
    },
  };
};

/** 山田工務店's office other than the head office (the office manager's). */
const branchOffice = async () => {
  const { company } = await seeded(DEMO_LOGINS.companyManager.email);
  const rows = await server.database.db.select().from(offices).where(eq(offices.companyId, company.id));
  const branch = rows.find((o) => o.id !== ownHeadOffice);
  if (!branch) throw new Error('seed: no branch office');
  return branch.id;
};

describe('auth escalation', () => {
  it('keeps an office manager from raising anyone to company manager, themselves included', async () => {
    const db = server.database.db;
    const fukuokaId = await branchOffice();
    const shitencho = await loggedIn('shitencho@example.com');
    const self = await editOf('shitencho@example.com', fukuokaId, { auth_id: 2 });
    const raised = await shitencho.api('updateMember', { params: { id: self.id }, body: self.body });
    expect(raised.status).toBe(422);
    expect(raised.text).toContain(MEMBER_WRITE_MESSAGE.ownAuth);
    const jimu = await editOf('jimu@example.com', fukuokaId, { auth_id: 2 });
    const other = await shitencho.api('updateMember', { params: { id: jimu.id }, body: jimu.body });
    expect(other.status).toBe(422);
    expect(other.text).toContain(MEMBER_WRITE_MESSAGE.authNotAllowed);
    const created = await shitencho.api('createMember', {
      body: memberBody({ company_id: self.body.company_id, office_id: fukuokaId, auth_id: 2 }),
    });
    expect(created.status).toBe(422);
    // Fields the form does not have are not written, whatever the body carries.
    const smuggled = await editOf('jimu@example.com', fukuokaId, {
      member_update_allowed: 1,
      contract_authority: 1,
      contractAuthority: 1,
      memberUpdateAllowed: 1,
    });
    const saved = await shitencho.api('updateMember', { params: { id: smuggled.id }, body: smuggled.body });
    expect(saved.status, saved.text).toBe(200);
    const after = (await seeded('jimu@example.com')).member;
    expect([after.authId, after.memberUpdateAllowed, after.contractAuthority]).toEqual([12, 0, 0]);
    expect((await seeded('shitencho@example.com')).member.authId).toBe(10);
    expect(await db.select().from(users).where(eq(users.email, 'hijack@example.com'))).toHaveLength(0);
  });

  it('keeps the company manager’s record from everyone but company managers, and nobody deletes themselves', async () => {
    const fukuoka = { id: await branchOffice() };
    const kanri = await seeded(DEMO_LOGINS.companyManager.email);
    const shitencho = await loggedIn('shitencho@example.com');
    const edit = await editOf(DEMO_LOGINS.companyManager.email, fukuoka?.id ?? 0, { auth_id: 1 });
    const attempts = [
      shitencho.api('updateMember', { params: { id: kanri.member.id }, body: edit.body }),
      shitencho.api('deleteMember', { params: { id: kanri.member.id } }),
      shitencho.api('moveMemberOffice', {
        params: { id: kanri.member.id },
        body: { office_id: fukuoka?.id },
      }),
      shitencho.api('deleteMember', { params: { id: (await seeded('shitencho@example.com')).member.id } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    // The company manager cannot demote or delete themselves (a company with no manager is locked).
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const demote = await editOf(DEMO_LOGINS.companyManager.email, ownHeadOffice, { auth_id: 1 });
    expect((await manager.api('updateMember', { params: { id: demote.id }, body: demote.body })).status).toBe(
      422,
    );
    expect((await manager.api('deleteMember', { params: { id: kanri.member.id } })).status).toBe(403);
    const now = (await seeded(DEMO_LOGINS.companyManager.email)).member;
    expect([now.authId, now.delFlg]).toEqual([2, false]);
  });

  it('never deletes the head office, and an office manager cannot touch the company’s settings', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const head = await manager.api('deleteOffice', { params: { id: ownHeadOffice } });
    expect(head.status).toBe(422);
    expect(head.text).toContain(OFFICE_MESSAGE.headOffice);
    const shitencho = await loggedIn('shitencho@example.com');
    expect((await shitencho.api('deleteOffice', { params: { id: ownHeadOffice } })).status).not.toBe(200);
    expect((await shitencho.api('updateCompanySetting', { body: companyBody })).status).toBe(403);
    const [still] = await server.database.db.select().from(offices).where(eq(offices.id, ownHeadOffice));
    expect(still?.id).toBe(ownHeadOffice);
  });
});

describe('company settings lists (occupations, teams, worker requirement)', () => {
  it('keeps another company’s occupations and teams out of reach, and the writes from members without the right', async () => {
    const db = server.database.db;
    const [occupation] = await db
      .insert(companyOccupations)
      .values({ companyId: foreign.companyId, name: '木村の職種' })
      .returning();
    const [team] = await db
      .insert(companyTeams)
      .values({ companyId: foreign.companyId, name: '木村班' })
      .returning();
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const crossCompany = [
      manager.api('updateOccupation', { params: { id: occupation?.id ?? 0 }, body: { name: '乗っ取り' } }),
      manager.api('deleteOccupation', { params: { id: occupation?.id ?? 0 } }),
      manager.api('updateCompanyTeam', { params: { id: team?.id ?? 0 }, body: { name: '乗っ取り' } }),
      manager.api('deleteCompanyTeam', { params: { id: team?.id ?? 0 } }),
    ];
    for (const res of await Promise.all(crossCompany)) expect(res.status).toBe(404);
    // A member form naming another company's occupation in its worker list is refused on the occupation.
    const named = await manager.api('createMember', {
      body: memberBody({
        company_id: (await db.select().from(companies).where(eq(companies.headOfficeId, ownHeadOffice)))[0]
          ?.id,
        office_id: ownHeadOffice,
        email: 'occupation-hijack@example.com',
        worker_list_data: JSON.stringify({
          member_occupations: [
            { m_occupation_id: occupation?.id, occupation_types: '1', experience_years: 1 },
          ],
        }),
      }),
    });
    expect(named.status).toBe(422);
    const lists = [await manager.api('getOccupations'), await manager.api('getCompanyTeams')];
    for (const list of lists) expect(list.text).not.toContain('木村');

    for (const email of ['ippan@example.com', DEMO_LOGINS.partner.email]) {
      const browser = await loggedIn(email);
      const attempts = [
        browser.api('createOccupation', { body: { name: '乗っ取り' } }),
        browser.api('createCompanyTeam', { body: { name: '乗っ取り' } }),
        browser.api('getWorkerSetting'),
        browser.api('updateWorkerSetting', { body: { company_auth_worker_requires: [1] } }),
        browser.api('updateDailyAttendanceSetting', {
          body: { start_time: '00:01', end_time: '23:59', rest_start_time: '12:00', rest_end_time: '13:00' },
        }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    }
    expect(
      await db.select().from(companyOccupations).where(eq(companyOccupations.name, '乗っ取り')),
    ).toHaveLength(0);
    expect(await db.select().from(companyTeams).where(eq(companyTeams.name, '乗っ取り'))).toHaveLength(0);
    expect(await db.select().from(companySettings)).toHaveLength(0);
    expect(await db.select().from(companies).where(eq(companies.workStartTime, '00:01'))).toHaveLength(0);
  });
});
