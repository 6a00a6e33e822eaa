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
    valid: async (ctx) => ({
      params: { encoded: await roomOpenLink(ctx) },
      body: {
        name1: '契約',
        name2: '次郎',
        email: `open-${process.pid}-${Date.now()}-${serial++}@example.jp`,
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    }),
    invalid: async (ctx) => ({
      request: {
        params: { encoded: await roomOpenLink(ctx) },
        body: { name1: '', email: 'x', password: '1', password_confirmation: '2', agree_terms_flg: false },
      },
      status: 422,
    }),
  },
});
