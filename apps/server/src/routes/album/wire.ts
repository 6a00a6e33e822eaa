import type {
  TAlbumPhoto,
  TPictureFolder,
  TTag,
  TTagGroup,
  TUpdatePicturesTagResponse,
} from '@genba/api-client/schemas';
import { UNKNOWN_TAG_GROUP_NAME } from '@genba/validators';
import { toWireDateTime } from '../user/wire.ts';
import type { FolderRow, PhotoListRow, PhotoTagTuple, TagGroupRow, TagRow } from './queries.ts';

/** Rows → the api-client's album wire types (docs/adr/006). Pure. */

/** The URL an <img> loads a photo's file from (the designed albumPhotoFile call). */
export const photoFileUrl = (id: number, variant: 'thumb' | 'original'): string =>
  `/api/album/photo/${id}/${variant}`;

const toWirePhotoTag = ([id, name, groupId, groupName]: PhotoTagTuple) => ({
  id,
  name,
  tag_group_id: groupId,
  tag_group_name: groupId === null ? UNKNOWN_TAG_GROUP_NAME : (groupName ?? UNKNOWN_TAG_GROUP_NAME),
});

export const toWirePhoto = (p: PhotoListRow): TAlbumPhoto => {
  const registered = toWireDateTime(p.registeredAt);
  return {
    id: p.id,
    attendance_field_id: p.fieldId,
    attendance_field_name: p.caseName,
    building_picture_path: p.storageKey,
    building_picture_thum_path: photoFileUrl(p.id, 'thumb'),
    building_picture_upload_filename: p.uploadFilename,
    building_picture_datetime: p.shotAt ? toWireDateTime(p.shotAt) : null,
    regist_datetime: registered,
    regist_date: registered.slice(0, 10),
    regist_user_id: p.registMemberId,
    regist_user_name: `${p.memberName1} ${p.memberName2}`.trim(),
    update_datetime: p.updatedAt ? toWireDateTime(p.updatedAt) : null,
    place_sort_id: p.placeSortId,
    time_sort_id: p.timeSortId,
    del_flg: p.delFlg ? 1 : 0,
    sent: p.sent,
    folder_id: p.folderId,
    folder_name: p.folderName,
    favorite_flg: p.favoriteFlg,
    board_flg: p.boardFlg,
    picture_board_settings: p.boardSettings ?? null,
    tag_setting_ids: p.tags.map(([id]) => id),
    tags: p.tags.map(toWirePhotoTag),
    building_picture_place_id: p.placeId,
    building_picture_place_name: null,
    building_picture_time_id: p.timeId,
    building_picture_time_name: null,
    service_id: p.serviceId,
    pickup_flg: p.pickupFlg,
    readed: 1,
  };
};

export const toWirePhotos = (rows: readonly PhotoListRow[]): TAlbumPhoto[] => rows.map(toWirePhoto);

export const toWireFolder = (f: FolderRow): TPictureFolder => ({
  id: f.id,
  name: f.name,
  field_id: f.fieldId,
  sort_id: f.sortId,
});

export const UNKNOWN_TAG_GROUP_ID = 2_147_483_647;

/** A tag with its operations; each operation's id is derived (the operations live in the tag's row). */
export const toWireTag = (t: TagRow): TTag => ({
  id: t.id,
  name: t.name,
  operations: Object.fromEntries(
    Object.entries(t.operations).map(([kind, op], i) => [kind, { id: t.id * 100 + i, ...op }]),
  ),
});

/** The settings screen's view: the groups in order with their tags, and the tags in no group apart. */
export const toWireTagSettings = (
  groups: readonly TagGroupRow[],
  tags: readonly TagRow[],
): { tag_groups: TTagGroup[]; ungrouped_tags: TTag[] } => {
  const known = new Set(groups.map((g) => g.id));
  return {
    tag_groups: toWireTagGroups(
      groups,
      tags.filter((t) => t.tagGroupId !== null && known.has(t.tagGroupId)),
    ),
    ungrouped_tags: tags.filter((t) => t.tagGroupId === null || !known.has(t.tagGroupId)).map(toWireTag),
  };
};

/** Tag groups in order; tags in no group are collected under 不明, last (talk §3). */
export const toWireTagGroups = (groups: readonly TagGroupRow[], tags: readonly TagRow[]): TTagGroup[] => {
  const out: TTagGroup[] = groups.map((g, i) => ({
    id: g.id,
    name: g.name,
    field_id: g.fieldId,
    member_id: g.memberId,
    pqa_flg: g.pqaFlg,
    sort_id: i,
    tags: tags.filter((t) => t.tagGroupId === g.id).map(toWireTag),
  }));
  const known = new Set(groups.map((g) => g.id));
  const orphans = tags.filter((t) => t.tagGroupId === null || !known.has(t.tagGroupId));
  if (orphans.length > 0) {
    out.push({
      // No row holds the 不明 group; the largest integer id is never reached by the identity column here.
      id: UNKNOWN_TAG_GROUP_ID,
      name: UNKNOWN_TAG_GROUP_NAME,
      field_id: null,
      member_id: null,
      pqa_flg: 0,
      sort_id: out.length,
      tags: orphans.map(toWireTag),
    });
  }
  return out;
};

/** The request's fields updatePicturesTag answers about (the same names as its body). */
type TagEditRequest = {
  picture_folder_id?: number | null | undefined;
  place_id?: number | null | undefined;
  time_id?: number | null | undefined;
  tag_setting_ids?: number[] | undefined;
  remove_tag_setting_ids?: number[] | undefined;
};

/**
 * updatePicturesTag's answer: what every listed photo now carries, once. A field the request left
 * out is left out; a tag both added and removed is added (updatePhotos removes first).
 */
export const toWireTagEdit = (
  edit: TagEditRequest,
  done: { count: number; now: Date; folderName: string | null; addedTags: readonly PhotoTagTuple[] },
): TUpdatePicturesTagResponse => {
  const added = new Set(edit.tag_setting_ids ?? []);
  return {
    updated_count: done.count,
    update_datetime: toWireDateTime(done.now),
    ...(edit.picture_folder_id === undefined
      ? {}
      : {
          folder_id: edit.picture_folder_id,
          folder_name: edit.picture_folder_id === null ? null : done.folderName,
        }),
    ...(edit.place_id === undefined ? {} : { building_picture_place_id: edit.place_id }),
    ...(edit.time_id === undefined ? {} : { building_picture_time_id: edit.time_id }),
    added_tags: done.addedTags.map(toWirePhotoTag),
    removed_tag_setting_ids: [...new Set(edit.remove_tag_setting_ids ?? [])].filter((id) => !added.has(id)),
  };
};
