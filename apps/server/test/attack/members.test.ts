import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, offices, users } from '../../src/db/schema/index.ts';
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
