import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import type { EditFolder, EditPhoto, EditTagGroup } from '@genba/ui/album-grid';

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
): { photos: EditPhoto[]; tagGroups: EditTagGroup[]; folders: EditFolder[] | null } => {
  const fields = new Set(photos.map((p) => p.attendance_field_id));
  const only = fields.size === 1 ? (photos[0]?.attendance_field_id ?? null) : null;
  return {
    photos: photos.map((p) => ({ id: p.id, tagIds: p.tag_setting_ids, folderId: p.folder_id })),
    tagGroups: tagGroups.filter((g) => g.field_id === null || g.field_id === only),
    folders: photos.length === 0 ? [] : only === null ? null : folders.filter((f) => f.field_id === only),
  };
};
