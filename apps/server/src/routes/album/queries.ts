import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  albumFolders,
  albumPhotoCounts,
  albumPhotos,
  albumPhotoTags,
  albumTagGroups,
  albumTags,
  members,
  projects,
} from '../../db/schema/index.ts';
import { accessibleProjectFilter, type ProjectActor, projectMemberScope } from '../../http/tenancy.ts';
import { likePattern } from '../talk/queries.ts';

const intArray = (ids: number[]): string => {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('intArray: not integers');
  return `ARRAY[${ids.join(',')}]::int[]`;
};

/** The album feature's reads and writes. Handlers in index.ts call these; no drizzle query in a handler. */

export type PhotoRow = typeof albumPhotos.$inferSelect;
/**
 * A photo as every photo list on the wire shows it: with its project, registering member and
 * folder names and its tags. Read as JSON built by the database (photoListJson), so timestamps
 * arrive as ISO strings.
 */
export type PhotoListRow = {
  id: number;
  fieldId: number;
  caseName: string;
  storageKey: string;
  uploadFilename: string;
  shotAt: string | null;
  registeredAt: string;
  registMemberId: number;
  memberName1: string;
  memberName2: string;
  updatedAt: string | null;
  delFlg: boolean;
  sent: 0 | 1;
  folderId: number | null;
  folderName: string | null;
  favoriteFlg: 0 | 1;
  boardFlg: 0 | 1;
  boardSettings: PhotoRow['boardSettings'];
  placeId: number | null;
  timeId: number | null;
  serviceId: number | null;
  pickupFlg: 0 | 1;
  placeSortId: number | null;
  timeSortId: number | null;
  /** [tag id, tag name, group id, group name], in the tags' sort order. */
  tags: [number, string, number | null, string | null][];
};
export type PhotoFilter = {
  fieldId?: number | undefined;
  keyword?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  memberId?: number | undefined;
  tagIds?: number[] | undefined;
  folderId?: number | undefined;
};

const filters = (viewer: ProjectActor, f: PhotoFilter): SQL[] => {
  const where: SQL[] = [
    accessibleProjectFilter(viewer, { companyId: albumPhotos.companyId, projectId: albumPhotos.fieldId }),
    eq(albumPhotos.delFlg, false),
  ];
  if (f.fieldId !== undefined) where.push(eq(albumPhotos.fieldId, f.fieldId));
  if (f.folderId !== undefined) where.push(eq(albumPhotos.folderId, f.folderId));
  if (f.memberId !== undefined) where.push(eq(albumPhotos.registMemberId, f.memberId));
  // Dates are Japanese days: a day starts at 00:00 in Tokyo.
  if (f.dateFrom) where.push(gte(albumPhotos.registeredAt, new Date(`${f.dateFrom}T00:00:00+09:00`)));
  if (f.dateTo)
    where.push(lt(albumPhotos.registeredAt, new Date(Date.parse(`${f.dateTo}T00:00:00+09:00`) + 86_400_000)));
  const keyword = f.keyword?.trim();
  if (keyword) where.push(ilike(albumPhotos.uploadFilename, likePattern(keyword)));
  if (f.tagIds && f.tagIds.length > 0) {
    where.push(
      inArray(
        albumPhotos.id,
        sql`(select ${albumPhotoTags.photoId} from ${albumPhotoTags} where ${inArray(albumPhotoTags.tagId, f.tagIds)})`,
      ),
    );
  }
  return where;
};

/** A photo as photoListJson's SQL builds it: PhotoListRow's fields in order, as a JSON array. */
type PhotoListTuple = [
  number,
  number,
  string,
  string,
  string,
  string | null,
  string,
  number,
  string,
  string,
  string | null,
  boolean,
  0 | 1,
  number | null,
  string | null,
  0 | 1,
  0 | 1,
  PhotoRow['boardSettings'],
  number | null,
  number | null,
  number | null,
  0 | 1,
  PhotoListRow['tags'] | null,
  number | null,
  number | null,
];

