import type { NewsTarget, NewsType } from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members, users } from './member.ts';
import { chatRooms } from './project.ts';

/**
 * System administrators of the service (talk §6 "an administrator news role"): users, not
 * members, because news is published to every company. A row here opens /admin/news.
 */
export const systemAdmins = pgTable('system_admins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** News items (talk §3 News: id, news_title, news_file_path, news_type), published to every member. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    type: text('type').$type<NewsType>().notNull(),
    /** The HTML body as the administrator wrote it; sanitised whenever it is served. */
    content: text('content'),
    filePath: text('file_path'),
    target: text('target').$type<NewsTarget>().notNull(),
    popupFlg: boolean('popup_flg').notNull().default(false),
    publishStart: timestamp('publish_start', { withTimezone: true }).notNull(),
    publishEnd: timestamp('publish_end', { withTimezone: true }),
    createUserId: integer('create_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_publish_idx').on(t.publishStart, t.id)],
);

/** A member's state of one item: read and/or dismissed (un-popup). No row means unread. */
export const newsMemberStates = pgTable(
  'news_member_states',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readed: boolean('readed').notNull().default(false),
    unpopup: boolean('unpopup').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.newsId] }), index('news_member_states_news_idx').on(t.newsId)],
);

/** Emergency contacts of a room (talk §3), shown five at a time in sort_id order (talk §9). */
export const chatroomEmergencyContacts = pgTable(
  'chatroom_emergency_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactTypeId: smallint('contact_type_id').notNull(),
    telNumber: text('tel_number').notNull(),
    sortId: integer('sort_id').notNull(),
    createMemberId: integer('create_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [index('chatroom_emergency_contacts_room_idx').on(t.chatRoomId, t.sortId)],
);

/**
 * Building files of a room's bulletin board (talk §3 building file). The bytes live in the
 * storage adapter under storage_key; update_datetime is set when a new version replaces them.
 */
export const bbsFiles = pgTable(
  'bbs_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    pickupFlg: boolean('pickup_flg').notNull().default(false),
    registAt: timestamp('regist_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    delFlg: boolean('del_flg').notNull().default(false),
    /** The client's id for the upload that created the file (cancelUpload finds it by this). */
    uploadId: uuid('upload_id'),
  },
  (t) => [
    index('bbs_files_room_idx').on(t.chatRoomId, t.pickupFlg, t.id),
    index('bbs_files_upload_idx').on(t.memberId, t.uploadId).where(sql`${t.uploadId} is not null`),
  ],
);

/**
 * Uploads their uploader cancelled (cancelUpload, talk §4 キャンセル): an upload carrying one of these
 * ids is refused before its bytes are stored, or withdrawn if it landed first. Keyed by member, so
 * only the uploader's own uploads are affected; rows older than a day are pruned on the next cancel.
 */
export const uploadCancels = pgTable(
  'upload_cancels',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.uploadId] })],
);

/** Which member has opened which version of a building file (talk §4 read status). */
export const bbsFileReads = pgTable(
  'bbs_file_reads',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => bbsFiles.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.fileId] })],
);
