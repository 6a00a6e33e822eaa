import { describe, expect, it } from 'vitest';
import { bbsFixtures } from '../fixtures/bbs.ts';
import { bbsEndpoints } from './bbs.ts';

const SPEC: Record<keyof typeof bbsEndpoints, [string, string]> = {
  deleteBbsFile: ['DELETE', '/api/bbs/file/{id}'],
  updateBbsFile: ['PUT', '/api/bbs/file/{id}'],
  updateBbsMember: ['PUT', '/api/bbs/member/{a}/{b}'],
  updateChatroomEmergencyContact: ['PUT', '/api/bbs/update/chatroom_emergency_contact/{chatroom_id}'],
  updateReadStatusFile: ['POST', '/api/pbFile/updateReadStatusFile'],
  // Designed: the spec shows the download only as "a URL with a timestamp parameter".
  bbsFileDownload: ['GET', '/api/bbs/file/{id}/download'],
  // Designed: the spec has no call that cancels an upload on the server.
  cancelUpload: ['POST', '/api/storage/cancelUpload'],
};
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('bbs catalogue', () => {
  it.each(Object.entries(bbsEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, entry) => {
      const key = name as keyof typeof bbsEndpoints;
      expect(entry.response.safeParse(bbsFixtures[key]()).error).toBeUndefined();
      const [method, path] = SPEC[key];
      expect(entry.method).toBe(method);
      expect(shape(entry.path)).toBe(shape(path));
      expect(entry.timeout).toBe(key === 'bbsFileDownload' ? 1_200_000 : 120_000);
    },
  );

  it('keeps the spec placeholder name chatroom_id', () => {
    expect(bbsEndpoints.updateChatroomEmergencyContact.params.parse({ chatroom_id: '101' })).toEqual({
      chatroom_id: 101,
    });
  });

  it('validates emergency contacts with Japanese messages', () => {
    const body = bbsEndpoints.updateChatroomEmergencyContact.body;
    const result = body.safeParse({
      emergency_contacts: [{ name: '', contact_type_id: 1, tel_number: 'abc' }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '名称を入力してください',
      '正しい電話番号を入力してください。',
    ]);
  });
});