const fromTuple = (t: PhotoListTuple): PhotoListRow => ({
  id: t[0],
  fieldId: t[1],
  caseName: t[2],
  storageKey: t[3],
  uploadFilename: t[4],
  shotAt: t[5],
  registeredAt: t[6],
  registMemberId: t[7],
  memberName1: t[8],
  memberName2: t[9],
  updatedAt: t[10],
  delFlg: t[11],
  sent: t[12],
  folderId: t[13],
  folderName: t[14],
  favoriteFlg: t[15],
  boardFlg: t[16],
  boardSettings: t[17],
  placeId: t[18],
  timeId: t[19],
  serviceId: t[20],
  pickupFlg: t[21],
  tags: t[22] ?? [],
  placeSortId: t[23],
  timeSortId: t[24],
});

/**
 * The photos matching `where`, newest first, as one JSON text built by the database. On PGlite
 * every cell of a result costs the protocol parser an ArrayBuffer copy and a decode, so a page is
 * one text cell: one JSON array per photo (no key names repeated 200 times), joined with commas.
 * The page's rows are chosen first (the index on project, del_flg and id), then the tags of just
 * those photos in one grouped join: a subquery per photo ran its own sort and aggregate 201 times
 * and was half of a page's database time at 100,000 photos (EXPLAIN ANALYZE, issue 12).
 */
/** photoListJson's text (and album_photo_page's) → rows. */
const fromPageJson = (text: string | null | undefined): PhotoListRow[] =>
  text ? (JSON.parse(`[${text}]`) as PhotoListTuple[]).map(fromTuple) : [];

const photoListJson = async (db: Db, where: SQL, limit?: number): Promise<PhotoListRow[]> => {
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`with page as (
      select * from ${albumPhotos} where ${where}
      order by ${albumPhotos.id} desc ${limit === undefined ? sql`` : sql`limit ${limit}`}
    ), page_tags as (
      select pt.photo_id,
        json_agg(json_build_array(t.id, t.name, t.tag_group_id, g.name) order by t.sort_id, t.id) as tags
      from ${albumPhotoTags} pt
      join ${albumTags} t on t.id = pt.tag_id
      left join ${albumTagGroups} g on g.id = t.tag_group_id
      where pt.photo_id in (select id from page)
      group by pt.photo_id
    )
    select string_agg(json_build_array(p.id, p.field_id, pr.case_name, p.storage_key, p.upload_filename,
        p.shot_at, p.registered_at, p.regist_member_id, m.name1, m.name2, p.updated_at, p.del_flg, p.sent,
        p.folder_id, f.name, p.favorite_flg, p.board_flg, p.board_settings, p.place_id, p.time_id,
        p.service_id, p.pickup_flg, pg.tags, p.place_sort_id, p.time_sort_id)::text, ',' order by p.id desc) as rows
    from page p
    join ${projects} pr on pr.id = p.field_id
    join ${members} m on m.id = p.regist_member_id
    left join ${albumFolders} f on f.id = p.folder_id
    left join page_tags pg on pg.photo_id = p.id`,
  );
  return fromPageJson(row?.rows);
};

/**
 * A page of the whole album (of one project, or of every project the viewer sees) from the
 * album_photo_page function (migration 0035_albumpage): the same text photoListJson builds, from a
 * statement whose plan the connection keeps. Planning the page's statement anew was about half of
 * its database time (2.5 of 4.9 ms CPU per page of 200 on PGlite, issue 12).
 */
const albumPageJson = async (
  db: Db,
  viewer: ProjectActor,
  fieldId: number | undefined,
  page: { limit: number; beforeId?: number | undefined },
): Promise<PhotoListRow[]> => {
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`select album_photo_page(${viewer.company.id}::int, ${fieldId ?? null}::int, ${projectMemberScope(viewer)}::int,
      ${page.beforeId ?? null}::int, ${page.limit + 1}::int) as rows`,
  );
  return fromPageJson(row?.rows);
};

