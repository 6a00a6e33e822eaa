import { describe, expect, it } from 'vitest';
import { isBlackBoardPhotoPath, truncateDownloadFileName } from './download.ts';
import { albumDownloadFileName } from './downloadName.ts';

const photo = {
  caseName: '現場',
  registeredAt: new Date('2025-06-01T10:00:00+09:00'),
  shotAt: null,
  index: 0,
  tags: [],
};

describe('albumDownloadFileName extensions', () => {
  it('takes the extension with or without its dot, and drops only a leading dot', () => {
    expect(albumDownloadFileName({ ...photo, extension: '.JPG' })).toBe('現場_20250601_001.JPG');
    expect(albumDownloadFileName({ ...photo, extension: 'tar.gz' })).toBe('現場_20250601_001.tar.gz');
  });

  it('leaves the name without a dot when there is no extension', () => {
    expect(albumDownloadFileName({ ...photo, extension: '' })).toBe('現場_20250601_001');
    expect(albumDownloadFileName({ ...photo, extension: '.' })).toBe('現場_20250601_001');
  });
});

describe('truncateDownloadFileName', () => {
  it('keeps an extension of up to ten characters', () => {
    expect(truncateDownloadFileName('abcdefghij.png', 8)).toEqual({ name: 'abcd.png', truncated: true });
    // '.123456789' is ten characters: still an extension.
    expect(truncateDownloadFileName('abcdefghij.123456789', 12)).toEqual({
      name: 'ab.123456789',
      truncated: true,
    });
    // Eleven characters: part of the name.
    expect(truncateDownloadFileName('abcdefghij.1234567890', 12)).toEqual({
      name: 'abcdefghij.1',
      truncated: true,
    });
  });

  it('treats a leading dot as part of the name', () => {
    expect(truncateDownloadFileName('.abcdefghij', 5)).toEqual({ name: '.abcd', truncated: true });
  });

  it('cuts by characters, never inside an emoji', () => {
    expect(truncateDownloadFileName('😀😀😀😀😀😀', 3)).toEqual({ name: '😀😀😀', truncated: true });
  });
});

describe('isBlackBoardPhotoPath', () => {
  it('looks at the end of the name before the extension only', () => {
    expect(isBlackBoardPhotoPath('a/photo_BLACK_BOARD_GP.jpg')).toBe(true);
    expect(isBlackBoardPhotoPath('a/photo_BLACK_BOARD_GP')).toBe(true);
    expect(isBlackBoardPhotoPath('a/photo_BLACK_BOARD_GP.x.jpg')).toBe(false);
    expect(isBlackBoardPhotoPath('a.d/photo_BLACK_BOARD_GP')).toBe(true);
  });
});
