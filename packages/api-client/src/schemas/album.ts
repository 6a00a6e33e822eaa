import {
  ALBUM_DOWNLOAD_NAME_MODE,
  ALBUM_SHARE,
  ALBUM_TAG_EDIT,
  boundedInt,
  boundedList,
  boundedText,
  choice,
  INPUT_MESSAGE,
  intInput,
  LIMITS,
} from '@genba/validators';
import { z } from 'zod';
import { ZChatMessage } from './chat.ts';
import { ZFlag, ZWireDate, ZWireDateTime, ZWireId, zFilePath, zId, zKeyword } from './common.ts';
import { ZPictureFolder } from './folder.ts';
import { lazySchema } from './lazySchema.ts';
import { ZPhotoTag, ZTagGroup } from './tag.ts';

/** One line of a black-board photo's work contents; empty tag names are dropped before sending (talk §5). */
export const ZBoardWorkContent = lazySchema(() =>
  z.object({
    tag_name: boundedText({ max: LIMITS.tag, required: INPUT_MESSAGE.text }),
    tag_group_name: boundedText({ max: LIMITS.tagGroup }).nullable(),
  }),
);
export const ZPictureBoardSettings = lazySchema(() =>
  z.object({
    board_work_contents: boundedList(ZBoardWorkContent, { max: 100 }),
    /** Invalid shooting dates are sent empty (talk §5), hence null. */
    shooting_date: ZWireDate.nullable(),
  }),
);
export type TPictureBoardSettings = z.infer<typeof ZPictureBoardSettings>;

/** Album photo with every field of talk §3. */
export const ZAlbumPhoto = lazySchema(() =>
  z.object({
    id: ZWireId,
    attendance_field_id: ZWireId,
    attendance_field_name: z.string(),
    building_picture_path: z.string(),
    building_picture_thum_path: z.string(),
    building_picture_upload_filename: z.string(),
    /** Shooting time from EXIF or the camera; null when unknown or invalid. */
    building_picture_datetime: ZWireDateTime.nullable(),
    regist_datetime: ZWireDateTime,
    regist_date: ZWireDate,
    regist_user_id: ZWireId,
    regist_user_name: z.string(),
    update_datetime: ZWireDateTime.nullable(),
    place_sort_id: z.number().int().nullable(),
    time_sort_id: z.number().int().nullable(),
    /** 1 = hidden; album delete only hides (talk §4). */
    del_flg: ZFlag,
    /** 1 = posted to the talk as well as stored in the album. */
    sent: ZFlag,
    folder_id: ZWireId.nullable(),
    folder_name: z.string().nullable(),
    favorite_flg: ZFlag,
    board_flg: ZFlag,
    picture_board_settings: ZPictureBoardSettings.nullable(),
    tag_setting_ids: boundedList(ZWireId),
    tags: z.array(ZPhotoTag),
    building_picture_place_id: ZWireId.nullable(),
    building_picture_place_name: z.string().nullable(),
    building_picture_time_id: ZWireId.nullable(),
    building_picture_time_name: z.string().nullable(),
    /** Set for photos of a linked contractor service (deleting warns it leaves their album too). */
    service_id: z.number().int().nullable(),
    pickup_flg: ZFlag,
    readed: ZFlag,
  }),
);
export type TAlbumPhoto = z.infer<typeof ZAlbumPhoto>;

/** A place (where on the building) or time (施工前/施工中/施工後) category used to sort photos. */
export const ZPictureCategory = lazySchema(() =>
  z.object({ id: ZWireId, name: z.string(), sort_id: z.number().int() }),
);

export const ZAlbumPage = lazySchema(() => z.object({ photos: z.array(ZAlbumPhoto), has_more: z.boolean() }));
export const ZFieldAlbumParams = lazySchema(() =>
  z.object({
    fieldId: zId,
    chatroomId: zId,
  }),
);
export const ZFieldAlbumQuery = lazySchema(() =>
  z.object({
    limit: intInput({ min: 1, max: 500 }).default(200),
    /** Smallest photo id already loaded; the page holds older photos. */
    min_id: zId.optional(),
    folder_id: zId.optional(),
  }),
);
export const ZInitFieldAlbumResponse = lazySchema(() =>
  ZAlbumPage.extend({
    total: z.number().int().nonnegative(),
    tag_groups: z.array(ZTagGroup),
    folders: z.array(ZPictureFolder),
    places: z.array(ZPictureCategory),
    times: z.array(ZPictureCategory),
  }),
);
export type TInitFieldAlbumResponse = z.infer<typeof ZInitFieldAlbumResponse>;

