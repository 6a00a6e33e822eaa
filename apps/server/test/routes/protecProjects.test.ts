import {
  CONSTRUCTION_TYPE,
  CONSTRUCTION_TYPE_MESSAGE,
  PROJECT_COPY_MESSAGE,
  PROTEC_MESSAGE,
} from '@genba/validators';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumTagGroups,
  albumTags,
  companies,
  constructionReceptions,
  members,
  offices,
  subcontractors,
} from '../../src/db/schema/index.ts';
import {
  DEMO_COMPANY_NAME,
  DEMO_LOGINS,
  DEMO_PARTNER_COMPANY_NAME,
  DEMO_PROTEC_COMPANY_NAME,
} from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/** The installer (protec) variant: core §3 construction reception, §6 authority 16, §7 project_protec. */
let server: TestServer;
const ids = {
  yamada: 0,
  kimura: 0,
  protec: 0,
  protecOffice: 0,
  relation: 0,
  foreignRelation: 0,
  yamadaOffice: 0,
  kimuraOffice: 0,
  yamadaStaff: 0,
  yamadaPartnerWorker: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const byName = async (name: string) =>
    (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
  ids.yamada = await byName(DEMO_COMPANY_NAME);
  ids.kimura = await byName(DEMO_PARTNER_COMPANY_NAME);
  ids.protec = await byName(DEMO_PROTEC_COMPANY_NAME);
  const officeOf = async (companyId: number) =>
    (await db.select().from(offices).where(eq(offices.companyId, companyId)))[0]?.id ?? 0;
  ids.protecOffice = await officeOf(ids.protec);
  ids.yamadaOffice = await officeOf(ids.yamada);
  ids.kimuraOffice = await officeOf(ids.kimura);
  const linkOf = async (partner: number) =>
    (
      await db
        .select()
        .from(subcontractors)
        .where(and(eq(subcontractors.companyId, ids.yamada), eq(subcontractors.partnerCompanyId, partner)))
    )[0]?.id ?? 0;
  ids.relation = await linkOf(ids.protec);
  // 山田工務店's link to 木村設備: a real relation, but not one that names the protec company.
  ids.foreignRelation = await linkOf(ids.kimura);
  const yamadaPeople = await db.select().from(members).where(eq(members.companyId, ids.yamada));
  ids.yamadaStaff = yamadaPeople.find((m) => m.type === 1 && !m.delFlg)?.id ?? 0;
  ids.yamadaPartnerWorker = yamadaPeople.find((m) => m.type === 2)?.id ?? 0;
  if (Object.values(ids).some((v) => v === 0)) throw new Error(`seed rows missing: ${JSON.stringify(ids)}`);
});
afterAll(async () => {
  await server.close();
});

const protecManager = () => loginAsDemo(server, DEMO_LOGINS.protecManager.email);
const formdata = (extra: Record<string, unknown> = {}) => ({
  case_name: '山田工務店 受付 給湯器交換',
  case_status: 2,
  office_id: ids.protecOffice,
  ...extra,
});
const reception = (extra: Record<string, unknown> = {}) => ({
  reception_date: '2026-11-20',
  reception_number: 'YM-2026-0042',
  pc_t_subcontractor_relation_id: ids.relation,
  prime_contractor_office_id: ids.yamadaOffice,
  prime_contractor_member: ids.yamadaStaff,
  m_construction_type_id: CONSTRUCTION_TYPE.equipment,
  ...extra,
});

