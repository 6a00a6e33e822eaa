import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildings,
  companies,
  constructionReceptions,
  customers,
  offices,
  projectBusinessHistories,
  projects,
  subcontractors,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME, DEMO_PROTEC_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Issue 9's routes under attack over real HTTP: another company's project,
 * customer and building ids are probed, read, rewritten and deleted by the
 * company manager of 山田工務店; a general member and a partner try the
 * customer screens and project registration. Nothing may leak or change.
 */
let server: AttackServer;
let foreign: { project: number; customer: number; building: number; history: number };
beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  // Past the terms gate (tested on its own in terms.test.ts), so the role is what is attacked here.
  for (const email of [DEMO_LOGINS.partner.email, 'muryo@example.com'])
    await db.update(users).set({ agreeTermsFlg: true }).where(eq(users.email, email));
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const companyId = kimura?.id ?? 0;
  const [project] = await db.select().from(projects).where(eq(projects.companyId, companyId));
  const [customer] = await db.insert(customers).values({ companyId, clientName: '他社の顧客' }).returning();
  const [building] = await db.insert(buildings).values({ companyId, estateName: '他社の物件' }).returning();
  const [history] = await db
    .insert(projectBusinessHistories)
    .values({
      companyId,
      projectId: project?.id ?? 0,
      operationDate: '2026-11-01',
      operationClass: 'visit',
      memo: '他社の履歴',
    })
    .returning();
  foreign = {
    project: project?.id ?? 0,
    customer: customer?.id ?? 0,
    building: building?.id ?? 0,
    history: history?.id ?? 0,
  };
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);

describe('cross-company ids', () => {
  it('refuses to read, rewrite or delete another company’s project, customer or building', async () => {
    const browser = await loggedIn(DEMO_LOGINS.companyManager.email);
    const formdata = { case_name: '乗っ取り', case_status: 0, office_id: 1 };
    const attempts = [
      browser.api('getProjectEdit', { params: { id: foreign.project } }),
      browser.api('updateProject', { params: { id: foreign.project }, body: { formdata } }),
      browser.api('deleteProject', { params: { id: foreign.project } }),
      browser.api('deleteFieldSubAll', { params: { id: foreign.project } }),
      browser.api('getCustomer', { params: { id: foreign.customer } }),
      browser.api('updateCustomer', {
        params: { id: foreign.customer },
        body: { clientName: '乗っ取り', type: 'person' },
      }),
      browser.api('deleteCustomer', { params: { id: foreign.customer } }),
      browser.api('getBuilding', { params: { id: foreign.building } }),
      browser.api('updateBuilding', { params: { id: foreign.building }, body: { estateName: '乗っ取り' } }),
      browser.api('deleteBuilding', { params: { id: foreign.building } }),
      browser.api('getBusinessHistories', { params: { id: foreign.project } }),
      browser.api('createBusinessHistory', {
        params: { id: foreign.project },
        body: { operation_date: '2026-11-02', operation_class: 'visit' },
      }),
      browser.api('updateBusinessHistory', {
        params: { id: foreign.history },
        body: { operation_date: '2026-11-02', operation_class: 'phone', memo: '乗っ取り' },
      }),
      browser.api('deleteBusinessHistory', { params: { id: foreign.history } }),
    ];
    for (const res of await Promise.all(attempts)) expect([403, 404]).toContain(res.status);
    const db = server.database.db;
    expect((await db.select().from(projects).where(eq(projects.id, foreign.project)))[0]?.caseName).not.toBe(
      '乗っ取り',
    );
    expect((await db.select().from(customers).where(eq(customers.id, foreign.customer)))[0]?.clientName).toBe(
      '他社の顧客',
    );
    expect((await db.select().from(buildings).where(eq(buildings.id, foreign.building)))[0]?.estateName).toBe(
      '他社の物件',
    );
    const histories = await db
      .select()
      .from(projectBusinessHistories)
      .where(eq(projectBusinessHistories.projectId, foreign.project));
    expect(histories.map((h) => h.memo)).toEqual(['他社の履歴']);
  });

  it('does not let a project point at another company’s customer, building or office', async () => {
    const browser = await loggedIn(DEMO_LOGINS.companyManager.email);
    const db = server.database.db;
    const [kimuraProject] = await db.select().from(projects).where(eq(projects.id, foreign.project));
    const res = await browser.api('createProject', {
      body: {
        formdata: {
          case_name: '混入',
          case_status: 2,
          office_id: kimuraProject?.officeId ?? 1,
          customer_id: foreign.customer,
          building_id: foreign.building,
        },
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: { formdata: object } }).errors.formdata).sort()).toEqual([
      'building_id',
      'customer_id',
      'office_id',
    ]);
  });

  it('keeps the case list to the session’s company whatever the operation headers say', async () => {
    const browser = await loggedIn(DEMO_LOGINS.companyManager.email);
    const res = await browser.api('getCaseList', {
      query: '?keyword=木村',
      headers: { 'X-Operation-Company': '2' },
    });
    expect([200, 403]).toContain(res.status);
    if (res.status === 200) expect((res.body as { total: number }).total).toBe(0);
  });

  it('continues no page from another company’s project: its id as the keyset pages by number, revealing nothing', async () => {
    const browser = await loggedIn(DEMO_LOGINS.companyManager.email);
    const byNumber = await browser.api('getCaseList', { query: '?page=2' });
    const withForeign = await browser.api('getCaseList', { query: `?page=2&after_id=${foreign.project}` });
    expect(withForeign.status).toBe(200);
    expect(withForeign.body).toEqual(byNumber.body);
  });
});