/** One page of photos, newest first, older than `beforeId`; one extra row tells whether more remain. */
export const listPhotoPage = async (
  db: Db,
  viewer: ProjectActor,
  filter: PhotoFilter,
  page: { limit: number; beforeId?: number | undefined },
): Promise<{ rows: PhotoListRow[]; hasMore: boolean }> => {
  if (projectOnly(filter)) {
    const rows = await albumPageJson(db, viewer, filter.fieldId, page);
    return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
  }
  const where = filters(viewer, filter);
  if (page.beforeId !== undefined) where.push(lt(albumPhotos.id, page.beforeId));
  const rows = await photoListJson(db, and(...where) ?? sql`true`, page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
};

/** A filter that only narrows to a project: its total is a sum of album_photo_counts. */
const projectOnly = (f: PhotoFilter): boolean =>
  !f.keyword?.trim() &&
  !f.dateFrom &&
  !f.dateTo &&
  f.memberId === undefined &&
  f.folderId === undefined &&
  !(f.tagIds && f.tagIds.length > 0);

/**
 * The photos matching the filter. A whole album (all the viewer's projects, or one) reads the
 * counts the triggers keep (one row per project) instead of counting its photos: at 100,000
 * photos that count was most of the first page's database time. Searches still count.
 */
export const countPhotos = async (db: Db, viewer: ProjectActor, filter: PhotoFilter): Promise<number> => {
  if (projectOnly(filter)) {
    const [sum] = await db
      .select({ n: sql<number>`coalesce(sum(${albumPhotoCounts.visible}), 0)::int` })
      .from(albumPhotoCounts)
      .where(
        and(
          accessibleProjectFilter(viewer, {
            companyId: albumPhotoCounts.companyId,
            projectId: albumPhotoCounts.fieldId,
          }),
          filter.fieldId === undefined ? undefined : eq(albumPhotoCounts.fieldId, filter.fieldId),
        ),
      );
    return sum?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(albumPhotos)
    .where(and(...filters(viewer, filter)));
  return row?.n ?? 0;
};

/**
 * One page of the viewer's photos (of one project, or all they see) changed since `since`, newest first:
 * hidden ones included, so a client's copy can drop them (albumSync, getAlbumCaching). Without
 * `since` there is nothing to drop: the visible photos only. Registration counts as a change.
 */
export const listChangedPhotos = async (
  db: Db,
  viewer: ProjectActor,
  change: { fieldId?: number | undefined; since?: Date | undefined },
  page: { limit: number; beforeId?: number | undefined },
): Promise<{ rows: PhotoListRow[]; hasMore: boolean }> => {
  const where: SQL[] = [
    accessibleProjectFilter(viewer, { companyId: albumPhotos.companyId, projectId: albumPhotos.fieldId }),
  ];
  if (change.fieldId !== undefined) where.push(eq(albumPhotos.fieldId, change.fieldId));
  where.push(
    change.since === undefined
      ? eq(albumPhotos.delFlg, false)
      : gte(sql`coalesce(${albumPhotos.updatedAt}, ${albumPhotos.registeredAt})`, change.since),
  );
  if (page.beforeId !== undefined) where.push(lt(albumPhotos.id, page.beforeId));
  const rows = await photoListJson(db, and(...where) ?? sql`true`, page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
};

/** The photos with these ids, hidden ones excluded, with what the wire needs (tags included). */
export const findPhotos = async (db: Db, ids: number[]): Promise<PhotoListRow[]> =>
  ids.length === 0
    ? []
    : // One array literal instead of one bound parameter per id: the daily list asks for 2,000.
      photoListJson(
        db,
        sql`${albumPhotos.id} = any(${sql.raw(intArray(ids))}) and not ${albumPhotos.delFlg}`,
      );

export const findPhoto = async (db: Db, id: number): Promise<PhotoRow | undefined> => {
  const [row] = await db.select().from(albumPhotos).where(eq(albumPhotos.id, id));
  return row;
};

export const findPhotoByKey = async (db: Db, key: string): Promise<PhotoRow | undefined> => {
  const [row] = await db.select().from(albumPhotos).where(eq(albumPhotos.storageKey, key));
  return row;
};

export const findPhotoByIdempotencyKey = async (
  db: Db,
  memberId: number,
  key: string,
): Promise<PhotoRow | undefined> => {
  const [row] = await db
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.registMemberId, memberId), eq(albumPhotos.idempotencyKey, key)));
  return row;
};

export type NewPhoto = typeof albumPhotos.$inferInsert;

