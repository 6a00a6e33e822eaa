import { eq } from 'drizzle-orm';
import { companies } from '../../../src/db/schema/index.ts';
import { OPERATOR_COMPANY_NAME } from '../../../src/db/seed/talkNews.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples } from './types.ts';

let serial = 0;
const freshEmail = () => `partner-${process.pid}-${Date.now()}-${serial++}@example.jp`;

/** Registers a fresh partner company and returns its relation id. */
const freshPartner = async (ctx: ExampleContext): Promise<number> => {
  const created = await ctx.send('regist_company', { body: { company_name: `契約協力会社${serial++}` } });
  const id = (created.body as { data?: { id: number } }).data?.id;
  if (!id) throw new Error(`regist_company answered ${created.status}`);
  return id;
};

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'logo.png', {
    type: 'image/png',
  });

/** /setting/subcontractor (core §7), our design of the payloads. */
export const subcontractorExamples = defineExamples({
  getSubcontractors: {
    valid: () => ({ query: { keyword: '設備' } }),
    invalid: () => ({ request: { query: { limit: '0' } }, status: 422 }),
  },
  init_subcontractor: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  regist_company: {
    valid: () => ({ body: { company_name: `契約協力会社${serial++}`, telephone_number: '092-111-2222' } }),
    invalid: () => ({ request: { body: { company_name: '' } }, status: 422 }),
  },
  registExistsCompany: {
    // The operator's company uses the product and is nobody's partner in the seed.
    valid: async (ctx) => {
      const [operator] = await ctx.deps.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, OPERATOR_COMPANY_NAME));
      if (!operator) throw new Error('seed: operator company missing');
      return { body: { company_id: operator.id } };
    },
    invalid: () => ({ request: { body: { company_id: 'genba' } }, status: 422 }),
  },
  updateCompany: {
    valid: async (ctx) => ({
      body: {
        _method: 'PUT' as const,
        id: await freshPartner(ctx),
        company_name: '契約協力会社(改)',
        logo: png(),
      },
    }),
    invalid: async (ctx) => ({
      request: { body: { _method: 'PUT' as const, id: await freshPartner(ctx), company_name: '' } },
      status: 422,
    }),
  },
  deleteSubcontractor: {
    valid: async (ctx) => ({ params: { id: await freshPartner(ctx) } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  inviteSubcontractors: {
    valid: async (ctx) => ({
      body: {
        invitation_type: 2 as const,
        id: await freshPartner(ctx),
        invitations: [{ name1: '契約', email: freshEmail() }],
      },
    }),
    invalid: () => ({
      request: { body: { invitation_type: 2, id: 1, invitations: [{ name1: '', email: 'x' }] } },
      status: 422,
    }),
  },
});
