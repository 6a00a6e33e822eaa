import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { countUnreadMentions, listMentions, updateMention } from './mentionQueries.ts';
import {
  deleteNews,
  findAdminNews,
  findVisibleNews,
  insertNews,
  isSystemAdmin,
  listAdminNews,
  listMemberNews,
  type NewsDevice,
  type NewsInput,
  readAllNews,
  setNewsState,
  updateNews,
} from './newsQueries.ts';
import { fromWireDateTime, toWireAdminNews, toWireMention, toWireNews } from './wire.ts';

/**
 * News (talk §4, §7) and mentions. Members read what is published for their device; only
 * system administrators (system_admins) list, create, edit and delete. A mention is only ever
 * read or changed by the member it names.
 */

export const ADMIN_ONLY_MESSAGE = 'この操作はシステム管理者のみ行えます。';
const MENTION_NOT_FOUND_MESSAGE = 'メンションが見つかりません';

/** Decided before the input is read (implement's access option): a member learns nothing of the admin forms. */
const adminOnly = {
  access: async ({ db, caller }: { db: Db; caller: { user?: { id: number } } }): Promise<void> => {
    if (!caller.user || !(await isSystemAdmin(db, caller.user.id))) throw forbidden(ADMIN_ONLY_MESSAGE);
  },
};

const memberNews = async (db: Db, memberId: number, device: NewsDevice) => {
  const rows = await listMemberNews(db, memberId, device);
  return { news: rows.map(toWireNews), unread_count: rows.filter((n) => !n.readed).length };
};

type AdminNewsBody = {
  news_title: string;
  news_type: NewsInput['type'];
  news_content: string | null;
  news_file_path: string | null;
  target: NewsInput['target'];
  popup_flg: 0 | 1;
  publish_start: string;
  publish_end: string | null;
};

const toNewsInput = (body: AdminNewsBody): NewsInput => ({
  title: body.news_title,
  type: body.news_type,
  content: body.news_content,
  filePath: body.news_file_path,
  target: body.target,
  popupFlg: body.popup_flg === 1,
  publishStart: fromWireDateTime(body.publish_start),
  publishEnd: body.publish_end === null ? null : fromWireDateTime(body.publish_end),
});

const adminAnswer = async (db: Db, id: number) => {
  const row = await findAdminNews(db, id);
  if (!row) throw notFound();
  return { status: true, data: toWireAdminNews(row) };
};

const saveNews = async (db: Db, id: number, body: AdminNewsBody) => {
  if (!(await updateNews(db, id, toNewsInput(body)))) throw notFound();
  return adminAnswer(db, id);
};

const readableNews = async (db: Db, id: number) => {
  if (!(await findVisibleNews(db, id))) throw notFound();
};

export const newsRoutes = [
  implement('pc_news', async ({ db, member }) => memberNews(db, member.id, 'pc')),
  implement('sp_news', async ({ db, member }) => memberNews(db, member.id, 'sp')),

  implement('update_read_news', async ({ db, member, body }) => {
    await readableNews(db, body.news_id);
    await setNewsState(db, member.id, body.news_id, { readed: true });
    return { success: true };
  }),

  implement('update_unpopup', async ({ db, member, body }) => {
    await readableNews(db, body.news_id);
    await setNewsState(db, member.id, body.news_id, { unpopup: true });
    return { success: true };
  }),

  implement('update_read_all', async ({ db, member }) => ({
    success: true,
    read_count: await readAllNews(db, member.id),
  })),

  implement(
    'admin_news',
    async ({ db }) => ({ news: (await listAdminNews(db)).map(toWireAdminNews) }),
    adminOnly,
  ),

  implement(
    'admin_news_create',
    async ({ db, user, body }) => adminAnswer(db, await insertNews(db, toNewsInput(body), user.id)),
    adminOnly,
  ),

  implement('admin_news_save', async ({ db, body }) => saveNews(db, body.id, body), adminOnly),
  implement('admin_news_update', async ({ db, params, body }) => saveNews(db, params.id, body), adminOnly),

  implement(
    'delete_news',
    async ({ db, params }) => {
      if (!(await deleteNews(db, params.id))) throw notFound();
      return { status: true };
    },
    adminOnly,
  ),
];

const oneMention = async (db: Db, memberId: number, id: number) => {
  const [row] = await listMentions(db, memberId, { limit: 1, id });
  if (!row) throw notFound(MENTION_NOT_FOUND_MESSAGE);
  return { mention: toWireMention(row) };
};

export const mentionRoutes = [
  implement('mention', async ({ db, member, query }) => {
    const rows = await listMentions(db, member.id, {
      limit: query.limit + 1,
      minId: query.min_id,
      status: query.status,
    });
    return { mentions: rows.slice(0, query.limit).map(toWireMention), has_more: rows.length > query.limit };
  }),

  implement('mention_count', async ({ db, member }) => ({ count: await countUnreadMentions(db, member.id) })),

  implement('mention_status', async ({ db, member, params, body }) => {
    if (!(await updateMention(db, member.id, params.id, { status: body.status })))
      throw notFound(MENTION_NOT_FOUND_MESSAGE);
    return oneMention(db, member.id, params.id);
  }),

  implement('mention_read', async ({ db, member, params }) => {
    if (!(await updateMention(db, member.id, params.id, { readFlg: true })))
      throw notFound(MENTION_NOT_FOUND_MESSAGE);
    return oneMention(db, member.id, params.id);
  }),
];
