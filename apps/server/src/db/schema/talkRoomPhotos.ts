import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedImageColumns } from './album.ts';
import { members } from './member.ts';
import { chatRooms } from './project.ts';
import { chatMessages } from './talk.ts';

/**
 * Photos sent into group and private rooms (talk §7 sendGroupPhoto,
 * sendMemberPhoto and their first-photo variants). A site room's photo is an
 * album photo of its project (chat_message_pictures); a group or private room
 * has no project and therefore no album, so its photos live here, checked,
 * thumbnailed and stored exactly as album photos are. A photo belongs to the
 * message it was sent with until it is detached (chat_message_id null);
 * disabling hides it in the room (del_flg) and keeps the file (talk §4).
 */
export const chatRoomPhotos = pgTable(
  'chat_room_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    chatMessageId: integer('chat_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    registMemberId: integer('regist_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ...storedImageColumns(),
    shotAt: timestamp('shot_at', { withTimezone: true }),
    /** Order within the message: the order the photos were sent. */
    sortId: smallint('sort_id').notNull().default(0),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    delFlg: boolean('del_flg').notNull().default(false),
    /** The client's id for the upload that sent the photo (cancelUpload finds it by this). */
    uploadId: uuid('upload_id'),
  },
  (t) => [
    // The message read's pictures subquery.
    index('chat_room_photos_message_idx').on(t.chatMessageId, t.sortId),
    index('chat_room_photos_room_idx').on(t.chatRoomId),
    index('chat_room_photos_upload_idx')
      .on(t.registMemberId, t.uploadId)
      .where(sql`${t.uploadId} is not null`),
  ],
);
