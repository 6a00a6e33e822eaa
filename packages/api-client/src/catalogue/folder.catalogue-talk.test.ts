import { describe, expect, it } from 'vitest';
import { folderFixtures } from '../fixtures/folder.ts';
import { folderEndpoints } from './folder.ts';

const SPEC: Record<keyof typeof folderEndpoints, [string, string]> = {
  createPictureFolder: ['POST', '/api/project/picture-folder'],
  createPictureFolders: ['POST', '/api/project/picture-folder/multiple'],
  sortPictureFolders: ['PUT', '/api/project/picture-folder/sort'],
  updatePictureFolder: ['PUT', '/api/project/picture-folder/{id}'],
  deletePictureFolder: ['PUT', '/api/project/picture-folder/{folderId}/delete'],
};

describe('folder catalogue', () => {
  it.each(Object.entries(folderEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, entry) => {
      const key = name as keyof typeof folderEndpoints;
      expect(entry.response.safeParse(folderFixtures[key]()).error).toBeUndefined();
      expect([entry.method, entry.path]).toEqual(SPEC[key]);
      expect(entry.timeout).toBe(300_000);
    },
  );

  it('requires a folder name, in Japanese', () => {
    const result = folderEndpoints.createPictureFolder.body.safeParse({ field_id: 5001, name: '   ' });
    expect(result.error?.issues[0]?.message).toBe('フォルダ名を入力してください');
  });

  it('sorting needs at least one folder id', () => {
    expect(
      folderEndpoints.sortPictureFolders.body.safeParse({ field_id: 5001, folder_ids: [] }).success,
    ).toBe(false);
  });
});
