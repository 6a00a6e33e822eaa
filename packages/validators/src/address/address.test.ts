import { describe, expect, it } from 'vitest';
import { GEO_MESSAGE, latitudeInput, longitudeInput } from './geo.ts';
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