describe('protec authority', () => {
  it('refuses a company without authority 16 with a Japanese 403 on every protec call', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const create = await client.api('createProtecProject', {
      body: { formdata: formdata({ office_id: ids.yamadaOffice }), dataProtec: {} },
    });
    expect(create.status).toBe(403);
    expect(create.error.detail).toEqual([PROTEC_MESSAGE.authority]);
    const update = await client.api('updateProtecProject', {
      params: { id: 1 },
      body: { formdata: formdata({ office_id: ids.yamadaOffice }), dataProtec: {} },
    });
    expect(update.status).toBe(403);
    const list = await client.api('getPrimeContractors');
    expect(list.status).toBe(403);
    expect(list.error.detail).toEqual([PROTEC_MESSAGE.authority]);
  });

  it('lists the prime contractors that registered the protec company, with offices and in-company staff', async () => {
    const client = await protecManager();
    const res = await client.api('getPrimeContractors');
    expect(res.status).toBe(200);
    expect(res.data.data.map((c) => [c.relation_id, c.company_id, c.name])).toEqual([
      [ids.relation, ids.yamada, DEMO_COMPANY_NAME],
    ]);
    const [yamada] = res.data.data;
    expect(yamada?.offices.map((o) => o.name)).toEqual(expect.arrayContaining(['本社', '福岡支店']));
    expect(yamada?.members.map((m) => m.id)).toContain(ids.yamadaStaff);
    // Partner workers placed in 山田工務店 are not its 担当者.
    expect(yamada?.members.map((m) => m.id)).not.toContain(ids.yamadaPartnerWorker);
  });
});

