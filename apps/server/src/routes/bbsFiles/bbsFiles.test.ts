import { ZBuildingFile } from '@genba/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { seedPdf } from './seedFiles.ts';
import { boardFileUrl, toWireBoardFile } from './wire.ts';

const registAt = new Date('2026-11-10T00:30:00Z');
const row = {
  file: {
    id: 8001,
    chatRoomId: 101,
    memberId: 30,
    fileName: '外壁改修 仕様書.pdf',
    storageKey: 'bbs/101/x.pdf',
    mime: 'application/pdf',
    size: 4096,
    pickupFlg: true,
    registAt,
    updatedAt: null,
    delFlg: false,
    uploadId: null,
  },
  fieldId: 5001,
  memberName1: '山田',
  memberName2: '太郎',
  readed: false,
};

describe('board file wire', () => {
  it('points at the download with the version as t, and maps flags and names', () => {
    const wire = toWireBoardFile(row);
    expect(ZBuildingFile.parse(wire)).toEqual(wire);
    expect(wire).toMatchObject({
      building_file_path: `/api/bbs/file/8001/download?t=${registAt.getTime() / 1000}`,
      building_file_regist_datetime: '2026-11-10 09:30:00',
      building_file_size: 4096,
      regist_user_name: '山田 太郎',
      update_datetime: null,
      pickup_flg: 1,
      readed: 0,
    });
  });

  it('gives a replaced file a new URL', () => {
    const updated = new Date('2026-11-22T01:00:00Z');
    const wire = toWireBoardFile({ ...row, file: { ...row.file, updatedAt: updated }, readed: true });
    expect(wire.building_file_path).toBe(boardFileUrl(8001, updated));
    expect(wire.building_file_path).not.toBe(boardFileUrl(8001, registAt));
    expect(wire.update_datetime).toBe('2026-11-22 10:00:00');
    expect(wire.readed).toBe(1);
  });

  it('generates seed PDFs whose cross-reference offsets point at their objects', () => {
    const text = new TextDecoder().decode(seedPdf('Scaffold plan'));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries())
      expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref')).toBe(true);
  });
});
