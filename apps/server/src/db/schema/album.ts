import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { members } from './member.ts';
import { projects } from './project.ts';

/** A tag's setting per kind of use (talk §3: operations keyed by kind: checked, pqa, required). */
export type TagOperations = Record<string, { checked: boolean; pqa: boolean; required: boolean }>;
/** Black-board settings of talk §3, stored as sent. */
export type BoardSettings = {
  board_work_contents: { tag_name: string; tag_group_name: string | null }[];
  shooting_date: string | null;
};

/** Tag groups (talk §3): company-wide (no field), per project, or a member's own. */
export const albumTagGroups = pgTable(
  'album_tag_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id').references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pqaFlg: smallint('pqa_flg').$type<0 | 1>().notNull().default(0),
    sortId: integer('sort_id').notNull().default(0),
  },
  (t) => [index('album_tag_groups_company_idx').on(t.companyId)],
);

/** Tags; a tag in no group shows under 不明 (talk §3). */
export const albumTags = pgTable(
  'album_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagGroupId: integer('tag_group_id').references(() => albumTagGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    operations: jsonb('operations').$type<TagOperations>().notNull().default({}),
    sortId: integer('sort_id').notNull().default(0),
  },
  (t) => [index('album_tags_company_idx').on(t.companyId)],
);

/** Picture folders of a project (talk §3 Folder). */
export const albumFolders = pgTable(
  'album_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortId: integer('sort_id').notNull().default(0),
  },
  (t) => [index('album_folders_field_idx').on(t.fieldId)],
);

/**
 * The stored files of a checked image (routes/album/storePhoto.ts storeCheckedImage): the
 * original and its thumbnail, with what the check read from the bytes. Album photos and the
 * photos of group and private rooms keep the same columns.
 */
export const storedImageColumns = () => ({
  storageKey: text('storage_key').notNull(),
  thumbKey: text('thumb_key').notNull(),
  uploadFilename: text('upload_filename').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sha256: text('sha256').notNull(),
});

/**
 * Album photos (talk §3). The file lives in storage under storage_key; a
 * black-board photo's bytes are stored as shot and sha256 is the digest taken
 * at upload, checked again when served (改ざん検知). Delete only hides (del_flg).
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    registMemberId: integer('regist_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ...storedImageColumns(),
    boardFlg: smallint('board_flg').$type<0 | 1>().notNull().default(0),
    boardSettings: jsonb('board_settings').$type<BoardSettings>(),
    shotAt: timestamp('shot_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    folderId: integer('folder_id').references(() => albumFolders.id, { onDelete: 'set null' }),
    placeId: integer('place_id'),
    timeId: integer('time_id'),
    /** A photo's place in its place or time category as last dragged (updateBuildingPictureLastSorting). */
    placeSortId: integer('place_sort_id'),
    timeSortId: integer('time_sort_id'),
    favoriteFlg: smallint('favorite_flg').$type<0 | 1>().notNull().default(0),
    pickupFlg: smallint('pickup_flg').$type<0 | 1>().notNull().default(0),
    sent: smallint('sent').$type<0 | 1>().notNull().default(0),
    serviceId: integer('service_id'),
    delFlg: boolean('del_flg').notNull().default(false),
    /** The client's key per file: a retried upload answers the stored photo instead of storing it twice. */
    idempotencyKey: text('idempotency_key'),
    /** A photo sent in a site room: the client's id for its upload (cancelUpload finds it by this). */
    uploadId: uuid('upload_id'),
  },
  (t) => [
    // Paging a project's album newest first, hidden photos skipped.
    index('album_photos_field_page_idx').on(t.fieldId, t.delFlg, t.id),
    index('album_photos_company_page_idx').on(t.companyId, t.delFlg, t.id),
    // The search panel's folder filter pages one folder of a project without walking the others.
    index('album_photos_field_folder_page_idx').on(t.fieldId, t.folderId, t.id).where(sql`not ${t.delFlg}`),
    uniqueIndex('album_photos_idempotency_unique').on(t.registMemberId, t.idempotencyKey),
    index('album_photos_upload_idx').on(t.registMemberId, t.uploadId).where(sql`${t.uploadId} is not null`),
  ],
);

/**
 * The visible (del_flg 0) photos per company and project, kept by statement triggers on
 * album_photos (migration 0031_albumindex): an album's total without counting 100,000 rows.
 * No foreign keys: the triggers also run inside a project's cascaded delete.
 */
export const albumPhotoCounts = pgTable(
  'album_photo_counts',
  {
    companyId: integer('company_id').notNull(),
    fieldId: integer('field_id').notNull(),
    visible: integer('visible').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fieldId] })],
);

export const albumPhotoTags = pgTable(
  'album_photo_tags',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => albumTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.tagId] }), index('album_photo_tags_tag_idx').on(t.tagId)],
);
