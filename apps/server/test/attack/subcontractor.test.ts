import { INVITATION_REGISTER_MESSAGE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitations, projects, subcontractors, users } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * /setting/subcontractor under attack over real HTTP: 山田工務店's manager aims at
 * another company's partner link, and a partner member (auth 3) tries every call.
 * Nothing may leak or change.
 */
let server: AttackServer;
let foreignRelation: number;
let foreignPartner: number;
beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  await db.update(users).set({ agreeTermsFlg: true }).where(eq(users.email, DEMO_LOGINS.partner.email));
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  const [partner] = await db
    .insert(companies)
    .values({ type: 99, name: '木村設備の協力会社' })
    .returning({ id: companies.id });
  if (!kimura || !yamada || !partner) throw new Error('seed companies missing');
  foreignPartner = partner.id;
  const [link] = await db
    .insert(subcontractors)
    .values({ companyId: kimura.id, partnerCompanyId: partner.id, owned: true })
    .returning({ id: subcontractors.id });
  foreignRelation = link?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

describe('partner companies across companies and roles', () => {
  it('refuses another company’s partner link to edit, delete or invite through', async () => {
    const browser = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const attempts = [
      browser.api('deleteSubcontractor', { params: { id: foreignRelation } }),
      browser.api('inviteSubcontractors', {
        body: {
          invitation_type: 2,
          id: foreignRelation,
          invitations: [{ name1: '乗取', email: 'x@example.jp' }],
        },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    const list = await browser.api('getSubcontractors', {
      query: `?keyword=${encodeURIComponent('木村設備の協力会社')}`,
    });
    expect((list.body as { total: number }).total).toBe(0);
    const db = server.database.db;
    expect(await db.select().from(subcontractors).where(eq(subcontractors.id, foreignRelation))).toHaveLength(
      1,
    );
    const [partner] = await db.select().from(companies).where(eq(companies.id, foreignPartner));
    expect(partner?.name).toBe('木村設備の協力会社');
  });

  it('refuses to place the invited people on another company’s site, and stores nothing', async () => {
    const browser = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const db = server.database.db;
    const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
    const [theirSite] = await db
      .select()
      .from(projects)
      .where(eq(projects.companyId, kimura?.id ?? 0));
    if (!theirSite) throw new Error('seed site of the other company missing');
    const list = await browser.api('getSubcontractors', {
      query: `?keyword=${encodeURIComponent('佐藤塗装')}`,
    });
    const ours = (list.body as { data: { id: number }[] }).data[0];
    if (!ours) throw new Error('seed partner missing');
    const email = 'placed-elsewhere@example.jp';
    const res = await browser.api('inviteSubcontractors', {
      body: {
        invitation_type: 2,
        id: ours.id,
        field_id: theirSite.id,
        invitations: [{ name1: '越境', email }],
      },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: unknown }).errors).toEqual({
      field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound],
    });
    expect(await db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
  });

  it('refuses every call to a partner member', async () => {
    const browser = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.partner.email);
    const attempts = [
      browser.api('getSubcontractors'),
      browser.api('init_subcontractor', {}),
      browser.api('regist_company', { body: { company_name: '乗っ取り' } }),
      browser.api('registExistsCompany', { body: { company_id: foreignPartner } }),
      browser.api('deleteSubcontractor', { params: { id: foreignRelation } }),
      browser.api('inviteSubcontractors', {
        body: {
          invitation_type: 2,
          id: foreignRelation,
          invitations: [{ name1: '乗取', email: 'y@example.jp' }],
        },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
  });
});
