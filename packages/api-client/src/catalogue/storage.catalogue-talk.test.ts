import { describe, expect, it } from 'vitest';
import { storageFixtures } from '../fixtures/storage.ts';
import { storageEndpoints } from './storage.ts';

const SPEC: Record<keyof typeof storageEndpoints, [string, string]> = {
  storeAlbum: ['POST', '/api/storage/storeAlbum'],
  storageField: ['POST', '/api/storage/field'],
  storageFieldFile: ['POST', '/api/storage/fieldFile'],
  storageGroupFile: ['POST', '/api/storage/groupFile'],
  storageMemberFile: ['POST', '/api/storage/memberFile'],
  deleteStorageGroupFile: ['DELETE', '/api/storage/groupFile/{id}'],
  deleteStorageMemberFile: ['DELETE', '/api/storage/member/{id}'],
};
const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'IMG_0001.jpg', { type: 'image/jpeg' });
const ids = { field_id: 5001, chatroom_id: 101, member_id: 31, company_id: 1, office_id: 11 };

describe('storage catalogue', () => {
  it.each(Object.entries(storageEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, entry) => {
      const key = name as keyof typeof storageEndpoints;
      expect(entry.response.safeParse(storageFixtures[key]()).error).toBeUndefined();
      expect([entry.method, entry.path]).toEqual(SPEC[key]);
      expect(entry.timeout).toBe(1_200_000);
      expect(entry.failure).toBe('status-500');
    },
  );

  it('uploads are multipart', () => {
    for (const entry of Object.values(storageEndpoints)) {
      expect('bodyType' in entry ? entry.bodyType : undefined).toBe(
        entry.method === 'POST' ? 'multipart' : undefined,
      );
    }
  });

  it('storeAlbum takes a new photo with its tags, or an edit by id without a file', () => {
    const body = storageEndpoints.storeAlbum.body;
    const created = body.parse({
      ...ids,
      file: jpeg,
      sent: '1',
      building_picture_datetime: '',
      tag_setting_ids: ['402', '411'],
      api_version: '2',
    });
    expect(created).toMatchObject({ sent: 1, tag_setting_ids: [402, 411], api_version: 2 });
    const edit = body.safeParse({
      ...ids,
      id: 7001,
      sent: 0,
      building_picture_datetime: '2026-11-20 10:15:42',
      api_version: 2,
      board_flg: 1,
      picture_board_settings: {
        board_work_contents: [{ tag_name: '外壁 下塗り', tag_group_name: null }],
        shooting_date: null,
      },
    });
    expect(edit.success).toBe(true);
  });

  it('storeAlbum reads picture_board_settings as the JSON text the multipart encoder sends', () => {
    const settings = {
      board_work_contents: [{ tag_name: '屋根 棟板金', tag_group_name: '部位' }],
      shooting_date: '2026-11-19',
    };
    const parsed = storageEndpoints.storeAlbum.body.parse({
      ...ids,
      id: '7001',
      sent: '0',
      building_picture_datetime: '',
      api_version: '2',
      picture_board_settings: JSON.stringify(settings),
    });
    expect(parsed.picture_board_settings).toEqual(settings);
    expect(parsed.id).toBe(7001);
  });

  it('storeAlbum without a file or id says no valid file was uploaded', () => {
    const result = storageEndpoints.storeAlbum.body.safeParse({
      ...ids,
      sent: 0,
      building_picture_datetime: '',
      api_version: 2,
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      '有効なファイルがアップロードされていません。',
    );
  });

  it('room files accept documents and default no_compress to 0', () => {
    const pdf = new File(['%PDF'], '見積書.pdf', { type: 'application/pdf' });
    expect(storageEndpoints.storageGroupFile.body.parse({ chatroom_id: 201, file: pdf }).no_compress).toBe(0);
    const zip = new File(['PK'], 'photos.zip');
    expect(storageEndpoints.storageGroupFile.body.safeParse({ chatroom_id: 201, file: zip }).success).toBe(
      false,
    );
  });
});
