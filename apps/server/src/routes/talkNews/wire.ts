import type { TAdminNews, TMention, TNews } from '@genba/api-client/schemas';
import { toWireDateTime } from '../user/wire.ts';
import type { MentionRow } from './mentionQueries.ts';
import type { AdminNewsRow, MemberNewsRow, NewsRow } from './newsQueries.ts';
import { sanitizeNewsHtml } from './sanitize.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The wire's `YYYY-MM-DD HH:mm:ss` is Japan time (toWireDateTime). */
export const fromWireDateTime = (value: string): Date => new Date(`${value.replace(' ', 'T')}+09:00`);

/** Every news body leaves the server sanitised, whatever was stored. */
const newsBase = (row: NewsRow) => ({
  id: row.id,
  news_title: row.title,
  news_file_path: row.filePath,
  news_type: row.type,
  news_content: row.content === null ? null : sanitizeNewsHtml(row.content),
  target: row.target,
  popup_flg: flag(row.popupFlg),
  publish_start: toWireDateTime(row.publishStart),
  publish_end: row.publishEnd ? toWireDateTime(row.publishEnd) : null,
  regist_datetime: toWireDateTime(row.createdAt),
});

export const toWireNews = (row: MemberNewsRow): TNews => ({
  ...newsBase(row),
  readed: flag(row.readed),
  unpopup: flag(row.unpopup),
});

export const toWireAdminNews = (row: AdminNewsRow): TAdminNews => ({
  ...newsBase(row),
  create_member_name: row.createName,
  read_count: row.readCount,
});

/** At most `max` UTF-16 units (the schema's measure) without splitting a surrogate pair. */
export const cut = (text: string, max: number): string => {
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
};

/** The mention's excerpt is the message cut to 100 characters (ZMention). */
export const toWireMention = (row: MentionRow): TMention => ({
  id: row.id,
  chatroom_id: row.chatroom_id,
  chat_message_id: row.chat_message_id,
  room_type: row.room_type,
  room_name: row.room_name,
  attendance_field_id: row.attendance_field_id,
  from_member_id: row.from_member_id,
  from_member_name: row.from_member_name,
  message: cut(row.message ?? '', 100),
  status: row.status,
  read_flg: flag(row.read_flg),
  regist_datetime: toWireDateTime(row.created_at),
});