const ZPictureIdList = lazySchema(() => boundedList(ZWireId, { min: 1 }));

/**
 * Picture tag update payload (talk §3); null clears the category or folder.
 * Designed: an absent place_id, time_id or picture_folder_id keeps each
 * photo's own, so tagging photos of several folders does not move them.
 */
export const ZUpdatePicturesTagRequest = lazySchema(() =>
  z.object({
    /** Designed: at most ALBUM_TAG_EDIT.maxPhotos (2,000) a request; the album sends more in several. */
    picture_id_list: boundedList(ZWireId, { min: 1, max: ALBUM_TAG_EDIT.maxPhotos }),
    field_id: ZWireId,
    place_id: ZWireId.nullable().optional(),
    time_id: ZWireId.nullable().optional(),
    picture_folder_id: ZWireId.nullable().optional(),
    /**
     * Designed (the spec's payload has no tags): when given, these tags are added
     * to every listed photo; `remove_tag_setting_ids` are taken off. Absent, the
     * photos' tags stay as they are.
     */
    tag_setting_ids: boundedList(ZWireId).optional(),
    remove_tag_setting_ids: boundedList(ZWireId).optional(),
  }),
);
export const ZPhotosResponse = lazySchema(() => z.object({ photos: z.array(ZAlbumPhoto) }));

/**
 * Designed: what every listed photo now carries, said once, not the photos: the answer is the same
 * few hundred bytes for one photo or 2,000 (the whole photos were 92 MB of JSON for 100,000, two
 * seconds of parsing and validation on the main thread). The client applies it to the photos it
 * holds. A field is present only when the request changed it.
 */
export const ZUpdatePicturesTagResponse = lazySchema(() =>
  z.object({
    /** The distinct photos changed: every listed id (one not allowed refuses the whole request). */
    updated_count: z.number().int().nonnegative(),
    /** Their update_datetime now (albumSync and getAlbumCaching hand them on from it). */
    update_datetime: ZWireDateTime,
    folder_id: ZWireId.nullable().optional(),
    folder_name: z.string().nullable().optional(),
    building_picture_place_id: ZWireId.nullable().optional(),
    building_picture_time_id: ZWireId.nullable().optional(),
    /** The tags every photo now carries in addition (tag_setting_ids), in a photo's tag order. */
    added_tags: z.array(ZPhotoTag),
    /** The tags no photo carries any more (remove_tag_setting_ids, less those added back). */
    removed_tag_setting_ids: z.array(ZWireId),
  }),
);
export type TUpdatePicturesTagResponse = z.infer<typeof ZUpdatePicturesTagResponse>;

/**
 * Picture share payload (talk §3): shares photos of the site's album into the site's talk room
 * as one photo message. member_id, company_id and office_id name the sender, as storeAlbum's
 * payload does; they must be the caller's own (designed: the spec shows the fields only).
 */
export const ZShareFieldPhotoRequest = lazySchema(() =>
  z.object({
    picture_id_list: boundedList(ZWireId, { min: 1, max: ALBUM_SHARE.maxPhotos }),
    field_id: ZWireId,
    company_id: ZWireId,
    member_id: ZWireId,
    office_id: ZWireId,
  }),
);
export const ZShareFieldPhotoResponse = lazySchema(() =>
  z.object({
    shared_count: z.number().int().nonnegative(),
    /** Designed: the photo message posted to the site's room (also delivered live). */
    message: ZChatMessage,
  }),
);

export const ZDeletePicturesRequest = lazySchema(() =>
  z.object({ picture_id_list: ZPictureIdList, field_id: ZWireId }),
);
export const ZDeletedPicturesResponse = lazySchema(() => z.object({ deleted_ids: z.array(ZWireId) }));
export const ZDisablePicturesRequest = lazySchema(() =>
  z.object({ picture_id_list: ZPictureIdList, chatroom_id: ZWireId }),
);

