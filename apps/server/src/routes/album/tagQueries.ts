import { and, asc, count, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  albumPhotos,
  albumPhotoTags,
  albumTagGroups,
  albumTags,
  type TagOperations,
} from '../../db/schema/index.ts';
import type { TagGroupRow, TagRow } from './queries.ts';

/** The tag master's reads and writes (the /genbamastersetting/tag-group settings). */

/**
 * Marks as changed the photos carrying any of these tags (a sub-select of tag ids): a photo's answer
 * holds its tags' names and groups, so a rename, a move or a removal is a change albumSync and
 * getAlbumCaching must hand on.
 */
const touchPhotosTagged = (db: Db, tagIds: SQL, now: Date) =>
  db
    .update(albumPhotos)
    .set({ updatedAt: now })
    .where(
      inArray(
        albumPhotos.id,
        sql`(select ${albumPhotoTags.photoId} from ${albumPhotoTags} where ${albumPhotoTags.tagId} in ${tagIds})`,
      ),
    );

const tagsOfGroup = (groupId: number) =>
  sql`(select ${albumTags.id} from ${albumTags} where ${albumTags.tagGroupId} = ${groupId})`;

/** A group's scope: company-wide (field null) or one project's own groups. */
const groupScope = (companyId: number, fieldId: number | null): SQL | undefined =>
  and(
    eq(albumTagGroups.companyId, companyId),
    fieldId === null ? isNull(albumTagGroups.fieldId) : eq(albumTagGroups.fieldId, fieldId),
  );

export const findTagGroup = async (db: Db, id: number): Promise<TagGroupRow | undefined> => {
  const [row] = await db.select().from(albumTagGroups).where(eq(albumTagGroups.id, id));
  return row;
};

export const listScopeGroups = (db: Db, companyId: number, fieldId: number | null): Promise<TagGroupRow[]> =>
  db
    .select()
    .from(albumTagGroups)
    .where(groupScope(companyId, fieldId))
    .orderBy(asc(albumTagGroups.sortId), asc(albumTagGroups.id));

export const countCompanyGroups = async (db: Db, companyId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(albumTagGroups)
    .where(eq(albumTagGroups.companyId, companyId));
  return row?.n ?? 0;
};

/** Appends a group at the end of its scope. */
export const insertTagGroup = async (
  db: Db,
  group: { companyId: number; fieldId: number | null; name: string; pqaFlg: 0 | 1 },
): Promise<TagGroupRow> => {
  const [last] = await db
    .select({ n: max(albumTagGroups.sortId) })
    .from(albumTagGroups)
    .where(groupScope(group.companyId, group.fieldId));
  const [row] = await db
    .insert(albumTagGroups)
    .values({ ...group, sortId: (last?.n ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('insertTagGroup: no row');
  return row;
};

/** Renames a group (or sets its pqa flag); its tags' photos count as changed (they show the group's name). */
export const updateTagGroup = async (
  db: Db,
  id: number,
  change: { name: string; pqaFlg: 0 | 1 },
  now: Date,
): Promise<TagGroupRow | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx.update(albumTagGroups).set(change).where(eq(albumTagGroups.id, id)).returning();
    if (row) await touchPhotosTagged(tx, tagsOfGroup(id), now);
    return row;
  });

/** Removes a group; its tags stay in no group (不明), their photos changed. Answers how many tags were ungrouped. */
export const deleteTagGroup = async (db: Db, id: number, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    await touchPhotosTagged(tx, tagsOfGroup(id), now);
    const moved = await tx
      .update(albumTags)
      .set({ tagGroupId: null })
      .where(eq(albumTags.tagGroupId, id))
      .returning({ id: albumTags.id });
    await tx.delete(albumTagGroups).where(eq(albumTagGroups.id, id));
    return moved.length;
  });

/** Writes sort_id = index for ids already checked to be the whole scope. */
export const sortTagGroups = async (db: Db, ids: readonly number[]): Promise<void> =>
  db.transaction(async (tx) => {
    for (const [i, id] of ids.entries())
      await tx.update(albumTagGroups).set({ sortId: i }).where(eq(albumTagGroups.id, id));
  });

export const findTag = async (db: Db, id: number): Promise<TagRow | undefined> => {
  const [row] = await db.select().from(albumTags).where(eq(albumTags.id, id));
  return row;
};

/** The tags of one group (null: the tags in no group) of a company, in order. */
export const listGroupTags = (db: Db, companyId: number, groupId: number | null): Promise<TagRow[]> =>
  db
    .select()
    .from(albumTags)
    .where(
      and(
        eq(albumTags.companyId, companyId),
        groupId === null ? isNull(albumTags.tagGroupId) : eq(albumTags.tagGroupId, groupId),
      ),
    )
    .orderBy(asc(albumTags.sortId), asc(albumTags.id));

export const insertTag = async (
  db: Db,
  tag: { companyId: number; tagGroupId: number | null; name: string; operations: TagOperations },
  sortId: number,
): Promise<TagRow> => {
  const [row] = await db
    .insert(albumTags)
    .values({ ...tag, sortId })
    .returning();
  if (!row) throw new Error('insertTag: no row');
  return row;
};

export const updateTag = async (
  db: Db,
  id: number,
  change: {
    name: string;
    tagGroupId: number | null;
    operations?: TagOperations | undefined;
    sortId?: number;
  },
  now: Date,
): Promise<TagRow | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx.update(albumTags).set(change).where(eq(albumTags.id, id)).returning();
    // Its name or group may have changed, which every photo carrying it shows.
    if (row) await touchPhotosTagged(tx, sql`(${id})`, now);
    return row;
  });

/** Removes the tag (its photo links cascade, the photos stay); its photos count as changed. */
export const deleteTag = async (db: Db, id: number, now: Date): Promise<void> =>
  db.transaction(async (tx) => {
    await touchPhotosTagged(tx, sql`(${id})`, now);
    await tx.delete(albumTags).where(eq(albumTags.id, id));
  });

export const sortTags = async (db: Db, ids: readonly number[]): Promise<void> =>
  db.transaction(async (tx) => {
    for (const [i, id] of ids.entries())
      await tx.update(albumTags).set({ sortId: i }).where(eq(albumTags.id, id));
  });

/** Whether every id is one of these rows and every row is listed once: a full reorder of the scope. */
export const isWholeScope = (ids: readonly number[], rows: readonly { id: number }[]): boolean => {
  const wanted = new Set(ids);
  return wanted.size === ids.length && wanted.size === rows.length && rows.every((r) => wanted.has(r.id));
};
