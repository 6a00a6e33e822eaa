import { ALBUM_UPLOAD_LIMITS } from '@genba/validators';
import type { StorageAdapter } from '../../adapters/index.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { contentDisposition, fileResponse, PRIVATE_DAY } from '../../http/fileResponse.ts';
import { type Caller, implement } from '../../http/implement.ts';
import {
  canAccessProject,
  type ProjectActor,
  projectMemberScope,
  requireProjectAccess,
  TENANCY_MESSAGES,
} from '../../http/tenancy.ts';
import { albumTotalKey, cachedAlbumTotal } from './albumTotals.ts';
import { albumDownloadModeOf, albumDownloadSettingRoutes } from './downloadSetting.ts';
import { sha256Hex } from './image.ts';
import {
  countPhotos,
  countUsableTags,
  deleteFolder,
  findFolder,
  findPhoto,
  findPhotoByKey,
  findPhotos,
  findPhotoTags,
  hidePhotos,
  insertFolders,
  listAccessibleFieldIds,
  listFieldSummaries,
  listFolders,
  listPhotoPage,
  listTagMaster,
  type PhotoRow,
  type PhotoUpdate,
  photoFields,
  renameFolder,
  sortFolders,
  updatePhotos,
} from './queries.ts';
import { seedPhotoBytes } from './seedFiles.ts';
import { shotAtOf, storeNewPhoto } from './storePhoto.ts';
import { tagSettingRoutes } from './tagSettings.ts';
import { toWireFolder, toWirePhotos, toWireTagEdit, toWireTagGroups } from './wire.ts';

/**
 * The album feature's routes (issue 12), declared from their catalogue
 * entries: access rules here, reads and writes in queries.ts, wire shapes in
 * wire.ts. Every photo is scoped to the session's company and the member's
 * projects; ids of other tenants answer like unknown ids.
 */

export const ALBUM_MESSAGES = {
  photoForbidden: 'この写真を操作する権限がありません。',
  folderNotInField: 'フォルダがこの現場のものではありません。',
  unknownTags: '存在しないタグが含まれています。',
} as const;

/** Photos the actor may change: all visible, all in projects the actor works on; else 403 before any write. */
export const requirePhotos = async (
  db: Db,
  actor: ProjectActor,
  ids: number[],
  fieldId?: number,
): Promise<number[]> => {
  const unique = [...new Set(ids)];
  const rows = await photoFields(db, unique);
  if (rows.length !== unique.length) throw forbidden(ALBUM_MESSAGES.photoForbidden);
  const fields = new Set(rows.map((r) => r.fieldId));
  if (fieldId !== undefined && (fields.size !== 1 || !fields.has(fieldId)))
    throw forbidden(ALBUM_MESSAGES.photoForbidden);
  for (const f of fields) {
    if (!(await canAccessProject(db, actor, f))) throw forbidden(ALBUM_MESSAGES.photoForbidden);
  }
  return unique;
};

/** The folder (none for null or undefined) when it is one of these projects'; else 422. */
export const requireFolderIn = async (db: Db, folderId: number | null | undefined, fieldIds: Set<number>) => {
  if (folderId === null || folderId === undefined) return undefined;
  const folder = await findFolder(db, folderId);
  if (!folder || !fieldIds.has(folder.fieldId))
    throw validationFailed({ picture_folder_id: [ALBUM_MESSAGES.folderNotInField] });
  return folder;
};

/**
 * Tags of the company; with fieldId, only those that project may use (no
 * group, a company-wide group or its own group): another project's tag is 422.
 */
export const requireCompanyTags = async (
  db: Db,
  companyId: number,
  ids: number[] | undefined,
  field: string,
  fieldId?: number,
) => {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  if ((await countUsableTags(db, companyId, unique, fieldId)) !== unique.length) {
    throw validationFailed({ [field]: [ALBUM_MESSAGES.unknownTags] });
  }
};