export const ZUpdateBuildingPictureLastSortingRequest = lazySchema(() =>
  z.object({
    field_id: ZWireId,
    /** Which order is being edited: by place or by time category. */
    sort_type: choice(['place', 'time']),
    /** The photos of the category in their new order; the index becomes place_sort_id or time_sort_id. */
    picture_id_list: ZPictureIdList,
  }),
);

/** Editable fields of one photo for album_image_tag_multi's single-photo form. */
export const ZAlbumPhotoEdit = lazySchema(() =>
  ZAlbumPhoto.pick({
    id: true,
    attendance_field_id: true,
    building_picture_datetime: true,
    folder_id: true,
    favorite_flg: true,
    board_flg: true,
    picture_board_settings: true,
    tag_setting_ids: true,
    building_picture_place_id: true,
    building_picture_time_id: true,
  }),
);
export const ZAlbumImageTagMultiRequest = lazySchema(() =>
  z.union(
    [
      z.object({ photo: ZAlbumPhotoEdit }),
      // The bulk form answers compactly (ZAlbumTagMultiBulkResponse), so its list takes what
      // updatePicturesTag's does: ALBUM_TAG_EDIT.maxPhotos (2,000), under the 64 KB body limit.
      ZUpdatePicturesTagRequest.omit({ field_id: true }),
    ],
    { error: INPUT_MESSAGE.object },
  ),
);
export type TAlbumImageTagMultiRequest = z.infer<typeof ZAlbumImageTagMultiRequest>;

/**
 * Designed: album_image_tag_multi's bulk form answers as updatePicturesTag does (what every listed
 * photo now carries, said once), plus the distinct ids it changed: its photos may span several
 * projects. The whole photos were about 800 bytes each (1.6 MB of JSON for 2,000).
 */
export const ZAlbumTagMultiBulkResponse = lazySchema(() =>
  ZUpdatePicturesTagResponse.extend({
    /** The distinct photos changed, in the order first listed (all listed: one not allowed refuses all). */
    updated_ids: z.array(ZWireId),
  }),
);
export type TAlbumTagMultiBulkResponse = z.infer<typeof ZAlbumTagMultiBulkResponse>;
/** The single-photo form answers that photo whole ({ photos: [photo] }); the bulk form compactly. */
export const ZAlbumImageTagMultiResponse = lazySchema(() =>
  z.union([ZPhotosResponse, ZAlbumTagMultiBulkResponse]),
);
export type TAlbumImageTagMultiResponse = z.infer<typeof ZAlbumImageTagMultiResponse>;
export const ZAlbumImageDeleteMultiRequest = lazySchema(() => z.object({ data: ZDeletePicturesRequest }));

/**
 * Designed paging of the change feeds: an album is never sent at once. Pages are newest first by id,
 * like the album's; a client keeps the same `since` and asks again with min_id = the last photo's id
 * while has_more, then uses the first page's time as its next `since` (a change made while it paged
 * is after that time, so it comes again rather than never).
 */
const ZChangeFeedQuery = lazySchema(() =>
  z.object({
    since: ZWireDateTime.optional(),
    limit: intInput({ min: 1, max: 2000 }).default(1000),
    /** Smallest photo id already received in this sync; the page holds older ones. */
    min_id: zId.optional(),
  }),
);
export const ZAlbumSyncQuery = ZChangeFeedQuery;
export const ZAlbumSyncResponse = lazySchema(() =>
  z.object({
    /** Photos changed since `since`, hidden ones included (del_flg 1) so the client can drop them. */
    photos: z.array(ZAlbumPhoto),
    /** Whether more changed photos remain (ask again with min_id = the last photo's id). */
    has_more: z.boolean(),
    synced_at: ZWireDateTime,
  }),
);

