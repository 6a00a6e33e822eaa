import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { dailies } from './daily.ts';
import { chatRooms } from './project.ts';
import { chatMessages } from './talk.ts';

/**
 * Dailies posted to their site room's board (talk §7 post-bbs-message, issue 13). Each post is
 * also a talk message of the room (the summary text, delivered live); this row ties that message
 * to its daily, so the board (getBbsMessages) lists the room's posted dailies and a daily's
 * message can open its report. A daily posted again gets a new message; the board shows its
 * newest post. Deleting the daily drops its posts; deleting the message hides it from the board.
 */
export const dailyBbsPosts = pgTable(
  'daily_bbs_posts',
  {
    chatMessageId: integer('chat_message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    dailyId: integer('daily_id')
      .notNull()
      .references(() => dailies.id, { onDelete: 'cascade' }),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
  },
  // The board read: a room's posts, newest message per daily.
  (t) => [index('daily_bbs_posts_room_idx').on(t.chatRoomId, t.dailyId, t.chatMessageId)],
);