/** A photo the actor may see, or 404 (hidden, unknown and other tenants' photos alike). */
const visiblePhoto = async (db: Db, actor: ProjectActor, id: number): Promise<PhotoRow> => {
  const photo = await findPhoto(db, id);
  if (
    !photo ||
    photo.delFlg ||
    photo.companyId !== actor.company.id ||
    !(await canAccessProject(db, actor, photo.fieldId))
  ) {
    throw notFound();
  }
  return photo;
};

/** Reads a stored file; the seed's photos are generated on first use (never downloaded). */
const readStored = async (storage: StorageAdapter, key: string): Promise<Uint8Array<ArrayBuffer> | null> => {
  const stored = await storage.get(key);
  if (stored) return stored;
  const generated = await seedPhotoBytes(key);
  if (generated) await storage.put(key, generated, 'image/jpeg');
  return generated;
};

/** Photos never change under their key, so the browser may keep them a day. */
const photoResponse = (bytes: Uint8Array<ArrayBuffer>, contentType: string, disposition: string): Response =>
  fileResponse(bytes, { contentType, disposition, cacheControl: PRIVATE_DAY });

/** Room uploads carry the original plus multipart overhead. */
const UPLOAD_BODY_BYTES = ALBUM_UPLOAD_LIMITS.maxBytes + 1024 * 1024;

/** The bulk edit's fields: updatePicturesTag and album_image_tag_multi's bulk form send the same ones. */
type BulkPhotoEdit = {
  picture_folder_id?: number | null;
  place_id?: number | null;
  time_id?: number | null;
  tag_setting_ids?: number[];
  remove_tag_setting_ids?: number[];
};

/**
 * Moves, places and tags the already checked photos (tags to remove need only be the company's) and
 * answers what every photo now carries, once (not the photos: 2,000 whole photos are about 1.6 MB of JSON).
 * updatePicturesTag and album_image_tag_multi's bulk form share it.
 */
const applyBulkEdit = async (
  db: Db,
  companyId: number,
  ids: number[],
  edit: BulkPhotoEdit,
  folderName: string | null,
  now: Date,
) => {
  await requireCompanyTags(db, companyId, edit.remove_tag_setting_ids, 'remove_tag_setting_ids');
  await updatePhotos(
    db,
    ids,
    {
      folderId: edit.picture_folder_id,
      placeId: edit.place_id,
      timeId: edit.time_id,
      addTagIds: edit.tag_setting_ids,
      removeTagIds: edit.remove_tag_setting_ids,
    },
    now,
  );
  return toWireTagEdit(edit, {
    count: ids.length,
    now,
    folderName,
    addedTags: await findPhotoTags(db, companyId, [...new Set(edit.tag_setting_ids ?? [])]),
  });
};

/**
 * The album's reads (its first screen and every page of the grid) are answered from the read cache
 * (http/readCache.ts) on PGlite: an answer depends only on the database, the caller and the input,
 * and any write (a photo, its tags, a folder, a tag or group renamed, a project member) drops every
 * answer. A member who opens the album again, or a grid asking again for a page it has seen, then
 * costs no statement and no JSON encoding (bench:album, issue 12). PostgreSQL computes every time.
 *
 * Of the caller, these four reads use the company and which projects the member sees (every project
 * of the company for its managers, else the member's own: projectMemberScope, the rule of
 * canAccessProject and accessibleProjectFilter), nothing else of the member or the session (`readed`
 * is always 1). Callers alike in both get the same answer, so they share it: the sessions of one
 * member, and a company's managers. After a write, ten of them asking the same page compute it once.
 */
const albumAudience = ({ member, company }: Caller): string =>
  `album company ${company.id} projects of ${projectMemberScope({ member, company }) ?? 'all'}`;
const ALBUM_READ = { cacheRead: { sharedBy: albumAudience } } as const;

