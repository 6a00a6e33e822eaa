import { encodeInvitationLink } from '@genba/validators';
import type { ExampleContext } from './types.ts';
import { defineExamples } from './types.ts';

let serial = 0;
/** A fresh address per call: an address already invited and pending is refused. */
const freshEmail = () => `invitee-${process.pid}-${Date.now()}-${serial++}@example.jp`;

/** Invites a fresh address to the seeded site and reads the link's {encoded} back from the development outbox. */
const freshInvitationLink = async (ctx: ExampleContext): Promise<string> => {
  const email = freshEmail();
  const sent = await ctx.send('sendInvitationEmail', {
    body: { invitations: [{ name1: '契約', email }], field_id: ctx.ids.fieldId },
  });
  if (sent.status !== 200) throw new Error(`sendInvitationEmail answered ${sent.status}`);
  const mail = await ctx.deps.outbox?.mail.latest(email);
  const encoded = mail?.text.match(/\/invitation_user\/([A-Za-z0-9_-]+)$/m)?.[1];
  if (!encoded) throw new Error('no invitation link in the development outbox');
  return encoded;
};

/** Members and invitations (issue 10). */
export const organisationExamples = defineExamples({
  getMembers: {
    valid: (ctx) => ({ query: { office_id: ctx.ids.officeId ?? undefined, limit: 20 } }),
    invalid: () => ({ request: { query: { auth_id: '4' } }, status: 422 }),
  },
  sendInvitationEmail: {
    valid: (ctx) => ({
      body: { invitations: [{ name1: '山本', email: freshEmail() }], field_id: ctx.ids.fieldId },
    }),
    invalid: () => ({
      request: {
        body: {
          invitations: [
            { name1: '山本', email: 'same@example.jp' },
            { name1: '山本', email: 'SAME@example.jp' },
          ],
        },
      },
      status: 422,
    }),
  },
  sendInvitationTel: {
    valid: () => ({
      body: { invitations: [{ name1: '山本', tel_number: `070${String(Date.now()).slice(-8)}` }] },
    }),
    invalid: () => ({ request: { body: { invitations: [{ name1: '', tel_number: '12' }] } }, status: 422 }),
  },
  getInvitations: {
    valid: () => ({ query: { status: 'non_approved' } }),
    invalid: () => ({ request: { query: { status: 'approved' } }, status: 422 }),
  },
  deleteInvitation: {
    valid: async (ctx) => {
      const sent = await ctx.send('sendInvitationEmail', {
        body: { invitations: [{ name1: '取消', email: freshEmail() }] },
      });
      const id = (sent.body as { invitations: { id: number }[] }).invitations[0]?.id;
      if (!id) throw new Error('no invitation to delete');
      return { params: { id } };
    },
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  getInvitationByLink: {
    valid: async (ctx) => ({ params: { encoded: await freshInvitationLink(ctx) } }),
    invalid: () => ({ request: { params: { encoded: 'a/b' } }, status: 422 }),
  },
  registerInvitation: {
    ownSession: true,
    valid: async (ctx) => ({
      params: { encoded: await freshInvitationLink(ctx) },
      body: {
        name1: '契約',
        name2: '太郎',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    }),
    invalid: () => ({
      request: {
        params: {
          encoded: encodeInvitationLink({ kind: 'open', chatroom_id: 1, company_id: 1, office_id: 1 }),
        },
        body: { name1: '', password: '1', password_confirmation: '2', agree_terms_flg: false },
      },
      status: 422,
    }),
  },
});
