import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { flushBackground } from '../../../src/routes/user/background.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples, foreignCompany } from './types.ts';

const FOREMAN_TEL = DEMO_LOGINS.foremanTel.normalized;
const PARTNER_EMAIL = 'partner@example.com';

/** Asks the server for a fresh SMS code and reads it back from the development outbox. */
const freshSmsCode = async (ctx: ExampleContext): Promise<string> => {
  const sent = await ctx.send('sms_request', { body: { tel_number: FOREMAN_TEL } });
  if (sent.status !== 200) throw new Error(`sms_request answered ${sent.status}`);
  // The SMS is sent after the answer (the same work for unknown numbers).
  await flushBackground();
  const code = (await ctx.deps.outbox?.sms.latest(FOREMAN_TEL))?.code;
  if (!code) throw new Error('no SMS code in the development outbox');
  return code;
};

/** Asks for a password-reset mail and reads the token from its link. */
const freshResetToken = async (ctx: ExampleContext, email: string): Promise<string> => {
  await ctx.send('password_reset_request', { body: { email } });
  // The mail is sent after the answer (the same work for unknown addresses).
  await flushBackground();
  const mail = await ctx.deps.outbox?.mail.latest(email);
  const token = mail?.text.match(/\/password\/reset\/([^\s/?#]+)/)?.[1];
  if (!token) throw new Error('no reset link in the development outbox');
  return token;
};

/** Login and user calls (talk §7 "User and login"). */
export const userExamples = defineExamples({
  // A login replaces the browser's earlier session, so the logins run on sessions of their own.
  login_pc: {
    ownSession: true,
    valid: () => ({ body: { ...DEMO_LOGINS.companyManager } }),
    invalid: () => ({ request: { body: { email: 'not-an-address', password: '123' } }, status: 422 }),
  },
  login_sp: {
    ownSession: true,
    valid: () => ({ body: { ...DEMO_LOGINS.companyManager } }),
    invalid: () => ({ request: { body: { email: '', password: '' } }, status: 422 }),
  },
  sms_request: {
    valid: () => ({ body: { tel_number: DEMO_LOGINS.foremanTel.tel } }),
    invalid: () => ({ request: { body: { tel_number: 'でんわ' } }, status: 422 }),
  },
  sms_request_again: {
    valid: () => ({ body: { tel_number: FOREMAN_TEL } }),
    invalid: () => ({ request: { body: {} }, status: 422 }),
  },
  verify_tel_number: {
    valid: () => ({ body: { tel_number: FOREMAN_TEL } }),
    invalid: () => ({ request: { body: { tel_number: '12' } }, status: 422 }),
  },
  sms_login: {
    ownSession: true,
    valid: async (ctx) => ({ body: { tel_number: FOREMAN_TEL, auth_number: await freshSmsCode(ctx) } }),
    invalid: () => ({ request: { body: { tel_number: FOREMAN_TEL, auth_number: 'abc' } }, status: 422 }),
  },
  createQrLoginCode: { valid: () => ({}), invalid: foreignCompany },
  // The dialog asks what became of the code it shows.
  getQrLoginCodeState: {
    valid: async (ctx) => {
      const issued = await ctx.send('createQrLoginCode', {});
      const code = (issued.body as { code?: string }).code;
      if (issued.status !== 200 || !code) throw new Error(`createQrLoginCode answered ${issued.status}`);
      return { body: { code } };
    },
    invalid: () => ({ request: { body: { code: 'not-a-code' } }, status: 422 }),
  },
  // The manager issues a code and the exchange opens a phone session of its own.
  qrLogin: {
    ownSession: true,
    valid: async (ctx) => {
      const issued = await ctx.send('createQrLoginCode', {});
      const code = (issued.body as { code?: string }).code;
      if (issued.status !== 200 || !code) throw new Error(`createQrLoginCode answered ${issued.status}`);
      return { body: { code } };
    },
    invalid: () => ({ request: { body: { code: 'not-a-code' } }, status: 422 }),
  },
  verify_auth_number: {
    valid: async (ctx) => ({ body: { tel_number: FOREMAN_TEL, auth_number: await freshSmsCode(ctx) } }),
    invalid: () => ({ request: { body: { tel_number: '', auth_number: '' } }, status: 422 }),
  },
  password_reset_request: {
    valid: () => ({ body: { email: PARTNER_EMAIL } }),
    invalid: () => ({ request: { body: { email: 'あいう' } }, status: 422 }),
  },
  password_reset: {
    // The partner's password changes; nothing later in the suite logs in as the partner.
    valid: async (ctx) => ({
      body: {
        token: await freshResetToken(ctx, PARTNER_EMAIL),
        email: PARTNER_EMAIL,
        password: 'newpass2026',
        password_confirmation: 'newpass2026',
      },
    }),
    invalid: () => ({
      request: {
        body: { token: 'x', email: PARTNER_EMAIL, password: 'short', password_confirmation: 'other' },
      },
      status: 422,
    }),
  },
  init_data_sp: { valid: () => ({}), invalid: foreignCompany },
  init_data_pc: {
    valid: () => ({ params: { firstPathSegment: 'talk' } }),
    invalid: () => ({ request: { params: { firstPathSegment: 'トーク' } }, status: 422 }),
  },
  getAppendInitData: {
    valid: () => ({ query: { pieces: ['CompanyTagGroup', 'TalkBadge'] } }),
    invalid: () => ({ request: { query: { pieces: 'NoSuchPiece' } }, status: 422 }),
  },
  logout: {
    ownSession: true,
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  switch_user_company: {
    ownSession: true,
    valid: (ctx) => ({ body: { company_id: ctx.ids.companyId } }),
    invalid: () => ({ request: { body: { company_id: 'one' } }, status: 422 }),
  },
  update_login_company: {
    valid: (ctx) => ({ body: { login_company_id: ctx.ids.companyId, login_office_id: ctx.ids.officeId } }),
    invalid: () => ({ request: { body: { login_company_id: -1 } }, status: 422 }),
  },
  agree_terms: {
    valid: (ctx) => ({ params: { id: ctx.ids.userId }, body: { agree_terms_flg: 1 } }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.userId }, body: { agree_terms_flg: 0 } },
      status: 422,
    }),
  },
  getAllEmail: { valid: () => ({}), invalid: foreignCompany },
  user_belong_officies: { valid: () => ({}), invalid: foreignCompany },
  getUserData: { valid: () => ({}), invalid: foreignCompany },
  check_password: { valid: () => ({}), invalid: foreignCompany },
  chekUserPassword: {
    valid: () => ({ body: { password: DEMO_LOGINS.companyManager.password } }),
    invalid: () => ({ request: { body: { password: '' } }, status: 422 }),
  },
});
