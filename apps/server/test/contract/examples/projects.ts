import { and, eq } from 'drizzle-orm';
import { companies, offices, projects, subcontractors } from '../../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PROTEC_COMPANY_NAME } from '../../../src/db/seed/demo.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples, foreignCompany } from './types.ts';

/** The installer calls are made by the seeded protec company's manager. */
const asProtec = { loginAs: DEMO_LOGINS.protecManager } as const;

/** The protec company, its office and its partner link to 山田工務店 (the example session's company). */
const protecIds = async (ctx: ExampleContext) => {
  const db = ctx.deps.db;
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_PROTEC_COMPANY_NAME));
  const [office] = await db
    .select()
    .from(offices)
    .where(eq(offices.companyId, company?.id ?? 0));
  const [link] = await db
    .select()
    .from(subcontractors)
    .where(
      and(
        eq(subcontractors.companyId, ctx.ids.companyId),
        eq(subcontractors.partnerCompanyId, company?.id ?? 0),
      ),
    );
  if (!company || !office || !link) throw new Error('seed: the protec company is missing');
  return { companyId: company.id, officeId: office.id, relationId: link.id };
};

const protecBody = async (ctx: ExampleContext) => {
  const p = await protecIds(ctx);
  return {
    formdata: { case_name: '契約テスト 施工受付', case_status: 2 as const, office_id: p.officeId },
    dataProtec: {
      reception_date: '2026-11-20',
      reception_number: 'CT-0001',
      pc_t_subcontractor_relation_id: p.relationId,
      m_construction_type_id: 5,
    },
  };
};

/** The id a preparatory create answered with (`{ success, data: { id } }`). */
const createdId = async (
  ctx: ExampleContext,
  name: 'createProject' | 'createCustomer' | 'createBuilding' | 'createBusinessHistory',
  body: unknown,
) => {
  const answer = await ctx.send(name, {
    ...(name === 'createBusinessHistory' ? { params: { id: ctx.ids.fieldId } } : {}),
    body,
  });
  const id = (answer.body as { data?: { id?: number } }).data?.id;
  if (typeof id !== 'number') throw new Error(`${name} answered ${answer.status}: ${answer.text}`);
  return id;
};

const formdata = (ctx: ExampleContext) => ({
  case_name: '契約テスト 案件',
  case_status: 2 as const,
  office_id: ctx.ids.officeId ?? 1,
});

/** A small PDF: its bytes begin as a PDF's do, so the upload's content check accepts it. */
const pdf = () =>
  new File([new TextEncoder().encode('%PDF-1.4\n%contract\n')], '見積書.pdf', { type: 'application/pdf' });

/** An entry with one attached file; answers the file's id. */
const uploadedFileId = async (ctx: ExampleContext) => {
  const historyId = await createdId(ctx, 'createBusinessHistory', history);
  const answer = await ctx.send('uploadBusinessHistoryFile', {
    params: { id: historyId },
    body: { file: pdf() },
  });
  const id = (answer.body as { data?: { id?: number } }).data?.id;
  if (typeof id !== 'number')
    throw new Error(`uploadBusinessHistoryFile answered ${answer.status}: ${answer.text}`);
  return id;
};

const history = {
  operation_date: '2026-11-20',
  start_time: '10:00',
  end_time: '11:00',
  operation_class: 'visit' as const,
  contact_person: '契約テスト様',
  memo: '契約テストの営業履歴',
};