export const ZCommonAlbumQuery = lazySchema(() =>
  z.object({
    field_id: zId.optional(),
    keyword: zKeyword,
    date_from: ZWireDate.optional(),
    date_to: ZWireDate.optional(),
    member_id: zId.optional(),
    /** Designed (the search panel's folder filter): photos of this folder only. */
    folder_id: zId.optional(),
    /** A query string with one `tag_setting_ids[]` value arrives as a scalar; both forms become a list. */
    tag_setting_ids: z
      .union([boundedList(zId), zId.transform((id) => [id])], { error: INPUT_MESSAGE.id })
      .optional(),
    /** Designed paging: a 100,000-photo album is never sent at once; pages are newest first. */
    limit: intInput({ min: 1, max: 2000 }).default(500),
    /** Smallest photo id already loaded; the page holds older photos. */
    min_id: zId.optional(),
  }),
);
export const ZCommonAlbumResponse = lazySchema(() =>
  z.object({
    photos: z.array(ZAlbumPhoto),
    /** Whether older photos remain (ask again with min_id = the last photo's id). */
    has_more: z.boolean(),
    total: z.number().int().nonnegative(),
    tag_groups: z.array(ZTagGroup),
    folders: z.array(ZPictureFolder),
  }),
);

export const ZAlbumCachingQuery = ZChangeFeedQuery;
export const ZAlbumCachingResponse = lazySchema(() =>
  z.object({
    photos: z.array(ZAlbumPhoto),
    /** As albumSync's: more remain, ask again with min_id. */
    has_more: z.boolean(),
    cached_at: ZWireDateTime,
  }),
);

export const ZInitAlbumQuery = lazySchema(() => z.object({ field_id: zId.optional() }));
export const ZAlbumFieldSummary = lazySchema(() =>
  z.object({
    attendance_field_id: ZWireId,
    case_name: z.string(),
    photo_count: z.number().int().nonnegative(),
    latest_thum_path: z.string().nullable(),
  }),
);
/** Company setting album_download (talk §6): 0 the uploaded names, 1 the tag-mode names. */
export const ZAlbumDownloadMode = lazySchema(() =>
  z.union([z.literal(ALBUM_DOWNLOAD_NAME_MODE.original), z.literal(ALBUM_DOWNLOAD_NAME_MODE.tag)]),
);
export const ZAlbumDownloadSetting = lazySchema(() => z.object({ album_download: ZAlbumDownloadMode }));
export const ZUpdateAlbumDownloadSettingRequest = lazySchema(() =>
  z.object({
    album_download: boundedInt({ min: ALBUM_DOWNLOAD_NAME_MODE.original, max: ALBUM_DOWNLOAD_NAME_MODE.tag }),
  }),
);
export const ZAlbumDownloadSettingWriteResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: ZAlbumDownloadSetting,
  }),
);

export const ZInitAlbumResponse = lazySchema(() =>
  z.object({
    fields: z.array(ZAlbumFieldSummary),
    tag_groups: z.array(ZTagGroup),
    folders: z.array(ZPictureFolder),
    /** Company setting album_download (ALBUM_DOWNLOAD_NAME_MODE): 1 names downloads from case, dates, number and tags. */
    album_download: z.union([
      z.literal(ALBUM_DOWNLOAD_NAME_MODE.original),
      z.literal(ALBUM_DOWNLOAD_NAME_MODE.tag),
    ]),
  }),
);

export const ZDownloadContentQuery = lazySchema(() =>
  z.object({
    s3Path: zFilePath.min(1, { error: INPUT_MESSAGE.file }),
    s3Bucket: boundedText({ max: 63, required: INPUT_MESSAGE.file }),
  }),
);
export const ZBlob = lazySchema(() => z.instanceof(Blob));

export const ZAlbumPushRequest = lazySchema(() =>
  z.object({ chatroom_id: ZWireId, member_id: ZWireId, company_id: ZWireId }),
);

/** Designed: one stored photo's file, `thumb` (server-made JPEG) or `original` (as stored). */
export const ZAlbumPhotoFileParams = lazySchema(() =>
  z.object({ id: zId, variant: choice(['thumb', 'original']) }),
);

/** Designed (改ざん検知): whether a black-board photo's stored bytes still have the SHA-256 taken at upload. */
export const ZAlbumPhotoIntegrityResponse = lazySchema(() =>
  z.object({
    id: ZWireId,
    board_flg: ZFlag,
    sha256: z.string(),
    verified: z.boolean(),
  }),
);
