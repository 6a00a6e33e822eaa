import { DEMO_PASSWORD } from '../../../src/db/seed/demo.ts';
import { flushBackground } from '../../../src/routes/user/background.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples, foreignCompany } from './types.ts';

/** Asks for an e-mail change as the example's session and reads the token from the mailed link. */
const freshChangeToken = async (ctx: ExampleContext, email: string): Promise<string> => {
  const asked = await ctx.send('requestAccountEmailChange', {
    body: { email, current_password: DEMO_PASSWORD },
  });
  if (asked.status !== 200) throw new Error(`requestAccountEmailChange answered ${asked.status}`);
  await flushBackground();
  const mail = await ctx.deps.outbox?.mail.latest(email);
  const token = mail?.text.match(/\/account-change\/([\w-]+)/)?.[1];
  if (!token) throw new Error('no account-change link in the development outbox');
  return token;
};

/**
 * The account calls (issue 10 item 5). Those that would change the manager's
 * own login (password, address, deletion) run as other seeded members, so the
 * manager's later logins keep working.
 */
export const accountExamples = defineExamples({
  updateAccountProfile: {
    valid: () => ({ body: { name1: '山田', name2: '太郎', kana1: 'ヤマダ', kana2: 'タロウ' } }),
    invalid: () => ({ request: { body: { name1: '' } }, status: 422 }),
  },
  changeAccountPassword: {
    loginAs: { email: 'eigyo@example.com', password: DEMO_PASSWORD },
    valid: () => ({
      body: { current_password: DEMO_PASSWORD, password: 'eigyo2026', password_confirmation: 'eigyo2026' },
    }),
    invalid: () => ({
      request: { body: { current_password: '', password: '1', password_confirmation: '2' } },
      status: 422,
    }),
  },
  getAccountEmailChange: { valid: () => ({}), invalid: foreignCompany },
  requestAccountEmailChange: {
    valid: () => ({ body: { email: 'kanri-contract@example.com', current_password: DEMO_PASSWORD } }),
    invalid: () => ({ request: { body: { email: 'x', current_password: '' } }, status: 422 }),
  },
  getAccountChange: {
    valid: async (ctx) => ({ params: { token: await freshChangeToken(ctx, 'kanri-read@example.com') } }),
    invalid: () => ({ request: { params: { token: 'short' } }, status: 422, withoutSession: true }),
  },
  completeAccountChange: {
    loginAs: { email: 'sekou@example.com', password: DEMO_PASSWORD },
    valid: async (ctx) => ({ params: { token: await freshChangeToken(ctx, 'sekou-new@example.com') } }),
    invalid: () => ({ request: { params: { token: '../../x' } }, status: 422, withoutSession: true }),
  },
  deleteAccount: {
    loginAs: { email: 'fukushitencho@example.com', password: DEMO_PASSWORD },
    valid: () => ({ body: { current_password: DEMO_PASSWORD } }),
    invalid: () => ({ request: { body: { current_password: 12345 } }, status: 422 }),
  },
  lookupMember: {
    valid: () => ({ body: { keyword: 'partner@example.com' } }),
    invalid: () => ({ request: { body: { keyword: 'ｋａｎｒｉ' } }, status: 422 }),
  },
  addLookedUpMember: {
    valid: (ctx) => ({
      body: { keyword: 'admin@example.com', type: 2, auth_id: 3, office_id: ctx.ids.officeId ?? 0 },
    }),
    invalid: () => ({ request: { body: { keyword: '', type: 9 } }, status: 422 }),
  },
});