/** Issue 9: the project calls of core §7 and the designed case-list, customer and building calls. */
export const projectExamples = defineExamples({
  getBusinessHistories: {
    valid: (ctx) => ({ params: { id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  createBusinessHistory: {
    valid: (ctx) => ({ params: { id: ctx.ids.fieldId }, body: history }),
    invalid: (ctx) => ({
      request: {
        params: { id: ctx.ids.fieldId },
        body: { ...history, start_time: '12:00', end_time: '11:00' },
      },
      status: 422,
    }),
  },
  updateBusinessHistory: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createBusinessHistory', history) },
      body: { ...history, operation_class: 'phone' as const, claim_flg: true },
    }),
    invalid: () => ({
      request: { params: { id: 1 }, body: { ...history, operation_date: '' } },
      status: 422,
    }),
  },
  deleteBusinessHistory: {
    valid: async (ctx) => ({ params: { id: await createdId(ctx, 'createBusinessHistory', history) } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  uploadBusinessHistoryFile: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createBusinessHistory', history) },
      body: { file: pdf() },
    }),
    invalid: () => ({ request: { params: { id: 1 }, body: { file: 'x' } }, status: 422 }),
  },
  downloadBusinessHistoryFile: {
    valid: async (ctx) => ({ params: { id: await uploadedFileId(ctx) } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  deleteBusinessHistoryFile: {
    valid: async (ctx) => ({ params: { id: await uploadedFileId(ctx) } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  getCaseList: {
    valid: () => ({ query: { status: 99, sort: 'case_name', order: 'asc', page: 1 } }),
    invalid: () => ({ request: { query: { status: '50' } }, status: 422 }),
  },
  getCaseColumnList: { valid: () => ({}), invalid: foreignCompany },
  saveCaseColumnList: {
    valid: () => ({ body: { columns: ['case_name', 'case_status'] } }),
    invalid: () => ({ request: { body: { columns: ['password'] } }, status: 422 }),
  },
  getCompletionStatuses: { valid: () => ({}), invalid: foreignCompany },
  updateCompletionStatus: {
    valid: () => ({ params: { status: 3 }, body: { name: '契約待ち', memo: '', color: '#6A1B9A' } }),
    invalid: () => ({ request: { params: { status: 3 }, body: { name: 'あ'.repeat(11) } }, status: 422 }),
  },
  getProjectEdit: {
    valid: (ctx) => ({ params: { id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  createProtecProject: {
    ...asProtec,
    valid: async (ctx) => ({ body: await protecBody(ctx) }),
    invalid: (ctx) => ({
      request: { body: { formdata: formdata(ctx), dataProtec: { reception_number: 'x'.repeat(51) } } },
      status: 422,
    }),
  },
  updateProtecProject: {
    ...asProtec,
    valid: async (ctx) => {
      const p = await protecIds(ctx);
      const [project] = await ctx.deps.db
        .insert(projects)
        .values({ companyId: p.companyId, officeId: p.officeId, caseName: '契約テスト 施工受付' })
        .returning({ id: projects.id });
      return { params: { id: project?.id ?? 0 }, body: await protecBody(ctx) };
    },
    invalid: (ctx) => ({
      request: {
        params: { id: ctx.ids.fieldId },
        body: { formdata: formdata(ctx), dataProtec: { m_construction_type_id: 99 } },
      },
      status: 422,
    }),
  },
  getPrimeContractors: {
    ...asProtec,
    valid: () => ({}),
    invalid: foreignCompany,
  },
  createProject: {
    valid: (ctx) => ({ body: { formdata: formdata(ctx) } }),
    invalid: (ctx) => ({ request: { body: { formdata: { ...formdata(ctx), case_name: '' } } }, status: 422 }),
  },
  updateProject: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createProject', { formdata: formdata(ctx) }) },
      body: { formdata: { ...formdata(ctx), case_status: 0 as const } },
    }),
    invalid: (ctx) => ({
      request: {
        params: { id: ctx.ids.fieldId },
        body: {
          formdata: {
            ...formdata(ctx),
            construction_start_date: '2026-12-02',
            construction_end_date: '2026-12-01',
          },
        },
      },
      status: 422,
    }),
  },
  deleteProject: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createProject', { formdata: formdata(ctx) }) },
    }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  deleteFieldSubAll: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createProject', { formdata: formdata(ctx) }) },
    }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  customerSpsList: {
    valid: () => ({ body: { keyword: '田中', offset: 0, limit: 30 } }),
    invalid: () => ({ request: { body: { limit: 0 } }, status: 422 }),
  },
  getCustomers: {
    valid: () => ({ query: { keyword: '不動産', page: 1 } }),
    invalid: () => ({ request: { query: { page: '0' } }, status: 422 }),
  },
  getCustomer: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createCustomer', { clientName: '契約 顧客', type: 'person' }) },
    }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  createCustomer: {
    valid: () => ({ body: { clientName: '契約 顧客', type: 'company' } }),
    invalid: () => ({ request: { body: { clientName: ' ', type: 'person' } }, status: 422 }),
  },
  updateCustomer: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createCustomer', { clientName: '契約 顧客', type: 'person' }) },
      body: { clientName: '契約 顧客 改', type: 'person' },
    }),
    invalid: () => ({
      request: { params: { id: 1 }, body: { clientName: '顧客', type: 'robot' } },
      status: 422,
    }),
  },
  deleteCustomer: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createCustomer', { clientName: '契約 顧客', type: 'person' }) },
    }),
    invalid: () => ({ request: { params: { id: '-5' } }, status: 422 }),
  },
  getBuildings: {
    valid: () => ({ query: { keyword: 'ビル', page: 1 } }),
    invalid: () => ({ request: { query: { customer_id: 'x' } }, status: 422 }),
  },
  getBuilding: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createBuilding', { estateName: '契約 物件' }) },
    }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  createBuilding: {
    valid: () => ({ body: { estateName: '契約 物件', floor_number: '12', building_area: '120.50' } }),
    invalid: () => ({ request: { body: { estateName: '契約 物件', floor_number: '1000' } }, status: 422 }),
  },
  updateBuilding: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createBuilding', { estateName: '契約 物件' }) },
      body: { estateName: '契約 物件 改' },
    }),
    invalid: () => ({ request: { params: { id: 1 }, body: { estateName: 'あ'.repeat(51) } }, status: 422 }),
  },
  deleteBuilding: {
    valid: async (ctx) => ({
      params: { id: await createdId(ctx, 'createBuilding', { estateName: '契約 物件' }) },
    }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
});
