import { and, asc, eq } from 'drizzle-orm';
import { chatMentions, chatMessages, news } from '../../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { defineExamples, type ExampleContext, foreignCompany } from './types.ts';

/**
 * News and mentions (talk §7 "News", "Mentions"), and the bulletin board's emergency contacts.
 * The admin calls' valid requests log in as the seeded system administrator; their invalid ones
 * are the company manager's, refused before the input is read (403), as in the admin_user
 * examples, which rely on the manager never being made an administrator. The input errors of
 * the admin calls are in test/routes/talkNews.
 */
const asSystemAdmin = { loginAs: DEMO_LOGINS.systemAdmin } as const;

const newsId = async (ctx: ExampleContext): Promise<number> => {
  const [row] = await ctx.deps.db.select({ id: news.id }).from(news).orderBy(asc(news.id)).limit(1);
  if (!row) throw new Error('no seeded news');
  return row.id;
};

/** A spare item for the delete example, so the other examples keep the seeded ones. */
const spareNewsId = async (ctx: ExampleContext): Promise<number> => {
  const [row] = await ctx.deps.db
    .insert(news)
    .values({ title: '削除用', type: 'notice', content: '<p>x</p>', target: 'all', publishStart: new Date() })
    .returning({ id: news.id });
  if (!row) throw new Error('no spare news');
  return row.id;
};

const mentionId = async (ctx: ExampleContext): Promise<number> => {
  const [row] = await ctx.deps.db
    .select({ id: chatMentions.id })
    .from(chatMentions)
    .where(eq(chatMentions.memberId, ctx.ids.memberId))
    .limit(1);
  if (row) return row.id;
  // None seeded for the manager: one on a live message of the project room, written directly.
  const [message] = await ctx.deps.db
    .select({ id: chatMessages.id, memberId: chatMessages.memberId })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatRoomId, ctx.ids.projectRoomId), eq(chatMessages.delFlg, false)))
    .limit(1);
  if (!message) throw new Error('no message to mention');
  const [made] = await ctx.deps.db
    .insert(chatMentions)
    .values({ chatMessageId: message.id, memberId: ctx.ids.memberId, fromMemberId: message.memberId })
    .returning({ id: chatMentions.id });
  if (!made) throw new Error('no mention');
  return made.id;
};

const adminBody = {
  news_title: '契約テストのお知らせ',
  news_type: 'notice' as const,
  news_content: '<p>本文</p>',
  news_file_path: null,
  target: 'all' as const,
  popup_flg: 0 as const,
  publish_start: '2026-01-01 00:00:00',
  publish_end: null,
};

export const newsAndMentionExamples = defineExamples({
  pc_news: { valid: () => ({}), invalid: foreignCompany },
  sp_news: { valid: () => ({}), invalid: foreignCompany },
  update_read_all: { valid: () => ({}), invalid: foreignCompany },
  mention_count: { valid: () => ({}), invalid: foreignCompany },
  update_read_news: {
    valid: async (ctx) => ({ body: { news_id: await newsId(ctx) } }),
    invalid: () => ({ request: { body: { news_id: 'x' } }, status: 422 }),
  },
  update_unpopup: {
    valid: async (ctx) => ({ body: { news_id: await newsId(ctx) } }),
    invalid: () => ({ request: { body: {} }, status: 422 }),
  },
  admin_news: {
    ...asSystemAdmin,
    valid: () => ({}),
    invalid: foreignCompany,
  },
  admin_news_create: {
    ...asSystemAdmin,
    valid: () => ({ body: adminBody }),
    invalid: () => ({ request: { body: { ...adminBody, news_title: '' } }, status: 403 }),
  },
  admin_news_save: {
    ...asSystemAdmin,
    valid: async (ctx) => {
      return { body: { ...adminBody, id: await newsId(ctx) } };
    },
    invalid: () => ({ request: { body: { ...adminBody, id: 'x' } }, status: 403 }),
  },
  admin_news_update: {
    ...asSystemAdmin,
    valid: async (ctx) => {
      return { params: { id: await newsId(ctx) }, body: adminBody };
    },
    invalid: () => ({ request: { params: { id: '1' }, body: { ...adminBody, target: 'tv' } }, status: 403 }),
  },
  delete_news: {
    ...asSystemAdmin,
    valid: async (ctx) => {
      return { params: { id: await spareNewsId(ctx) } };
    },
    invalid: () => ({ request: { params: { id: 'x' } }, status: 403 }),
  },
  mention: {
    valid: () => ({ query: { limit: 99 } }),
    invalid: () => ({ request: { query: { limit: '100' } }, status: 422 }),
  },
  mention_read: {
    valid: async (ctx) => ({ params: { id: await mentionId(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  mention_status: {
    valid: async (ctx) => ({ params: { id: await mentionId(ctx) }, body: { status: 1 as const } }),
    invalid: () => ({ request: { params: { id: '1' }, body: { status: 5 } }, status: 422 }),
  },
  getBbsMessages: {
    valid: (ctx) => ({ params: { id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  getBbsDailyPosts: {
    valid: (ctx) => ({
      params: { id: ctx.ids.projectRoomId },
      query: { limit: 30, min_sent: '2026-11-20 18:30:00', min_id: 1 },
    }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.projectRoomId }, query: { limit: 0 } },
      status: 422,
    }),
  },
  updateChatroomEmergencyContact: {
    valid: (ctx) => ({
      params: { chatroom_id: ctx.ids.projectRoomId },
      body: { emergency_contacts: [{ name: '警察', contact_type_id: 4, tel_number: '0921110110' }] },
    }),
    invalid: (ctx) => ({
      request: {
        params: { chatroom_id: String(ctx.ids.projectRoomId) },
        body: { emergency_contacts: [{ name: '', contact_type_id: 4, tel_number: 'x' }] },
      },
      status: 422,
    }),
  },
  updateBbsMember: {
    // The manager is a manager of the seeded site's room and one of its members.
    valid: (ctx) => ({
      params: { chatroomId: ctx.ids.projectRoomId, memberId: ctx.ids.memberId },
      body: { sales_manager_flg: 0, foreman_flg: 0 },
    }),
    invalid: (ctx) => ({
      request: {
        params: { chatroomId: String(ctx.ids.projectRoomId), memberId: String(ctx.ids.memberId) },
        body: { sales_manager_flg: 2, foreman_flg: 'はい' },
      },
      status: 422,
    }),
  },
});