/** Inserts a photo and its tags in one transaction; null when the idempotency key was already used. */
export const insertPhoto = async (db: Db, photo: NewPhoto, tagIds: number[]): Promise<PhotoRow | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(albumPhotos).values(photo).onConflictDoNothing().returning();
    if (!row) return null;
    if (tagIds.length > 0)
      await tx.insert(albumPhotoTags).values(tagIds.map((tagId) => ({ photoId: row.id, tagId })));
    return row;
  });

/** The ids of the projects the viewer sees, newest first (no photo counts: those group every photo). */
export const listAccessibleFieldIds = async (db: Db, viewer: ProjectActor): Promise<number[]> =>
  (
    await db
      .select({ id: projects.id })
      .from(projects)
      .where(accessibleProjectFilter(viewer, { companyId: projects.companyId, projectId: projects.id }))
      .orderBy(desc(projects.id))
  ).map((r) => r.id);

/** The projects the viewer sees, with their visible photo counts. */
export const listFieldSummaries = async (db: Db, viewer: ProjectActor) => {
  const fieldRows = await db
    .select({ id: projects.id, caseName: projects.caseName })
    .from(projects)
    .where(accessibleProjectFilter(viewer, { companyId: projects.companyId, projectId: projects.id }))
    .orderBy(desc(projects.id));
  const ids = fieldRows.map((f) => f.id);
  // The counts the triggers keep and each project's newest photo from the paging index: grouping
  // every photo of the company here took 440 ms at 100,000 photos, on the first thumbnails' path.
  const counts =
    ids.length === 0
      ? []
      : await queryRows<{ fieldId: number; n: number; latest: number | null }>(
          db,
          sql`select c.field_id as "fieldId", c.n, (
              select max(${albumPhotos.id}) from ${albumPhotos}
              where ${albumPhotos.fieldId} = c.field_id and not ${albumPhotos.delFlg}
            ) as latest
            from (
              select ${albumPhotoCounts.fieldId}, sum(${albumPhotoCounts.visible})::int as n from ${albumPhotoCounts}
              where ${albumPhotoCounts.fieldId} = any(${sql.raw(intArray(ids))})
              group by ${albumPhotoCounts.fieldId}
            ) c`,
        );
  const byField = new Map(counts.map((c) => [c.fieldId, c]));
  return fieldRows.map((f) => ({
    ...f,
    photoCount: byField.get(f.id)?.n ?? 0,
    latestId: byField.get(f.id)?.latest ?? null,
  }));
};

export type TagGroupRow = typeof albumTagGroups.$inferSelect;
export type TagRow = typeof albumTags.$inferSelect;

/** Company-wide groups, plus the own groups of these projects (talk §3: a tag group's field_id). */
const groupsInScope = (companyId: number, fieldIds: readonly number[]): SQL | undefined =>
  and(
    eq(albumTagGroups.companyId, companyId),
    fieldIds.length === 0
      ? isNull(albumTagGroups.fieldId)
      : or(isNull(albumTagGroups.fieldId), inArray(albumTagGroups.fieldId, [...fieldIds])),
  );

/**
 * The company's tag groups (company-wide, then the given projects' own) and
 * the tags of those groups and of no group (不明). Tags of other projects'
 * groups are left out: they are not 不明, and not this scope's to use.
 */
export const listTagMaster = async (db: Db, companyId: number, fieldIds: number | readonly number[] = []) => {
  const fields = typeof fieldIds === 'number' ? [fieldIds] : fieldIds;
  const groups = await db
    .select()
    .from(albumTagGroups)
    .where(groupsInScope(companyId, fields))
    .orderBy(
      sql`${albumTagGroups.fieldId} is not null`,
      asc(albumTagGroups.fieldId),
      asc(albumTagGroups.sortId),
      asc(albumTagGroups.id),
    );
  const inScope = new Set(groups.map((g) => g.id));
  const tags = (
    await db
      .select()
      .from(albumTags)
      .where(eq(albumTags.companyId, companyId))
      .orderBy(asc(albumTags.sortId), asc(albumTags.id))
  ).filter((t) => t.tagGroupId === null || inScope.has(t.tagGroupId));
  return { groups, tags };
};

/**
 * How many of these tags the company's photos may carry: the company's, in
 * no group or a company-wide group, or (with fieldId) in that project's own.
 */
