import { makeAlbumPhoto, makePictureFolder, makeTagGroup } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { editPhotosOf, editScopeOf } from './editScope.ts';

const groups = [
  makeTagGroup({ id: 1, name: '工程', field_id: null }),
  makeTagGroup({ id: 2, name: '外装', field_id: 5001 }),
  makeTagGroup({ id: 3, name: '内装', field_id: 5002 }),
];
const folders = [
  makePictureFolder({ id: 61, field_id: 5001 }),
  makePictureFolder({ id: 62, name: '内装', field_id: 5002 }),
];

describe('editScopeOf', () => {
  it("offers the company's groups and the one project's own groups and folders", () => {
    const scope = editScopeOf(
      [makeAlbumPhoto({ id: 1, attendance_field_id: 5001, folder_id: 61, tag_setting_ids: [7] })],
      groups,
      folders,
    );
    expect(scope.tagGroups.map((g) => g.id)).toEqual([1, 2]);
    expect(scope.folders?.map((f) => f.id)).toEqual([61]);
    expect(scope.photos).toEqual([{ id: 1, tagIds: [7], folderId: 61 }]);
  });

  it('offers only company groups and no folder change for photos of several projects', () => {
    const scope = editScopeOf(
      [
        makeAlbumPhoto({ id: 1, attendance_field_id: 5001 }),
        makeAlbumPhoto({ id: 2, attendance_field_id: 5002 }),
      ],
      groups,
      folders,
    );
    expect(scope.tagGroups.map((g) => g.id)).toEqual([1]);
    expect(scope.folders).toBeNull();
  });

  it('offers no folders for an empty selection', () => {
    expect(editScopeOf([], groups, folders).folders).toEqual([]);
  });

  it("makes the panel's photos once per photos array: a select-all finds those made ahead", () => {
    const list = [
      makeAlbumPhoto({ id: 1, attendance_field_id: 5001, folder_id: 61, tag_setting_ids: [7] }),
      makeAlbumPhoto({ id: 2, attendance_field_id: 5001, folder_id: null, tag_setting_ids: [] }),
    ];
    const ahead = editPhotosOf(list);
    expect(editScopeOf(list, groups, folders).photos).toBe(ahead);
    expect(ahead).toEqual([
      { id: 1, tagIds: [7], folderId: 61 },
      { id: 2, tagIds: [], folderId: null },
    ]);
    expect(editPhotosOf([...list])).not.toBe(ahead);
    expect(editScopeOf(list, groups, folders).folders?.map((f) => f.id)).toEqual([61]);
  });
});
