import type { ChatMessageKind } from '@genba/validators';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.ts';
import { chatRooms } from './project.ts';

/**
 * Talk messages (talk §3). Pages are read by (sent, id) descending, never by
 * offset, so the room index leads with chat_room_id and ends with (sent, id).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChatMessageKind>().notNull(),
    message: text('message'),
    stampId: smallint('stamp_id'),
    // Whole seconds: the wire's min_sent has no fraction, so the (sent, id) keyset stays exact.
    sent: timestamp('sent', { withTimezone: true, precision: 0 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    delFlg: boolean('del_flg').notNull().default(false),
  },
  (t) => [index('chat_messages_room_sent_idx').on(t.chatRoomId, t.sent, t.id)],
);

/**
 * How far each member has read a room: the newest message id they have seen.
 * A message's 既読 count is the number of other members whose mark reaches
 * it, so reading a room is one upsert however many messages it holds.
 */
export const chatRoomReads = pgTable(
  'chat_room_reads',
  {
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatRoomId, t.memberId] })],
);

/** A mention of a member in a message (talk §3 mention); only room members can be mentioned. */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatMessageId: integer('chat_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<0 | 1>().notNull().default(0),
    readFlg: boolean('read_flg').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_mentions_member_idx').on(t.memberId, t.id),
    index('chat_mentions_message_idx').on(t.chatMessageId),
  ],
);

/** Messages a member hid from their own view (dispoff); the others still see them. */
export const chatMessageHidden = pgTable(
  'chat_message_hidden',
  {
    chatMessageId: integer('chat_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.chatMessageId] })],
);

/**
 * The live-event log: every change a room's members must see (new, edited,
 * deleted message; read marks). Its id is the SSE event id, so a client that
 * reconnects with Last-Event-ID gets exactly the events after it, none lost
 * and none twice, whichever server process wrote them.
 */
export const talkEvents = pgTable(
  'talk_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_events_room_idx').on(t.chatRoomId, t.id)],
);
