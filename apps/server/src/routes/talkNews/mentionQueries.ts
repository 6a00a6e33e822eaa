import type { ChatroomType } from '@genba/validators';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { chatMentions, chatMessages } from '../../db/schema/index.ts';

export type MentionRow = {
  id: number;
  chatroom_id: number;
  chat_message_id: number;
  room_type: ChatroomType;
  room_name: string;
  attendance_field_id: number | null;
  from_member_id: number;
  from_member_name: string;
  message: string | null;
  status: 0 | 1;
  read_flg: boolean;
  created_at: Date | string;
};

/**
 * A member's mentions, newest first, paged by id. A mention of a deleted message stays out:
 * its text is gone and the member has nothing left to answer.
 */
export const listMentions = async (
  db: Db,
  memberId: number,
  page: { limit: number; minId?: number | undefined; status?: 0 | 1 | undefined; id?: number },
): Promise<MentionRow[]> =>
  queryRows<MentionRow>(
    db,
    sql`select x.id, m.chat_room_id as chatroom_id, x.chat_message_id, r.type as room_type,
          coalesce(nullif(r.name, ''), '') as room_name, r.attendance_field_id,
          x.from_member_id, trim(f.name1 || ' ' || f.name2) as from_member_name,
          m.message, x.status, x.read_flg, x.created_at
        from chat_mentions x
        join chat_messages m on m.id = x.chat_message_id and m.del_flg = false
        join chat_rooms r on r.id = m.chat_room_id
        join members f on f.id = x.from_member_id
        where x.member_id = ${memberId}
          ${page.minId !== undefined ? sql`and x.id < ${page.minId}` : sql``}
          ${page.status !== undefined ? sql`and x.status = ${page.status}` : sql``}
          ${page.id !== undefined ? sql`and x.id = ${page.id}` : sql``}
        order by x.id desc
        limit ${page.limit}`,
  );

/** Unread mentions of live messages: the badge's true count (the client shows 99+). */
export const countUnreadMentions = async (db: Db, memberId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(chatMentions)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMentions.chatMessageId))
    .where(
      and(
        eq(chatMentions.memberId, memberId),
        eq(chatMentions.readFlg, false),
        eq(chatMessages.delFlg, false),
      ),
    );
  return row?.n ?? 0;
};

/** Updates the member's own mention; false when the id is not theirs. */
export const updateMention = async (
  db: Db,
  memberId: number,
  id: number,
  set: { status?: 0 | 1; readFlg?: true },
): Promise<boolean> =>
  (
    await db
      .update(chatMentions)
      .set(set)
      .where(and(eq(chatMentions.id, id), eq(chatMentions.memberId, memberId)))
      .returning({ id: chatMentions.id })
  ).length > 0;
