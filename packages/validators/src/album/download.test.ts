import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  albumDeleteConfirmMessage,
  comparePickupFirst,
  DOWNLOAD_FILE_NAME_MAX,
  downloadCompleteMessage,
  downloadProgressMessage,
  isBlackBoardPhotoPath,
  thumbnailsPerRow,
  truncateDownloadFileName,
} from './download.ts';
import { dropEmptyWorkContents, shootingDateFromExif } from './upload.ts';

describe('truncateDownloadFileName', () => {
  it('cuts a long name without an extension to its first characters', () => {
    const name = `${'あ'.repeat(60)}${'い'.repeat(60)}`;
    expect(truncateDownloadFileName(name)).toEqual({
      name: `${'あ'.repeat(60)}${'い'.repeat(40)}`,
      truncated: true,
    });
  });
  it('keeps names of 100 characters and cuts 101, keeping the extension', () => {
    const at = `${'あ'.repeat(96)}.jpg`;
    expect(truncateDownloadFileName(at)).toEqual({ name: at, truncated: false });
    const over = `${'あ'.repeat(97)}.jpg`;
    expect(truncateDownloadFileName(over)).toEqual({ name: `${'あ'.repeat(96)}.jpg`, truncated: true });
  });
  it('never splits an emoji and never exceeds the maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.constantFrom('.jpg', '.JPEG', ''),
        (base, ext) => {
          const r = truncateDownloadFileName(base + ext, 20);
          return (
            [...r.name].length <= 20 &&
            !/[\uD800-\uDBFF]$/.test(r.name) &&
            r.truncated === [...(base + ext)].length > 20
          );
        },
      ),
    );
  });
  it('treats a far-away dot as part of the name', () => {
    expect(truncateDownloadFileName(`a.${'b'.repeat(30)}`, 10)).toEqual({
      name: `a.${'b'.repeat(8)}`,
      truncated: true,
    });
  });
  it('holds for names with dots anywhere (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '.', 'あ', '😀'), maxLength: 60 }),
        fc.integer({ min: 1, max: 30 }),
        (s, max) => {
          const r = truncateDownloadFileName(s, max);
          return [...r.name].length <= max && r.truncated === [...s].length > max;
        },
      ),
    );
  });
  it('uses 100 as the default maximum', () => expect(DOWNLOAD_FILE_NAME_MAX).toBe(100));
});

describe('download messages', () => {
  it("shows 'ダウンロード中 n/total' and a completion notice", () => {
    expect(downloadProgressMessage(3, 10)).toBe('ダウンロード中 3/10');
    expect(downloadCompleteMessage(false)).toBe('ダウンロードが完了しました。');
    expect(downloadCompleteMessage(true)).toBe(
      'ダウンロードが完了しました。\nファイル名が長いため、一部のファイル名を短縮しました。',
    );
  });
  it('warns that contractor service photos leave the contractor album too', () => {
    expect(albumDeleteConfirmMessage(false)).toBe('選択した写真を削除しますか？');
    expect(albumDeleteConfirmMessage(true)).toContain('元請会社の施工アルバムからも削除されます。');
  });
});

describe('album helpers', () => {
  it('recognises black-board photo paths', () => {
    expect(isBlackBoardPhotoPath('a/b/123_BLACK_BOARD_GP.jpg')).toBe(true);
    expect(isBlackBoardPhotoPath('a/b/123.jpg')).toBe(false);
    // Only the file's own extension is dropped, not a dot in a folder name.
    expect(isBlackBoardPhotoPath('album/2026.11/123_BLACK_BOARD_GP.jpg')).toBe(true);
  });
  it('sorts pickup-flagged items first, keeping the rest in order', () => {
    const items = [{ id: 1 }, { id: 2, pickup_flg: 1 }, { id: 3, pickup_flg: 0 }, { id: 4, pickup_flg: 1 }];
    expect([...items].sort(comparePickupFirst).map((i) => i.id)).toEqual([2, 4, 1, 3]);
  });
  it('fits thumbnails beside the side menu', () => {
    expect(thumbnailsPerRow(1280, true, 192)).toBe(5); // (1280 - 305) / 192 = 5.07
    expect(thumbnailsPerRow(1280, false, 192)).toBe(6); // (1280 - 60) / 192 = 6.35
    expect(thumbnailsPerRow(360, true, 140)).toBe(1);
  });
  it('sends the EXIF shooting date as the camera wrote it, whatever the browser’s time zone, and an unreal one empty', () => {
    expect(shootingDateFromExif('2026:11:24 09:30:00')).toBe('2026-11-24 09:30:00');
    expect(shootingDateFromExif(' 2024:02:29 23:59:59 ')).toBe('2024-02-29 23:59:59');
    expect(shootingDateFromExif('1000:01:01 00:00:59')).toBe('1000-01-01 00:00:59');
    for (const unreal of [
      '0000:00:00 00:00:00',
      '2025:02:29 10:00:00',
      '2026:13:01 10:00:00',
      '2026:11:24 24:00:00',
      '2026:11:24 09:60:00',
      '0099:01:01 00:00:00',
      '0999:12:31 10:00:00',
      '2026:11:24 09:30:60',
      'IMG 2026:11:24 09:30:00',
      'nope',
      '',
      undefined,
      new Date(),
    ])
      expect(shootingDateFromExif(unreal)).toBe('');
  });
  it('drops work contents without a tag name', () => {
    expect(dropEmptyWorkContents([{ tag_name: '基礎' }, { tag_name: ' ' }, { tag_name: null }, {}])).toEqual([
      { tag_name: '基礎' },
    ]);
  });
});
