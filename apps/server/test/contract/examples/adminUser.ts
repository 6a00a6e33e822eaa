import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { insertAdmin } from '../../../src/routes/adminUser/queries.ts';
import { defineExamples, type ExampleContext } from './types.ts';

/**
 * System administrators (talk §7 admin_user): valid requests as the seeded administrator (a
 * manager); the invalid ones are the company manager's, refused before the input is read (403).
 */
const asAdmin = { loginAs: DEMO_LOGINS.systemAdmin } as const;

let made = 0;
/** A spare administrator in the operator's company, so editing and deleting leave the seeded one alone. */
const spareAdmin = async (ctx: ExampleContext): Promise<number> => {
  const [operator] = await ctx.deps.db
    .select({ companyId: users.loginCompanyId, officeId: users.loginOfficeId })
    .from(users)
    .where(eq(users.email, DEMO_LOGINS.systemAdmin.email));
  if (!operator?.companyId) throw new Error('no operator company');
  made += 1;
  return insertAdmin(ctx.deps.db, {
    name: '契約 予備',
    email: `contract-admin-${made}-${Date.now()}@example.com`,
    role: 0,
    passwordHash: 'x',
    companyId: operator.companyId,
    officeId: operator.officeId,
    companyName: '現場ポケット運営事務局',
  });
};

const refused = { status: 403 as const };

export const adminUserExamples = defineExamples({
  getAdminUsers: {
    ...asAdmin,
    valid: () => ({ query: { keyword: '管理' } }),
    invalid: () => ({ request: {}, ...refused }),
  },
  createAdminUser: {
    ...asAdmin,
    valid: () => ({
      body: {
        name: '契約 太郎',
        email: `contract-create-${Date.now()}@example.com`,
        role: 1,
        password: 'keiyaku2026',
        password_confirmation: 'keiyaku2026',
      },
    }),
    invalid: () => ({ request: { body: { name: '' } }, ...refused }),
  },
  updateAdminUser: {
    ...asAdmin,
    valid: async (ctx) => {
      const id = await spareAdmin(ctx);
      return { body: { id, name: '契約 花子', email: `contract-update-${id}@example.com`, role: 0 } };
    },
    invalid: () => ({ request: { body: { id: 'x' } }, ...refused }),
  },
  deleteAdminUser: {
    ...asAdmin,
    valid: async (ctx) => ({ params: { id: await spareAdmin(ctx) } }),
    invalid: () => ({ request: { params: { id: '1' } }, ...refused }),
  },
});