describe('createProtecProject / updateProtecProject', () => {
  it('creates a project with its reception, answers it on edit, and replaces it on update', async () => {
    const client = await protecManager();
    const created = await client.api('createProtecProject', {
      body: {
        formdata: formdata({ construction_type_id: CONSTRUCTION_TYPE.renovation }),
        dataProtec: reception(),
      },
    });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    expect(created.data.data.company_id).toBe(ids.protec);
    expect(created.data.data.construction_type_id).toBe(CONSTRUCTION_TYPE.renovation);
    const edit = await client.api('getProjectEdit', { params: { id } });
    expect(edit.data.data.construction_reception).toEqual({
      field_id: id,
      reception_date: '2026-11-20',
      reception_number: 'YM-2026-0042',
      // Filled in from the relation.
      prime_contractor_company_id: ids.yamada,
      prime_contractor_office_id: ids.yamadaOffice,
      prime_contractor_member: ids.yamadaStaff,
      m_construction_type_id: CONSTRUCTION_TYPE.equipment,
      pc_t_subcontractor_relation_id: ids.relation,
    });

    const updated = await client.api('updateProtecProject', {
      params: { id },
      body: {
        formdata: formdata({ case_name: '山田工務店 受付 給湯器交換（変更）' }),
        dataProtec: reception({ reception_number: 'YM-2026-0043', prime_contractor_member: null }),
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.data.data.case_name).toBe('山田工務店 受付 給湯器交換（変更）');
    const again = await client.api('getProjectEdit', { params: { id } });
    expect(again.data.data.construction_reception).toMatchObject({
      reception_number: 'YM-2026-0043',
      prime_contractor_member: null,
      prime_contractor_company_id: ids.yamada,
    });
    const rows = await server.database.db
      .select()
      .from(constructionReceptions)
      .where(eq(constructionReceptions.fieldId, id));
    expect(rows).toHaveLength(1);

    // The reception goes with its project.
    expect((await client.api('deleteProject', { params: { id } })).status).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(constructionReceptions)
        .where(eq(constructionReceptions.fieldId, id)),
    ).toEqual([]);
  });

  it('refuses a relation, company, office or member that is not the protec company’s prime contractor’s', async () => {
    const client = await protecManager();
    const foreign = await client.api('createProtecProject', {
      body: {
        formdata: formdata(),
        dataProtec: reception({
          pc_t_subcontractor_relation_id: ids.foreignRelation,
          prime_contractor_office_id: ids.kimuraOffice,
        }),
      },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.error.errors).toEqual({
      dataProtec: {
        pc_t_subcontractor_relation_id: [PROTEC_MESSAGE.relation],
        prime_contractor_office_id: [PROTEC_MESSAGE.office],
        prime_contractor_member: [PROTEC_MESSAGE.member],
      },
    });
    const mismatched = await client.api('createProtecProject', {
      body: {
        formdata: formdata(),
        dataProtec: reception({
          prime_contractor_company_id: ids.kimura,
          prime_contractor_office_id: ids.kimuraOffice,
          prime_contractor_member: ids.yamadaPartnerWorker,
        }),
      },
    });
    expect(mismatched.status).toBe(422);
    expect(mismatched.error.errors).toEqual({
      dataProtec: {
        prime_contractor_company_id: [PROTEC_MESSAGE.company],
        prime_contractor_office_id: [PROTEC_MESSAGE.office],
        prime_contractor_member: [PROTEC_MESSAGE.member],
      },
    });
    const byCompanyOnly = await client.api('createProtecProject', {
      body: {
        formdata: formdata(),
        dataProtec: { prime_contractor_company_id: ids.kimura },
      },
    });
    expect(byCompanyOnly.error.errors).toEqual({
      dataProtec: { prime_contractor_company_id: [PROTEC_MESSAGE.relation] },
    });
    const badType = await client.api('createProtecProject', {
      body: {
        formdata: formdata({ construction_type_id: 99 }),
        dataProtec: reception({ m_construction_type_id: 0, reception_number: 'x'.repeat(51) }),
      },
    });
    expect(badType.status).toBe(422);
    expect(badType.error.errors).toMatchObject({
      formdata: { construction_type_id: [CONSTRUCTION_TYPE_MESSAGE.unknown] },
      dataProtec: {
        m_construction_type_id: [CONSTRUCTION_TYPE_MESSAGE.unknown],
        reception_number: [expect.stringContaining('50')],
      },
    });
  });

  it('does not let a protec company update another company’s project through the protec path', async () => {
    const client = await protecManager();
    const yamadaClient = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const list = await yamadaClient.api('getCaseList', { query: {} });
    const yamadaProject = list.data.data[0]?.id ?? 0;
    const res = await client.api('updateProtecProject', {
      params: { id: yamadaProject },
      body: { formdata: formdata(), dataProtec: {} },
    });
    // The tenancy answer of updateProject: another company's site is not the caller's.
    expect(res.status).toBe(403);
    expect(
      (
        await client.api('updateProject', {
          params: { id: yamadaProject },
          body: { formdata: formdata() },
        })
      ).status,
    ).toBe(403);
  });
});

describe('what a new project copies', () => {
  it('copies the listed company-wide tag groups with their tags, and refuses other groups and any black-board id', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const db = server.database.db;
    const [group] = await db
      .insert(albumTagGroups)
      .values({ companyId: ids.yamada, name: '外壁チェック', sortId: 7 })
      .returning();
    if (!group) throw new Error('group not created');
    await db.insert(albumTags).values([
      { companyId: ids.yamada, tagGroupId: group.id, name: '下塗り', sortId: 1 },
      { companyId: ids.yamada, tagGroupId: group.id, name: '上塗り', sortId: 2 },
    ]);
    const created = await client.api('createProject', {
      body: { formdata: formdata({ office_id: ids.yamadaOffice }), tagGroupData: [group.id] },
    });
    expect(created.status).toBe(200);
    const projectId = created.data.data.id;
    const copies = await db.select().from(albumTagGroups).where(eq(albumTagGroups.fieldId, projectId));
    expect(copies.map((g) => [g.name, g.sortId, g.companyId])).toEqual([['外壁チェック', 7, ids.yamada]]);
    const copiedTags = await db
      .select()
      .from(albumTags)
      .where(eq(albumTags.tagGroupId, copies[0]?.id ?? 0));
    expect(copiedTags.map((t) => t.name).sort()).toEqual(['上塗り', '下塗り']);
    // The company-wide group itself is untouched.
    expect(
      await db
        .select()
        .from(albumTagGroups)
        .where(and(eq(albumTagGroups.id, group.id), isNull(albumTagGroups.fieldId))),
    ).toHaveLength(1);

    // The copy is a project group now: it cannot be copied again, nor can another company's group.
    const refused = await client.api('createProject', {
      body: {
        formdata: formdata({ office_id: ids.yamadaOffice }),
        tagGroupData: [copies[0]?.id ?? 0],
        blackBoardData: [1],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({
      tagGroupData: [PROJECT_COPY_MESSAGE.tagGroup],
      blackBoardData: [PROJECT_COPY_MESSAGE.blackBoard],
    });
    const protec = await protecManager();
    const foreignGroup = await protec.api('createProtecProject', {
      body: { formdata: formdata(), dataProtec: {}, tagGroupData: [group.id] },
    });
    expect(foreignGroup.status).toBe(422);
    expect(foreignGroup.error.errors).toEqual({ tagGroupData: [PROJECT_COPY_MESSAGE.tagGroup] });
  });
});
