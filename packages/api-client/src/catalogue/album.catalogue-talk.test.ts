import { ALBUM_TAG_EDIT, isBlackBoardPhotoPath } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { albumFixtures, makeAlbumPhoto, makeAlbumPhotos } from '../fixtures/album.ts';
import { albumEndpoints } from './album.ts';

const SPEC: Record<keyof typeof albumEndpoints, [string, string]> = {
  getFieldAlbumData: ['GET', '/api/v1/talk/getFieldAlbumData/{a}/{b}'],
  getInitFieldAlbumData: ['GET', '/api/v1/talk/getInitFieldAlbumData/{a}/{b}'],
  updatePicturesTag: ['PUT', '/api/v1/talk/updatePicturesTag'],
  shareFieldPhoto: ['POST', '/api/v1/talk/shareFieldPhoto'],
  deletePictures: ['DELETE', '/api/v1/talk/deletePictures'],
  detachFieldPhoto: ['DELETE', '/api/v1/talk/detachFieldPhoto/{id}'],
  detachGroupPhoto: ['DELETE', '/api/v1/talk/detachGroupPhoto/{id}'],
  detachMemberPhoto: ['DELETE', '/api/v1/talk/detachMemberPhoto/{id}'],
  disabledFieldPhoto: ['DELETE', '/api/v1/talk/disabledFieldPhoto'],
  disabledGroupPicturePhoto: ['DELETE', '/api/v1/talk/disabledGroupPicturePhoto'],
  disabledMemberPicturePhoto: ['DELETE', '/api/v1/talk/disabledMemberPicturePhoto'],
  updateBuildingPictureLastSorting: ['PUT', '/api/v1/talk/updateBuildingPictureLastSorting'],
  album_image_tag_multi: ['PUT', '/api/album/album_image_tag_multi'],
  album_image_delete_multi: ['DELETE', '/api/album/album_image_delete_multi'],
  albumSync: ['GET', '/api/album/sync/{id}'],
  getCommonAlbumAllData: ['GET', '/api/album/getCommonAlbumAllData/{id}'],
  getAlbumCaching: ['GET', '/api/album/getAlbumCaching'],
  getInitAlbumData: ['GET', '/api/album/getInitAlbumData'],
  downloadContent: ['GET', '/api/album/downloadContent'],
  albumPush: ['POST', '/api/push/albumPush'],
  // Designed here: the spec shows no call for photo files and their integrity check.
  albumPhotoFile: ['GET', '/api/album/photo/{id}/{variant}'],
  albumPhotoIntegrity: ['GET', '/api/album/integrity/{id}'],
  // Designed here: the tag master settings screen (/genbamastersetting/tag-group) has no calls in the spec.
  getTagGroupSettings: ['GET', '/api/setting/tag-group'],
  createTagGroup: ['POST', '/api/setting/tag-group'],
  sortTagGroups: ['PUT', '/api/setting/tag-group/sort'],
  updateTagGroup: ['PUT', '/api/setting/tag-group/{id}'],
  deleteTagGroup: ['DELETE', '/api/setting/tag-group/{id}'],
  createTag: ['POST', '/api/setting/tag'],
  sortTags: ['PUT', '/api/setting/tag/sort'],
  updateTag: ['PUT', '/api/setting/tag/{id}'],
  deleteTag: ['DELETE', '/api/setting/tag/{id}'],
  // Designed here: /setting/album-download (core §2) shows no call.
  getAlbumDownloadSetting: ['GET', '/api/setting/album-download'],
  updateAlbumDownloadSetting: ['PUT', '/api/setting/album-download'],
};
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('album catalogue', () => {
  it.each(Object.entries(albumEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, entry) => {
      const key = name as keyof typeof albumEndpoints;
      expect(entry.response.safeParse(albumFixtures[key]()).error).toBeUndefined();
      const [method, path] = SPEC[key];
      expect(entry.method).toBe(method);
      expect(shape(entry.path)).toBe(shape(path));
    },
  );

  it('a newer updateBuildingPictureLastSorting cancels the earlier one', () => {
    expect(albumEndpoints.updateBuildingPictureLastSorting.cancelPrevious).toBe(true);
  });

  it('album sync, common album data and album caching are cancellable; nothing else is', () => {
    const cancellable = Object.entries(albumEndpoints)
      .filter(([, e]) => 'cancellable' in e && e.cancellable)
      .map(([n]) => n);
    expect(cancellable.sort()).toEqual(['albumSync', 'getAlbumCaching', 'getCommonAlbumAllData']);
  });

  it('album loads take 1200 s, tagging 300 s (talk §9)', () => {
    expect(albumEndpoints.getInitFieldAlbumData.timeout).toBe(1_200_000);
    expect(albumEndpoints.getCommonAlbumAllData.timeout).toBe(1_200_000);
    expect(albumEndpoints.updatePicturesTag.timeout).toBe(300_000);
    expect(albumEndpoints.album_image_tag_multi.timeout).toBe(300_000);
  });

  it('photo and album writes fail as status 500, reads as false (talk §8)', () => {
    expect(albumEndpoints.deletePictures.failure).toBe('status-500');
    expect(albumEndpoints.album_image_tag_multi.failure).toBe('status-500');
    expect(albumEndpoints.getFieldAlbumData.failure).toBe('false');
  });

  it('album_image_tag_multi takes one photo edit or the bulk form', () => {
    const body = albumEndpoints.album_image_tag_multi.body;
    const photo = makeAlbumPhoto();
    expect(body.safeParse({ photo }).success).toBe(true);
    expect(
      body.safeParse({ picture_id_list: [1, 2], place_id: 411, time_id: null, picture_folder_id: 61 })
        .success,
    ).toBe(true);
    expect(body.safeParse({ picture_id_list: [] }).success).toBe(false);
  });

  it("album_image_tag_multi's bulk form takes updatePicturesTag's 2,000 ids and answers compactly", () => {
    const entry = albumEndpoints.album_image_tag_multi;
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(entry.body.safeParse({ picture_id_list: ids(ALBUM_TAG_EDIT.maxPhotos) }).success).toBe(true);
    expect(entry.body.safeParse({ picture_id_list: ids(ALBUM_TAG_EDIT.maxPhotos + 1) }).success).toBe(false);
    const compact = {
      updated_count: 2,
      updated_ids: [7001, 7002],
      update_datetime: '2026-11-21 09:00:00',
      folder_id: null,
      folder_name: null,
      added_tags: [{ id: 401, name: '施工前', tag_group_id: 41, tag_group_name: '工程' }],
      removed_tag_setting_ids: [402],
    };
    expect(entry.response.parse(compact)).toEqual(compact);
    expect(entry.response.safeParse({ photos: [makeAlbumPhoto()] }).success).toBe(true);
    // Neither the photos nor the compact fields: not an answer of this call.
    expect(entry.response.safeParse({ updated_count: 2 }).success).toBe(false);
  });

  it('the many-photos factory marks its black-board photo by path suffix', () => {
    const photos = makeAlbumPhotos(30);
    expect(photos).toHaveLength(30);
    expect(new Set(photos.map((p) => p.id)).size).toBe(30);
    const boards = photos.filter((p) => p.board_flg === 1);
    expect(boards).toHaveLength(1);
    expect(photos.filter((p) => isBlackBoardPhotoPath(p.building_picture_path))).toEqual(boards);
  });

  it('the common album query takes one or many tag ids', () => {
    const query = albumEndpoints.getCommonAlbumAllData.query;
    expect(query.parse({ tag_setting_ids: '402' }).tag_setting_ids).toEqual([402]);
    expect(query.parse({ tag_setting_ids: ['402', 411] }).tag_setting_ids).toEqual([402, 411]);
    expect(query.safeParse({ date_from: '2026/11/01' }).success).toBe(false);
  });
});