export const albumRoutes = [
  implement(
    'getInitAlbumData',
    async ({ db, member, company, query }) => {
      const actor = { member, company };
      if (query.field_id !== undefined) await requireProjectAccess(db, actor, query.field_id);
      const fields = await listFieldSummaries(db, actor);
      const scope = query.field_id !== undefined ? [query.field_id] : fields.map((f) => f.id);
      const { groups, tags } = await listTagMaster(db, company.id, scope);
      const folders = await listFolders(
        db,
        query.field_id !== undefined ? [query.field_id] : fields.map((f) => f.id),
      );
      return {
        fields: fields.map((f) => ({
          attendance_field_id: f.id,
          case_name: f.caseName,
          photo_count: f.photoCount,
          latest_thum_path: f.latestId ? `/api/album/photo/${f.latestId}/thumb` : null,
        })),
        tag_groups: toWireTagGroups(groups, tags),
        folders: folders.map(toWireFolder),
        album_download: await albumDownloadModeOf(db, company.id),
      };
    },
    ALBUM_READ,
  ),

  implement(
    'getCommonAlbumAllData',
    async ({ db, member, company, params, query }) => {
      if (params.id !== company.id) throw forbidden(TENANCY_MESSAGES.company);
      const actor = { member, company };
      if (query.field_id !== undefined) await requireProjectAccess(db, actor, query.field_id);
      const filter = {
        fieldId: query.field_id,
        keyword: query.keyword,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        memberId: query.member_id,
        folderId: query.folder_id,
        tagIds: query.tag_setting_ids,
      };
      const page = await listPhotoPage(db, actor, filter, { limit: query.limit, beforeId: query.min_id });
      // Totals and the tag master come with the first page only: later pages stay small.
      const first = query.min_id === undefined;
      const total = first
        ? await cachedAlbumTotal(db, albumTotalKey(actor, filter), () => countPhotos(db, actor, filter))
        : 0;
      const fieldIds = first ? await listAccessibleFieldIds(db, actor) : [];
      // The company's groups and the own groups of the projects the member works on.
      const master = first ? await listTagMaster(db, company.id, fieldIds) : { groups: [], tags: [] };
      return {
        photos: toWirePhotos(page.rows),
        has_more: page.hasMore,
        total,
        tag_groups: toWireTagGroups(master.groups, master.tags),
        folders: (await listFolders(db, fieldIds)).map(toWireFolder),
      };
    },
    ALBUM_READ,
  ),

  implement(
    'getInitFieldAlbumData',
    async ({ db, member, company, params, query }) => {
      const actor = { member, company };
      await requireProjectAccess(db, actor, params.fieldId);
      const filter = { fieldId: params.fieldId, folderId: query.folder_id };
      const page = await listPhotoPage(db, actor, filter, { limit: query.limit, beforeId: query.min_id });
      const { groups, tags } = await listTagMaster(db, company.id, params.fieldId);
      return {
        photos: toWirePhotos(page.rows),
        has_more: page.hasMore,
        total: await cachedAlbumTotal(db, albumTotalKey(actor, filter), () => countPhotos(db, actor, filter)),
        tag_groups: toWireTagGroups(groups, tags),
        folders: (await listFolders(db, [params.fieldId])).map(toWireFolder),
        places: [],
        times: [],
      };
    },
    ALBUM_READ,
  ),

  implement(
    'getFieldAlbumData',
    async ({ db, member, company, params, query }) => {
      const actor = { member, company };
      await requireProjectAccess(db, actor, params.fieldId);
      const page = await listPhotoPage(
        db,
        actor,
        { fieldId: params.fieldId, folderId: query.folder_id },
        { limit: query.limit, beforeId: query.min_id },
      );
      return { photos: toWirePhotos(page.rows), has_more: page.hasMore };
    },
    ALBUM_READ,
  ),

  implement(
    'storeAlbum',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      if (body.company_id !== company.id) throw forbidden(TENANCY_MESSAGES.company);
      if (body.member_id !== member.id) throw forbidden(TENANCY_MESSAGES.member);
      await requireProjectAccess(db, actor, body.field_id);
      await requireFolderIn(db, body.folder_id, new Set([body.field_id]));
      await requireCompanyTags(db, company.id, body.tag_setting_ids, 'tag_setting_ids', body.field_id);
      const shotAt = shotAtOf(body.building_picture_datetime);

      if (body.id !== undefined) {
        // An edit: the file stays as stored (black-board originals are never altered).
        await requirePhotos(db, actor, [body.id], body.field_id);
        const change: PhotoUpdate = {
          folderId: body.folder_id ?? null,
          setTagIds: body.tag_setting_ids,
          shotAt,
          ...(body.favorite_flg !== undefined ? { favoriteFlg: body.favorite_flg } : {}),
          ...(body.picture_board_settings !== undefined
            ? { boardSettings: body.picture_board_settings }
            : {}),
        };
        await updatePhotos(db, [body.id], change, deps.now());
        const [photo] = toWirePhotos(await findPhotos(db, [body.id]));
        if (!photo) throw notFound();
        return { photo };
      }

      const file = body.file;
      if (!file) throw validationFailed({ file: ['ファイルを選択してください'] });
      const board = body.board_flg === 1;
      const { photo } = await storeNewPhoto(db, deps, {
        companyId: company.id,
        fieldId: body.field_id,
        memberId: member.id,
        file,
        shotAt,
        folderId: body.folder_id ?? null,
        tagIds: body.tag_setting_ids,
        sent: body.sent,
        board,
        boardSettings: body.picture_board_settings ?? null,
        idempotencyKey: body.idempotency_key ?? null,
      });
      return { photo };
    },
    { maxBodyBytes: UPLOAD_BODY_BYTES },
  ),

  implement('albumPhotoFile', async ({ db, deps, member, company, params }) => {
    const photo = await visiblePhoto(db, { member, company }, params.id);
    const thumb = params.variant === 'thumb';
    const bytes = await readStored(deps.adapters.storage, thumb ? photo.thumbKey : photo.storageKey);
    if (!bytes) throw notFound();
    const image = thumb || photo.contentType.startsWith('image/');
    return photoResponse(
      bytes,
      thumb ? 'image/jpeg' : photo.contentType,
      image ? 'inline' : contentDisposition('attachment', photo.uploadFilename),
    );
  }),

  implement('downloadContent', async ({ db, deps, member, company, query }) => {
    const found = await findPhotoByKey(db, query.s3Path);
    if (!found) throw notFound();
    const photo = await visiblePhoto(db, { member, company }, found.id);
    const bytes = await readStored(deps.adapters.storage, photo.storageKey);
    if (!bytes) throw notFound();
    return photoResponse(bytes, photo.contentType, contentDisposition('attachment', photo.uploadFilename));
  }),

  implement('albumPhotoIntegrity', async ({ db, deps, member, company, params }) => {
    const photo = await visiblePhoto(db, { member, company }, params.id);
    const bytes = await readStored(deps.adapters.storage, photo.storageKey);
    return {
      id: photo.id,
      board_flg: photo.boardFlg,
      sha256: photo.sha256,
      verified: bytes !== null && sha256Hex(bytes) === photo.sha256,
    };
  }),

  implement('updatePicturesTag', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    await requireProjectAccess(db, actor, body.field_id);
    const ids = await requirePhotos(db, actor, body.picture_id_list, body.field_id);
    const folder = await requireFolderIn(db, body.picture_folder_id, new Set([body.field_id]));
    await requireCompanyTags(db, company.id, body.tag_setting_ids, 'tag_setting_ids', body.field_id);
    return applyBulkEdit(db, company.id, ids, body, folder?.name ?? null, deps.now());
  }),

  implement('album_image_tag_multi', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    if ('photo' in body) {
      // One photo's edit form: its tags are set as sent; the file and board_flg stay as stored.
      const p = body.photo;
      await requireProjectAccess(db, actor, p.attendance_field_id);
      const ids = await requirePhotos(db, actor, [p.id], p.attendance_field_id);
      await requireFolderIn(db, p.folder_id, new Set([p.attendance_field_id]));
      await requireCompanyTags(db, company.id, p.tag_setting_ids, 'tag_setting_ids', p.attendance_field_id);
      await updatePhotos(
        db,
        ids,
        {
          folderId: p.folder_id,
          placeId: p.building_picture_place_id,
          timeId: p.building_picture_time_id,
          setTagIds: p.tag_setting_ids,
          favoriteFlg: p.favorite_flg,
          boardSettings: p.picture_board_settings,
          shotAt: shotAtOf(p.building_picture_datetime ?? undefined),
        },
        deps.now(),
      );
      return { photos: toWirePhotos(await findPhotos(db, ids)) };
    }
    // The bulk form has no field_id: the photos may span projects the actor works on; a folder needs one project.
    const ids = await requirePhotos(db, actor, body.picture_id_list);
    const fields = new Set((await photoFields(db, ids)).map((r) => r.fieldId));
    if (body.picture_folder_id !== null && body.picture_folder_id !== undefined && fields.size !== 1)
      throw validationFailed({ picture_folder_id: [ALBUM_MESSAGES.folderNotInField] });
    const folder = await requireFolderIn(db, body.picture_folder_id, fields);
    for (const field of fields)
      await requireCompanyTags(db, company.id, body.tag_setting_ids, 'tag_setting_ids', field);
    return {
      ...(await applyBulkEdit(db, company.id, ids, body, folder?.name ?? null, deps.now())),
      updated_ids: ids,
    };
  }),

  implement('deletePictures', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    await requireProjectAccess(db, actor, body.field_id);
    const ids = await requirePhotos(db, actor, body.picture_id_list, body.field_id);
    return { deleted_ids: await hidePhotos(db, ids, deps.now()) };
  }),

  implement('album_image_delete_multi', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    await requireProjectAccess(db, actor, body.data.field_id);
    const ids = await requirePhotos(db, actor, body.data.picture_id_list, body.data.field_id);
    return { deleted_ids: await hidePhotos(db, ids, deps.now()) };
  }),

  implement('createPictureFolder', async ({ db, member, company, body }) => {
    await requireProjectAccess(db, { member, company }, body.field_id);
    const [folder] = await insertFolders(db, body.field_id, [body.name]);
    if (!folder) throw new Error('createPictureFolder: no row');
    return { folder: toWireFolder(folder) };
  }),

  implement('createPictureFolders', async ({ db, member, company, body }) => {
    await requireProjectAccess(db, { member, company }, body.field_id);
    await insertFolders(db, body.field_id, body.names);
    return { folders: (await listFolders(db, [body.field_id])).map(toWireFolder) };
  }),

  // Before updatePictureFolder: /sort would otherwise be read as a folder id.
  implement('sortPictureFolders', async ({ db, member, company, body }) => {
    await requireProjectAccess(db, { member, company }, body.field_id);
    const existing = await listFolders(db, [body.field_id]);
    const wanted = new Set(body.folder_ids);
    if (wanted.size !== existing.length || existing.some((f) => !wanted.has(f.id))) {
      throw validationFailed({ folder_ids: ['現場のすべてのフォルダを指定してください。'] });
    }
    await sortFolders(db, body.field_id, body.folder_ids);
    return { folders: (await listFolders(db, [body.field_id])).map(toWireFolder) };
  }),
  implement('updatePictureFolder', async ({ db, member, company, params, body }) => {
    const folder = await findFolder(db, params.id);
    if (!folder || !(await canAccessProject(db, { member, company }, folder.fieldId))) throw notFound();
    const renamed = await renameFolder(db, folder.id, body.name);
    if (!renamed) throw notFound();
    return { folder: toWireFolder(renamed) };
  }),

  implement('deletePictureFolder', async ({ db, deps, member, company, params, body }) => {
    const folder = await findFolder(db, params.folderId);
    if (
      !folder ||
      folder.fieldId !== body.field_id ||
      !(await canAccessProject(db, { member, company }, folder.fieldId))
    ) {
      throw notFound();
    }
    return { success: true as const, moved_picture_count: await deleteFolder(db, folder.id, deps.now()) };
  }),
  ...tagSettingRoutes,
  ...albumDownloadSettingRoutes,
];
