import { describe, expect, it } from 'vitest';
import {
  BBS_FILE_LIMITS,
  BBS_FILE_MESSAGE,
  bbsFileDeleteConfirm,
  canChangeBbsFile,
  cleanUploadName,
  formatFileSize,
  orderBbsFiles,
} from './bbsFiles.ts';

describe('board files', () => {
  it('lets the uploader and room managers change a file, nobody else', () => {
    expect(canChangeBbsFile({ viewerId: 1, uploaderId: 1, isManager: false })).toBe(true);
    expect(canChangeBbsFile({ viewerId: 2, uploaderId: 1, isManager: true })).toBe(true);
    expect(canChangeBbsFile({ viewerId: 2, uploaderId: 1, isManager: false })).toBe(false);
  });

  it('puts pickup files first and keeps the given order otherwise', () => {
    const files = [
      { id: 1, pickup_flg: 0 },
      { id: 2, pickup_flg: 1 },
      { id: 3, pickup_flg: 0 },
      { id: 4, pickup_flg: 1 },
    ];
    expect(orderBbsFiles(files).map((f) => f.id)).toEqual([2, 4, 1, 3]);
    expect(files.map((f) => f.id)).toEqual([1, 2, 3, 4]);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(12 * 1024 * 1024 + 300_000)).toBe('12 MB');
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
  });

  it('states its limits and texts', () => {
    expect(BBS_FILE_LIMITS).toEqual({ maxBytes: 20 * 1024 * 1024, maxFilesPerRoom: 1000 });
    expect(BBS_FILE_MESSAGE.roomFull).toBe('このルームに登録できるファイルは1000件までです。');
    expect(bbsFileDeleteConfirm('工程表.xlsx')).toBe(
      '「工程表.xlsx」を削除しますか？削除したファイルは元に戻せません。',
    );
  });

  it('cleans uploaded names: controls and separators out, long names cut before the extension', () => {
    expect(cleanUploadName('a\u0000b\u001b.pdf')).toBe('ab.pdf');
    expect(cleanUploadName('../../etc/passwd.pdf')).toBe('.._.._etc_passwd.pdf');
    expect(cleanUploadName('  .pdf ')).toBe('file.pdf');
    expect(cleanUploadName('')).toBe('file');
    expect(cleanUploadName('readme')).toBe('readme');
    expect(cleanUploadName('a')).toBe('a');
    expect(cleanUploadName('図面\u001f\u007f.pdf')).toBe('図面.pdf');
    expect(cleanUploadName('図面 .pdf')).toBe('図面 .pdf');
    const long = `${'図'.repeat(300)}.xlsx`;
    expect([...cleanUploadName(long)]).toHaveLength(200);
    expect(cleanUploadName(long).endsWith('図.xlsx')).toBe(true);
  });
});
