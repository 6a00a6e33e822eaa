import { describe, expect, it } from 'vitest';
import {
  GEO_MESSAGE,
  geocodeAddressSchema,
  latitudeInput,
  latitudeSchema,
  longitudeInput,
  longitudeSchema,
} from './geo.ts';
import { isValidPostalCode } from './postalCode.ts';
import {
  DEFAULT_PREFECTURE_CODE,
  isPrefectureCode,
  PREFECTURES,
  prefectureCodeOf,
  prefectureName,
} from './prefectures.ts';

describe('isValidPostalCode', () => {
  it.each(['123-4567', '1234567', '810-0001'])('accepts %s', (s) => expect(isValidPostalCode(s)).toBe(true));
  it.each(['', '123456', '12345678', '12-34567', '1234-567', '１２３-４５６７', '123-456a', '123 4567'])(
    'refuses %s',
    (s) => expect(isValidPostalCode(s)).toBe(false),
  );
});

describe('PREFECTURES', () => {
  it('lists 47 prefectures coded 1 to 47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
  });
  it('names them in Japanese', () => {
    expect(prefectureName(1)).toBe('北海道');
    expect(prefectureName(13)).toBe('東京都');
    expect(prefectureName(47)).toBe('沖縄県');
    expect(prefectureName(48)).toBeUndefined();
  });
  it('defaults to 40 (福岡県)', () => expect(prefectureName(DEFAULT_PREFECTURE_CODE)).toBe('福岡県'));
  it('checks codes', () => {
    expect(isPrefectureCode(1)).toBe(true);
    expect(isPrefectureCode(47)).toBe(true);
    expect(isPrefectureCode(0)).toBe(false);
    expect(isPrefectureCode(48)).toBe(false);
    expect(isPrefectureCode(1.5)).toBe(false);
  });
});

describe('prefectureCodeOf', () => {
  it('finds the code of a name', () => {
    expect(prefectureCodeOf('東京都')).toBe(13);
    expect(prefectureCodeOf(' 沖縄県 ')).toBe(47);
    expect(prefectureCodeOf('東京')).toBeUndefined();
  });
});

describe('latitude and longitude that travel as text (the weather call of daily reports)', () => {
  it('reads decimal text', () => {
    expect(latitudeInput.parse('33.5902')).toBe(33.5902);
    expect(longitudeInput.parse('130.4017')).toBe(130.4017);
  });
  it.each(['abc', '', '12abc', 'NaN', 'Infinity', '91', '-90.5'])(
    'refuses latitude %j in the spec style',
    (lat) => {
      expect(latitudeInput.safeParse(lat).error?.issues.map((issue) => issue.message)).toEqual([
        GEO_MESSAGE.latitude,
      ]);
    },
  );
  it('refuses a longitude out of range', () => {
    expect(longitudeInput.safeParse('181').error?.issues.map((issue) => issue.message)).toEqual([
      GEO_MESSAGE.longitude,
    ]);
  });
});

describe('positions and the address to geocode', () => {
  it('takes a latitude from -90 to 90 and a longitude from -180 to 180', () => {
    for (const lat of [-90, 0, 33.59, 90]) expect(latitudeSchema.parse(lat)).toBe(lat);
    for (const lng of [-180, 0, 130.4, 180]) expect(longitudeSchema.parse(lng)).toBe(lng);
    for (const lat of [-90.01, 90.01, '33.59', null])
      expect(latitudeSchema.safeParse(lat).error?.issues.map((i) => i.message)).toEqual([
        '緯度は-90以上90以下の数値で入力してください。',
      ]);
    for (const lng of [-180.01, 180.01, '130.4', null])
      expect(longitudeSchema.safeParse(lng).error?.issues.map((i) => i.message)).toEqual([
        '経度は-180以上180以下の数値で入力してください。',
      ]);
  });
  it('needs a trimmed address of at most 200 characters to geocode', () => {
    expect(geocodeAddressSchema.parse(' 福岡市中央区天神1-1-1 ')).toBe('福岡市中央区天神1-1-1');
    expect(geocodeAddressSchema.safeParse(' ').error?.issues.map((i) => i.message)).toEqual([
      '住所を入力してください',
    ]);
    expect(geocodeAddressSchema.safeParse('あ'.repeat(200)).success).toBe(true);
    expect(geocodeAddressSchema.safeParse('あ'.repeat(201)).error?.issues.map((i) => i.message)).toEqual([
      '200文字以下で入力してください',
    ]);
  });
});
