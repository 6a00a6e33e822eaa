import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import type { EditFolder, EditPhoto, EditTagGroup } from '@genba/ui/album-grid';

/** The panel's photos by the album's photos array: arrays are replaced, never changed in place. */
const editPhotos = new WeakMap<readonly TAlbumPhoto[], readonly EditPhoto[]>();

/**
 * The photos as the edit panel reads them, made once per photos array: a
 * select-all's photos are the album's own list (pickSelectedRecords), so the
 * panel's list and its tag summary, prepared ahead for that list
 * (prepareEditScope), are found again instead of made in the click (issue 12).
 */
export const editPhotosOf = (photos: readonly TAlbumPhoto[]): readonly EditPhoto[] => {
  let list = editPhotos.get(photos);
  if (!list) {
    const made = new Array<EditPhoto>(photos.length);
    for (let i = 0; i < photos.length; i++) {
      const p = photos[i] as TAlbumPhoto;
      made[i] = { id: p.id, tagIds: p.tag_setting_ids, folderId: p.folder_id };
    }
    list = made;
    editPhotos.set(photos, list);
  }
  return list;
};

/** The one project all the photos are of, or null (none, or several). */
const onlyProjectOf = (photos: readonly TAlbumPhoto[]): number | null => {
  const only = photos[0]?.attendance_field_id ?? null;
  for (let i = 1; i < photos.length; i++)
    if ((photos[i] as TAlbumPhoto).attendance_field_id !== only) return null;
  return only;
};

/**
 * What the edit panel offers for the selected photos: the company's tag
 * groups, plus a project's own groups when every photo is of that project;
 * that project's folders, or none (null) when the photos span projects
 * (folders belong to one project, talk §3).
 */
export const editScopeOf = (
  photos: readonly TAlbumPhoto[],
  tagGroups: readonly TTagGroup[],
  folders: readonly TPictureFolder[],
): { photos: readonly EditPhoto[]; tagGroups: EditTagGroup[]; folders: EditFolder[] | null } => {
  const only = onlyProjectOf(photos);
  return {
    photos: editPhotosOf(photos),
    tagGroups: tagGroups.filter((g) => g.field_id === null || g.field_id === only),
    folders: photos.length === 0 ? [] : only === null ? null : folders.filter((f) => f.field_id === only),
  };
};
