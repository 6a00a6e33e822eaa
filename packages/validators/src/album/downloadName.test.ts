import { describe, expect, it } from 'vitest';
import {
  ALBUM_DOWNLOAD_NAME_MODE,
  ALBUM_DOWNLOAD_NAME_MODE_LABELS,
  albumDownloadFileName,
  albumPhotoDownloadName,
} from './downloadName.ts';

const base = {
  caseName: '山田様邸 外壁塗装（第2期）',
  registeredAt: new Date('2025-06-01T10:00:00+09:00'),
  shotAt: new Date('2025-05-31T23:30:00+09:00'),
  index: 0,
  tags: ['外壁', '施工前!', ''],
  extension: 'JPG',
};

describe('albumDownloadFileName', () => {
  it('joins case name, dates, running number and tags without symbols or spaces', () => {
    expect(albumDownloadFileName(base)).toBe('山田様邸外壁塗装第2期_20250601_20250531_001_外壁_施工前.JPG');
  });
  it('uses dates in Japan (00:30 JST is still the same day there)', () => {
    const name = albumDownloadFileName({
      ...base,
      registeredAt: new Date('2025-06-01T00:30:00+09:00'),
      tags: [],
    });
    expect(name).toBe('山田様邸外壁塗装第2期_20250601_20250531_001.JPG');
  });
  it('drops an invalid registration date', () => {
    expect(albumDownloadFileName({ ...base, registeredAt: new Date('x'), tags: [] })).toBe(
      '山田様邸外壁塗装第2期_20250531_001.JPG',
    );
  });
  it('drops a missing or invalid shooting date', () => {
    expect(albumDownloadFileName({ ...base, shotAt: null, tags: [] })).toBe(
      '山田様邸外壁塗装第2期_20250601_001.JPG',
    );
    expect(albumDownloadFileName({ ...base, shotAt: new Date('x'), tags: [] })).toBe(
      '山田様邸外壁塗装第2期_20250601_001.JPG',
    );
  });
  it('pads the running number to 3 digits, 1-based', () => {
    expect(albumDownloadFileName({ ...base, index: 9, tags: [] })).toContain('_010.');
    expect(albumDownloadFileName({ ...base, index: 998, tags: [] })).toContain('_999.');
    expect(albumDownloadFileName({ ...base, index: 999, tags: [] })).toContain('_1000.');
  });
  it('keeps the original extension with or without a dot and keeps ー and half-width kana', () => {
    expect(albumDownloadFileName({ ...base, caseName: 'ｶﾅ ハウスー/A', tags: [], extension: '.png' })).toBe(
      'ｶﾅハウスーA_20250601_20250531_001.png',
    );
  });
  it('drops tags that are only symbols or spaces', () => {
    expect(albumDownloadFileName({ ...base, tags: ['　', '★'] })).toBe(
      '山田様邸外壁塗装第2期_20250601_20250531_001.JPG',
    );
  });
});

describe('albumPhotoDownloadName', () => {
  const photo = {
    attendance_field_name: '博多駅前ビル 外装改修工事',
    regist_datetime: '2026-11-20 00:10:00',
    building_picture_datetime: '2026-11-19 23:59:00',
    building_picture_upload_filename: 'IMG_0001.JPG',
    tags: [{ name: '施工前' }, { name: '外壁・南面' }],
  };
  it('names by case, Japan dates, number and tags in tag mode', () => {
    expect(albumPhotoDownloadName(ALBUM_DOWNLOAD_NAME_MODE.tag, photo, 1)).toBe(
      '博多駅前ビル外装改修工事_20261120_20261119_002_施工前_外壁南面.JPG',
    );
  });
  it('leaves out an empty or invalid shooting date and keeps a name without extension', () => {
    expect(
      albumPhotoDownloadName(
        ALBUM_DOWNLOAD_NAME_MODE.tag,
        {
          ...photo,
          building_picture_datetime: '0000-00-00 00:00:00',
          building_picture_upload_filename: 'scan',
          tags: [],
        },
        0,
      ),
    ).toBe('博多駅前ビル外装改修工事_20261120_001');
    expect(
      albumPhotoDownloadName(
        ALBUM_DOWNLOAD_NAME_MODE.tag,
        { ...photo, building_picture_datetime: null, tags: [] },
        0,
      ),
    ).toBe('博多駅前ビル外装改修工事_20261120_001.JPG');
  });
  it('takes no extension from a name that only starts with a dot', () => {
    expect(
      albumPhotoDownloadName(
        ALBUM_DOWNLOAD_NAME_MODE.tag,
        { ...photo, building_picture_datetime: null, building_picture_upload_filename: '.hidden', tags: [] },
        0,
      ),
    ).toBe('博多駅前ビル外装改修工事_20261120_001');
  });
  it('labels the two choices of /setting/album-download', () => {
    expect(ALBUM_DOWNLOAD_NAME_MODE_LABELS).toEqual({
      0: 'アップロードしたときのファイル名',
      1: 'タグ名でダウンロード（現場名_登録日_撮影日_連番_タグ）',
    });
  });
  it('keeps the uploaded name otherwise', () => {
    expect(albumPhotoDownloadName(ALBUM_DOWNLOAD_NAME_MODE.original, photo, 0)).toBe('IMG_0001.JPG');
    expect(albumPhotoDownloadName(undefined, photo, 0)).toBe('IMG_0001.JPG');
  });
});