export const countUsableTags = async (
  db: Db,
  companyId: number,
  tagIds: number[],
  fieldId?: number,
): Promise<number> => {
  if (tagIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(albumTags)
    .leftJoin(albumTagGroups, eq(albumTagGroups.id, albumTags.tagGroupId))
    .where(
      and(
        eq(albumTags.companyId, companyId),
        inArray(albumTags.id, tagIds),
        fieldId === undefined
          ? undefined
          : or(
              isNull(albumTags.tagGroupId),
              isNull(albumTagGroups.fieldId),
              eq(albumTagGroups.fieldId, fieldId),
            ),
      ),
    );
  return row?.n ?? 0;
};

/** A tag as a photo carries it: [id, name, group id, group name], as photoListJson's rows hold them. */
export type PhotoTagTuple = [number, string, number | null, string | null];

/** These tags of the company with their groups, in a photo's order (sort_id, then id). */
export const findPhotoTags = async (
  db: Db,
  companyId: number,
  tagIds: number[],
): Promise<PhotoTagTuple[]> => {
  if (tagIds.length === 0) return [];
  const rows = await db
    .select({
      id: albumTags.id,
      name: albumTags.name,
      groupId: albumTags.tagGroupId,
      groupName: albumTagGroups.name,
    })
    .from(albumTags)
    .leftJoin(albumTagGroups, eq(albumTagGroups.id, albumTags.tagGroupId))
    .where(and(eq(albumTags.companyId, companyId), inArray(albumTags.id, tagIds)))
    .orderBy(asc(albumTags.sortId), asc(albumTags.id));
  return rows.map((r) => [r.id, r.name, r.groupId, r.groupName]);
};

export type FolderRow = typeof albumFolders.$inferSelect;

export const listFolders = (db: Db, fieldIds: number[]): Promise<FolderRow[]> =>
  fieldIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(albumFolders)
        .where(inArray(albumFolders.fieldId, fieldIds))
        .orderBy(asc(albumFolders.fieldId), asc(albumFolders.sortId), asc(albumFolders.id));

export const findFolder = async (db: Db, id: number): Promise<FolderRow | undefined> => {
  const [row] = await db.select().from(albumFolders).where(eq(albumFolders.id, id));
  return row;
};

export const insertFolders = async (db: Db, fieldId: number, names: string[]): Promise<FolderRow[]> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(albumFolders).where(eq(albumFolders.fieldId, fieldId));
    const start = row?.n ?? 0;
    return tx
      .insert(albumFolders)
      .values(names.map((name, i) => ({ fieldId, name, sortId: start + i })))
      .returning();
  });

export const renameFolder = async (db: Db, id: number, name: string): Promise<FolderRow | undefined> => {
  const [row] = await db.update(albumFolders).set({ name }).where(eq(albumFolders.id, id)).returning();
  return row;
};

/** Removes a folder; its photos move to no folder (never deleted with it), a change albumSync hands on. */
export const deleteFolder = async (db: Db, id: number, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const moved = await tx
      .update(albumPhotos)
      .set({ folderId: null, updatedAt: now })
      .where(eq(albumPhotos.folderId, id))
      .returning({ id: albumPhotos.id });
    await tx.delete(albumFolders).where(eq(albumFolders.id, id));
    return moved.length;
  });

export const sortFolders = async (db: Db, fieldId: number, ids: number[]): Promise<void> =>
  db.transaction(async (tx) => {
    for (const [sortId, id] of ids.entries()) {
      await tx
        .update(albumFolders)
        .set({ sortId })
        .where(and(eq(albumFolders.id, id), eq(albumFolders.fieldId, fieldId)));
    }
  });

/** The distinct projects of these (visible) photos: what the caller must have access to. */
export const photoFields = async (
  db: Db,
  ids: number[],
): Promise<{ id: number; fieldId: number; companyId: number }[]> =>
  db
    .select({ id: albumPhotos.id, fieldId: albumPhotos.fieldId, companyId: albumPhotos.companyId })
    .from(albumPhotos)
    // One array literal, not a bound parameter per id: 2,000 ids (updatePicturesTag's bound) took 21 ms of
    // CPU on PGlite as parameters, 7.5 ms as a literal.
    .where(and(sql`${albumPhotos.id} = any(${sql.raw(intArray(ids))})`, eq(albumPhotos.delFlg, false)));

