import { flushBackground } from '../../../src/routes/user/background.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples } from './types.ts';

let serial = 0;

/** The live open link of the seeded site's room, made (or read back) through the catalogue. */
const roomOpenLink = async (ctx: ExampleContext): Promise<string> => {
  const made = await ctx.send('createOpenInvitationLink', { body: { chatroom_id: ctx.ids.projectRoomId } });
  const encoded = (made.body as { open_link?: { encoded: string } }).open_link?.encoded;
  if (!encoded) throw new Error(`createOpenInvitationLink answered ${made.status}`);
  return encoded;
};

/** A mobile number no account has, new per call (090-6xxx-xxxx). */
const freshTel = () => `0906${String((process.pid * 1000 + serial++) % 10_000_000).padStart(7, '0')}`;

/** Asks for a registration code for `tel` through the room's open link and reads it from the outbox. */
const openLinkSmsCode = async (ctx: ExampleContext, encoded: string, tel: string): Promise<string> => {
  const sent = await ctx.send('requestOpenInvitationSms', { params: { encoded }, body: { tel_number: tel } });
  if (sent.status !== 200) throw new Error(`requestOpenInvitationSms answered ${sent.status}`);
  await flushBackground();
  const code = (await ctx.deps.outbox?.sms.latest(tel))?.code;
  if (!code) throw new Error('no SMS code in the development outbox');
  return code;
};

/** Asks for a registration code for `email` through the room's open link and reads it from the mail outbox. */
const openLinkMailCode = async (ctx: ExampleContext, encoded: string, email: string): Promise<string> => {
  const sent = await ctx.send('requestOpenInvitationMail', { params: { encoded }, body: { email } });
  if (sent.status !== 200) throw new Error(`requestOpenInvitationMail answered ${sent.status}`);
  await flushBackground();
  const code = (await ctx.deps.outbox?.mail.latest(email))?.text.match(/認証コードは (\d+) です/)?.[1];
  if (!code) throw new Error('no mail code in the development outbox');
  return code;
};

/** A login e-mail no account has, new per call. */
const freshEmail = () => `open-${process.pid}-${Date.now()}-${serial++}@example.jp`;

/** Open invitation links (ADR 009, catalogue/invitation.ts). */
export const invitationExamples = defineExamples({
  getOpenInvitationLink: {
    valid: (ctx) => ({ query: { chatroom_id: String(ctx.ids.projectRoomId) } }),
    invalid: () => ({ request: { query: { chatroom_id: 'genba' } }, status: 422 }),
  },
  createOpenInvitationLink: {
    valid: (ctx) => ({ body: { chatroom_id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { body: { chatroom_id: -1 } }, status: 422 }),
  },
  regenerateOpenInvitationLink: {
    valid: (ctx) => ({ body: { chatroom_id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { body: { chatroom_id: 'x'.repeat(30) } }, status: 422 }),
  },
  revokeOpenInvitationLink: {
    // The company's link (no room), so the room's link stays live for the examples that join through it.
    valid: () => ({ query: {} }),
    invalid: () => ({ request: { query: { chatroom_id: '0' } }, status: 422 }),
  },
  registerOpenInvitation: {
    ownSession: true,
    valid: async (ctx) => {
      const encoded = await roomOpenLink(ctx);
      const email = freshEmail();
      return {
        params: { encoded },
        body: {
          name1: '契約',
          name2: '次郎',
          email,
          auth_number: await openLinkMailCode(ctx, encoded, email),
          password: 'genba123',
          password_confirmation: 'genba123',
          agree_terms_flg: true,
        },
      };
    },
    invalid: async (ctx) => ({
      request: {
        params: { encoded: await roomOpenLink(ctx) },
        body: {
          name1: '',
          email: 'x',
          auth_number: 'abc',
          password: '1',
          password_confirmation: '2',
          agree_terms_flg: false,
        },
      },
      status: 422,
    }),
  },
  requestOpenInvitationMail: {
    valid: async (ctx) => ({ params: { encoded: await roomOpenLink(ctx) }, body: { email: freshEmail() } }),
    invalid: async (ctx) => ({
      request: { params: { encoded: await roomOpenLink(ctx) }, body: { email: 'not-an-address' } },
      status: 422,
    }),
  },
  requestOpenInvitationSms: {
    valid: async (ctx) => ({
      params: { encoded: await roomOpenLink(ctx) },
      body: { tel_number: freshTel() },
    }),
    invalid: async (ctx) => ({
      request: { params: { encoded: await roomOpenLink(ctx) }, body: { tel_number: '03-1234-5678' } },
      status: 422,
    }),
  },
  registerOpenInvitationByTel: {
    ownSession: true,
    valid: async (ctx) => {
      const encoded = await roomOpenLink(ctx);
      const tel = freshTel();
      return {
        params: { encoded },
        body: {
          name1: '電話',
          name2: '三郎',
          tel_number: tel,
          auth_number: await openLinkSmsCode(ctx, encoded, tel),
          agree_terms_flg: true,
        },
      };
    },
    invalid: async (ctx) => ({
      request: {
        params: { encoded: await roomOpenLink(ctx) },
        body: { name1: '', tel_number: '12', auth_number: 'abc', agree_terms_flg: false },
      },
      status: 422,
    }),
  },
});
