import { describe, expect, it } from 'vitest';
import { sendFixtures } from '../fixtures/send.ts';
import { sendEndpoints } from './send.ts';

const POSTS = [
  'sendFieldMessage',
  'sendGroupMessage',
  'sendMemberMessage',
  'sendFieldStamp',
  'sendGroupStamp',
  'sendMemberStamp',
  'sendWorkingTime',
  'sendFieldPhoto',
  'sendGroupPhoto',
  'sendMemberPhoto',
  'sendChatroomFirstPhoto',
  'sendMemberFirstPhoto',
  'sendFieldFile',
  'chatroomDispoffMessage',
  'privateDispoffMessage',
  'updateFieldMessage',
] as const;
const DELETES = ['deleteFieldMessage', 'deleteGroupMessage', 'deleteMemberMessage'] as const;
/** Designed beside the sends: the file call of group and private room photos. */
const DESIGNED = ['talkRoomPhotoFile'] as const;
const PHOTOS = [
  'sendFieldPhoto',
  'sendGroupPhoto',
  'sendMemberPhoto',
  'sendChatroomFirstPhoto',
  'sendMemberFirstPhoto',
];

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'IMG_0001.JPG', { type: 'image/jpeg' });

describe('send catalogue', () => {
  it('lists exactly the calls of talk §7 Send, plus the designed room-photo file call', () => {
    expect(Object.keys(sendEndpoints).sort()).toEqual([...POSTS, ...DELETES, ...DESIGNED].sort());
    expect(sendEndpoints.talkRoomPhotoFile).toMatchObject({
      method: 'GET',
      path: '/api/talk/photo/{id}/{variant}',
    });
  });

  it.each(Object.entries(sendEndpoints))('%s parses its default fixture', (name, entry) => {
    expect(entry.response.safeParse(sendFixtures[name as keyof typeof sendFixtures]()).error).toBeUndefined();
  });

  it.each(POSTS)('%s is POST /api/v1/talk/%s', (name) => {
    expect(sendEndpoints[name]).toMatchObject({ method: 'POST', path: `/api/v1/talk/${name}` });
  });

  it.each(DELETES)('%s is DELETE /api/v1/talk/%s/{id}', (name) => {
    expect(sendEndpoints[name]).toMatchObject({ method: 'DELETE', path: `/api/v1/talk/${name}/{id}` });
  });

  it('photo sends are multipart, time out after 60000 ms and fail as status 500', () => {
    for (const [name, entry] of Object.entries(sendEndpoints)) {
      const isPhoto = PHOTOS.includes(name);
      expect(entry.timeout, name).toBe(isPhoto ? 60_000 : 120_000);
      expect('bodyType' in entry && entry.bodyType === 'multipart', name).toBe(isPhoto);
      expect(entry.failure, name).toBe(isPhoto ? 'status-500' : 'false');
    }
  });

  it('a photo send takes an image with api_version and coerces multipart strings', () => {
    const parsed = sendEndpoints.sendFieldPhoto.body.parse({
      file: jpeg,
      chatroom_id: '101',
      attendance_field_id: '5001',
      api_version: '2',
      tag_setting_ids: ['402'],
    });
    expect(parsed).toMatchObject({
      chatroom_id: 101,
      attendance_field_id: 5001,
      api_version: 2,
      tag_setting_ids: [402],
    });
    expect(parsed.building_picture_datetime).toBe('');
  });

  it('refuses unsupported files with the spec message', () => {
    const exe = new File(['x'], 'setup.exe');
    const result = sendEndpoints.sendGroupPhoto.body.safeParse({ file: exe, chatroom_id: 1, api_version: 2 });
    expect(result.error?.issues[0]?.message).toBe('未サポートのファイルが含まれています。');
  });

  it('refuses an empty message and a working time that ends before it starts', () => {
    expect(
      sendEndpoints.sendGroupMessage.body.safeParse({ chatroom_id: 1, message: '  ' }).error?.issues[0]
        ?.message,
    ).toBe('メッセージを入力してください');
    const time = { chatroom_id: 1, attendance_field_id: 2, work_date: '2026-11-21', rest_minutes: 0 };
    expect(
      sendEndpoints.sendWorkingTime.body.safeParse({ ...time, start_time: '17:00', end_time: '08:00' })
        .success,
    ).toBe(false);
    expect(
      sendEndpoints.sendWorkingTime.body.safeParse({ ...time, start_time: '08:00', end_time: '17:00' })
        .success,
    ).toBe(true);
  });
});