describe('roles', () => {
  it('keeps customers and buildings from general and cooperation members, and registration from free accounts', async () => {
    // Core §6 hides customer information from general (1) and cooperation (3) members.
    for (const email of ['ippan@example.com', DEMO_LOGINS.partner.email]) {
      const browser = await loggedIn(email);
      for (const res of await Promise.all([
        browser.api('getCustomers'),
        browser.api('getBuildings'),
        browser.api('customerSpsList', { body: {} }),
        browser.api('getBusinessHistories', { params: { id: foreign.project } }),
      ]))
        expect(res.status).toBe(403);
    }
    const free = await loggedIn('muryo@example.com');
    const registration = await free.api('createProject', {
      body: { formdata: { case_name: '無料で登録', case_status: 2, office_id: 1 } },
    });
    expect(registration.status).toBe(403);
    expect(JSON.stringify(registration.body)).toContain('有料プラン');
  });
});

describe('the installer (protec) variant', () => {
  it('keeps a protec company to its own projects and to the prime contractors that registered it', async () => {
    const db = server.database.db;
    const [protec] = await db.select().from(companies).where(eq(companies.name, DEMO_PROTEC_COMPANY_NAME));
    const [office] = await db
      .select()
      .from(offices)
      .where(eq(offices.companyId, protec?.id ?? 0));
    // 山田工務店's link to 木村設備: a real relation id, but it does not name the protec company.
    const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
    const [foreignLink] = await db
      .select()
      .from(subcontractors)
      .where(eq(subcontractors.partnerCompanyId, kimura?.id ?? 0));
    const browser = await loggedIn(DEMO_LOGINS.protecManager.email);
    const formdata = { case_name: '乗っ取り受付', case_status: 2, office_id: office?.id ?? 0 };
    const rewrite = await browser.api('updateProtecProject', {
      params: { id: foreign.project },
      body: { formdata, dataProtec: { reception_number: '乗っ取り' } },
    });
    expect(rewrite.status).toBe(403);
    const borrowed = await browser.api('createProtecProject', {
      body: {
        formdata,
        dataProtec: {
          pc_t_subcontractor_relation_id: foreignLink?.id ?? 0,
          prime_contractor_company_id: kimura?.id ?? 0,
        },
      },
    });
    expect(borrowed.status).toBe(422);
    expect(
      Object.keys((borrowed.body as { errors: { dataProtec: object } }).errors.dataProtec).sort(),
    ).toEqual(['pc_t_subcontractor_relation_id']);
    expect(
      await db
        .select()
        .from(constructionReceptions)
        .where(eq(constructionReceptions.fieldId, foreign.project)),
    ).toEqual([]);
    const [stored] = await db.select().from(projects).where(eq(projects.id, foreign.project));
    expect(stored?.caseName).not.toBe('乗っ取り受付');
  });
});
