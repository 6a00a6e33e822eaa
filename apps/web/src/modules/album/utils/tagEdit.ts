import type { TAlbumPhoto, TUpdatePicturesTagResponse } from '@genba/api-client/schemas';

type PhotoTag = TAlbumPhoto['tags'][number];

/**
 * One photo as updatePicturesTag left it, from the answer that says once what every photo of the
 * request now carries (issue 12: the photos themselves were 92 MB of JSON for 100,000). Its tags
 * keep their order, less the removed ones, with the added ones after them (a later read orders them
 * as the tag master does); a folder, place or time the answer does not name stays the photo's own.
 */
export const withTagEdit = (photo: TAlbumPhoto, answer: TUpdatePicturesTagResponse): TAlbumPhoto => {
  const removed = answer.removed_tag_setting_ids;
  const added = answer.added_tags;
  let tags: readonly PhotoTag[] = photo.tags;
  if (removed.length > 0 || added.length > 0) {
    const next: PhotoTag[] = [];
    for (const t of photo.tags) if (!removed.includes(t.id)) next.push(t);
    const kept = next.length;
    for (const a of added) {
      let has = false;
      for (let i = 0; i < kept && !has; i++) has = (next[i] as PhotoTag).id === a.id;
      if (!has) next.push(a);
    }
    tags = next;
  }
  const updated: TAlbumPhoto = {
    ...photo,
    update_datetime: answer.update_datetime,
    tags: tags as PhotoTag[],
    tag_setting_ids: tags === photo.tags ? photo.tag_setting_ids : tags.map((t) => t.id),
  };
  if (answer.folder_id !== undefined) {
    updated.folder_id = answer.folder_id;
    updated.folder_name = answer.folder_name ?? null;
  }
  if (
    answer.building_picture_place_id !== undefined &&
    answer.building_picture_place_id !== photo.building_picture_place_id
  ) {
    updated.building_picture_place_id = answer.building_picture_place_id;
    updated.building_picture_place_name = null;
  }
  if (
    answer.building_picture_time_id !== undefined &&
    answer.building_picture_time_id !== photo.building_picture_time_id
  ) {
    updated.building_picture_time_id = answer.building_picture_time_id;
    updated.building_picture_time_name = null;
  }
  return updated;
};

/** The photos of one request as the answer left them, appended to `out` (one array for every request). */
export const applyTagEdit = (
  photos: readonly TAlbumPhoto[],
  answer: TUpdatePicturesTagResponse,
  out: TAlbumPhoto[],
): void => {
  for (const photo of photos) out.push(withTagEdit(photo, answer));
};

/** The requests of one project's photos: ALBUM_TAG_EDIT.maxPhotos ids at most each, in order. */
export const tagEditChunks = <T>(photos: readonly T[], max: number): T[][] => {
  const out: T[][] = [];
  for (let from = 0; from < photos.length; from += max) out.push(photos.slice(from, from + max));
  return out;
};