export type PhotoUpdate = {
  folderId?: number | null;
  placeId?: number | null;
  timeId?: number | null;
  addTagIds?: number[];
  removeTagIds?: number[];
  setTagIds?: number[];
  favoriteFlg?: 0 | 1;
  boardSettings?: PhotoRow['boardSettings'];
  shotAt?: Date | null;
};

/** Applies one change to many photos in one transaction (tagging 100,000 photos is one statement per part). */
export const updatePhotos = async (db: Db, ids: number[], change: PhotoUpdate, now: Date): Promise<void> =>
  db.transaction(async (tx) => {
    const set: Partial<typeof albumPhotos.$inferInsert> = { updatedAt: now };
    if (change.folderId !== undefined) set.folderId = change.folderId;
    if (change.placeId !== undefined) set.placeId = change.placeId;
    if (change.timeId !== undefined) set.timeId = change.timeId;
    if (change.favoriteFlg !== undefined) set.favoriteFlg = change.favoriteFlg;
    if (change.boardSettings !== undefined) set.boardSettings = change.boardSettings;
    if (change.shotAt !== undefined) set.shotAt = change.shotAt;
    // The ids as one array literal (checked integers), as in photoFields.
    const listed = sql.raw(intArray(ids));
    await tx.update(albumPhotos).set(set).where(sql`${albumPhotos.id} = any(${listed})`);
    if (change.setTagIds) {
      await tx.delete(albumPhotoTags).where(sql`${albumPhotoTags.photoId} = any(${listed})`);
    }
    if (change.removeTagIds && change.removeTagIds.length > 0) {
      await tx
        .delete(albumPhotoTags)
        .where(
          and(
            sql`${albumPhotoTags.photoId} = any(${listed})`,
            inArray(albumPhotoTags.tagId, change.removeTagIds),
          ),
        );
    }
    const add = change.setTagIds ?? change.addTagIds ?? [];
    if (add.length > 0) {
      await tx
        .insert(albumPhotoTags)
        .select(
          // The ids are integers checked by the request schema, so the literal arrays cannot inject.
          sql`select p.id, t.id from unnest(${listed}) as p(id) cross join unnest(${sql.raw(intArray(add))}) as t(id)`,
        )
        .onConflictDoNothing();
    }
  });

/** Hides photos (del_flg 1); files and rows are kept (talk §4). Answers the ids that were visible. */
export const hidePhotos = async (db: Db, ids: number[], now: Date): Promise<number[]> => {
  const rows = await db
    .update(albumPhotos)
    .set({ delFlg: true, updatedAt: now })
    .where(and(inArray(albumPhotos.id, ids), eq(albumPhotos.delFlg, false)))
    .returning({ id: albumPhotos.id });
  return rows.map((r) => r.id);
};

/**
 * Stores the dragged order of one category's photos: each photo's index becomes its place_sort_id
 * or time_sort_id, in one statement. updated_at moves too, so albumSync hands the new order on.
 */
export const sortPhotos = async (
  db: Db,
  ids: number[],
  column: 'place' | 'time',
  now: Date,
): Promise<void> => {
  const target = column === 'place' ? sql.raw('place_sort_id') : sql.raw('time_sort_id');
  await db.execute(
    // The ids are integers checked by the request schema (intArray refuses anything else).
    sql`update ${albumPhotos} set ${target} = o.n - 1, updated_at = ${now.toISOString()}::timestamptz
      from unnest(${sql.raw(intArray(ids))}) with ordinality as o(id, n)
      where ${albumPhotos.id} = o.id`,
  );
};

/** Whether these photos share one place (or time) category; photos with none form a category too. */
export const photosOfOneCategory = async (
  db: Db,
  ids: number[],
  column: 'place' | 'time',
): Promise<boolean> => {
  const category = column === 'place' ? albumPhotos.placeId : albumPhotos.timeId;
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${category}, 0))::int` })
    .from(albumPhotos)
    .where(inArray(albumPhotos.id, ids));
  return (row?.n ?? 0) <= 1;
};
