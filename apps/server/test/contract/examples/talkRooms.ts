import { and, asc, eq, ne } from 'drizzle-orm';
import { members } from '../../../src/db/schema/index.ts';
import { defineExamples, type ExampleContext, foreignCompany } from './types.ts';

/** Another live member of the manager's company: the partner of group and private examples. */
export const colleagueId = async (ctx: ExampleContext): Promise<number> => {
  const [row] = await ctx.deps.db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.companyId, ctx.ids.companyId),
        ne(members.id, ctx.ids.memberId),
        eq(members.delFlg, false),
      ),
    )
    .orderBy(asc(members.id))
    .limit(1);
  if (!row) throw new Error('the seed has no second member in the company');
  return row.id;
};

/** A private message to the colleague (creating the room on first use); answers its id. */
const privateMessageId = async (ctx: ExampleContext): Promise<{ id: number; roomId: number }> => {
  const answer = await ctx.send('sendMemberMessage', {
    body: { to_member_id: await colleagueId(ctx), message: '個人トークの契約テスト' },
  });
  const message = (answer.body as { message?: { id?: number; chatroom_id?: number } }).message;
  if (typeof message?.id !== 'number' || typeof message.chatroom_id !== 'number')
    throw new Error(`sendMemberMessage failed: ${answer.text}`);
  return { id: message.id, roomId: message.chatroom_id };
};

/** Room lists, pins, group creation, private rooms and working time (issue 11 §1, talkrooms). */
export const talkRoomExamples = defineExamples({
  groupListSearch: {
    valid: () => ({ query: { keyword: '博多' } }),
    invalid: () => ({ request: { query: { keyword: '' } }, status: 422 }),
  },
  caseCollection: {
    valid: () => ({ body: { keyword: '博多', is_screen_talk: true, is_search_message: true } }),
    invalid: () => ({ request: { body: { page: 0 } }, status: 422 }),
  },
  pinTalkSite: {
    valid: (ctx) => ({ body: { attendance_field_id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { body: { attendance_field_id: '現場' } }, status: 422 }),
  },
  unpinTalkSite: {
    valid: (ctx) => ({ body: { attendance_field_id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { body: {} }, status: 422 }),
  },
  getTalkContacts: { valid: () => ({}), invalid: foreignCompany },
  createGroupRoom: {
    valid: async (ctx) => ({ body: { name: '契約テスト班', member_ids: [await colleagueId(ctx)] } }),
    invalid: async (ctx) => ({
      request: { body: { name: '', member_ids: [await colleagueId(ctx)] } },
      status: 422,
    }),
  },
  getInitPrivateChatData: {
    valid: async (ctx) => ({ params: { id: await colleagueId(ctx) } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  sendMemberMessage: {
    valid: async (ctx) => ({ body: { to_member_id: await colleagueId(ctx), message: 'お疲れさまです' } }),
    invalid: async (ctx) => ({
      request: { body: { to_member_id: await colleagueId(ctx), message: '' } },
      status: 422,
    }),
  },
  sendMemberStamp: {
    valid: async (ctx) => ({ body: { to_member_id: await colleagueId(ctx), stamp_id: 2 } }),
    invalid: async (ctx) => ({ request: { body: { to_member_id: await colleagueId(ctx) } }, status: 422 }),
  },
  deleteMemberMessage: {
    valid: async (ctx) => ({ params: { id: (await privateMessageId(ctx)).id } }),
    invalid: () => ({ request: { params: { id: 'abc' } }, status: 422 }),
  },
  privateDispoffMessage: {
    valid: async (ctx) => {
      const sent = await privateMessageId(ctx);
      return { body: { chatroom_id: sent.roomId, message_id: sent.id } };
    },
    invalid: () => ({ request: { body: { chatroom_id: 1 } }, status: 422 }),
  },
  sendWorkingTime: {
    valid: (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        attendance_field_id: ctx.ids.fieldId,
        work_date: '2026-11-20',
        start_time: '08:00',
        end_time: '17:00',
        rest_minutes: 60,
      },
    }),
    invalid: (ctx) => ({
      request: {
        body: {
          chatroom_id: ctx.ids.projectRoomId,
          attendance_field_id: ctx.ids.fieldId,
          work_date: '2026-11-20',
          start_time: '17:00',
          end_time: '08:00',
          rest_minutes: 60,
        },
      },
      status: 422,
    }),
  },
});
