import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfWidthChar } from './displayLength.ts';
import {
  isAlnumDotHyphen,
  isDecimalUpTo1Place,
  isDecimalUpTo2Places,
  isDigitsOnly,
  isEmpty,
  isFullOrHalfWidthDigits,
  isHalfStep,
  isHalfWidthAlnumSymbols,
  isHalfWidthAlphanumeric,
  isValidUrl,
  startsWithHttp,
  trimmedOrNull,
} from './inputHelpers.ts';

const table = (fn: (s: string) => boolean, valid: string[], invalid: string[]) => {
  it.each(valid)(`${fn.name} accepts %j`, (s) => expect(fn(s)).toBe(true));
  it.each(invalid)(`${fn.name} refuses %j`, (s) => expect(fn(s)).toBe(false));
};

describe('input helpers', () => {
  table(isDigitsOnly, ['0', '0123'], ['', '１２', '1.5', '-1', '1 2', 'a']);
  table(isFullOrHalfWidthDigits, ['12', '１２', '1２'], ['', '1a', '一二']);
  table(isHalfWidthAlphanumeric, ['abc123', 'ABC'], ['', 'abc!', 'ａｂｃ', 'a b']);
  table(isHalfWidthAlnumSymbols, ['abc!#$', 'P@ss-w0rd'], ['', 'a b', 'パス', 'ａ']);
  table(isAlnumDotHyphen, ['genba.jp', 'a-b.c'], ['', 'a_b', 'a b', 'a@b']);
  table(isDecimalUpTo2Places, ['1', '1.2', '1.23', '999999.99'], ['', '1.234', '1.', '.5', '-1', '１.２']);
  table(isDecimalUpTo1Place, ['1', '1.2', '999.9'], ['', '1.23', '1.', '.5']);
  table(isHalfStep, ['1', '1.5', '2.0', '0.5'], ['', '1.2', '1.55', '.5']);
  table(startsWithHttp, ['http://a', 'HTTPS://a'], ['', 'ftp://a', 'www.example.com']);
  table(
    isValidUrl,
    [
      'https://example.com',
      'http://genba.example.co.jp/path?q=1#x',
      'https://localhost:8080/',
      'https://192.168.0.1',
    ],
    ['', 'example.com', 'https://', 'https://exa mple.com', 'https://-bad.com', 'javascript:alert(1)'],
  );
  it('isEmpty treats null, undefined and blanks as empty', () => {
    expect([null, undefined, '', ' ', '　'].map(isEmpty)).toEqual([true, true, true, true, true]);
    expect(isEmpty('a')).toBe(false);
  });
  it('isDigitsOnly agrees with an integer round trip (property)', () => {
    fc.assert(fc.property(fc.nat(), (n) => isDigitsOnly(String(n))));
    fc.assert(fc.property(fc.string(), (s) => !isDigitsOnly(s) || /^[0-9]+$/.test(s)));
  });
  it('a 1-place decimal is always a 2-place decimal (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.') }),
        (s) => !isDecimalUpTo1Place(s) || isDecimalUpTo2Places(s),
      ),
    );
  });
  it('a half step is always a 1-place decimal (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.') }),
        (s) => !isHalfStep(s) || isDecimalUpTo1Place(s),
      ),
    );
  });
});

describe('trimmedOrNull', () => {
  it('stores an optional text trimmed, and null when it is missing or only spaces (full-width included)', () => {
    expect(trimmedOrNull('  博多  ')).toBe('博多');
    expect(trimmedOrNull('a b')).toBe('a b');
    for (const blank of [null, undefined, '', '   ', '\u3000'])
      expect(trimmedOrNull(blank), JSON.stringify(blank)).toBeNull();
  });
});

describe('input helper anchors and edges', () => {
  it('reads the whole value, not a part of it', () => {
    expect(isFullOrHalfWidthDigits('a12')).toBe(false);
    expect(startsWithHttp('see https://example.com')).toBe(false);
    expect(isValidUrl('see https://example.com')).toBe(false);
  });
  it('takes half steps of numbers with more than one digit', () => {
    expect(isHalfStep('10.5')).toBe(true);
    expect(isHalfStep('12')).toBe(true);
  });
  it('takes a host label of one character', () => {
    expect(isValidUrl('https://a.example.jp/')).toBe(true);
  });
});

describe('isHalfWidthChar', () => {
  it('counts ASCII up to U+007F and half-width katakana U+FF61–U+FF9F as half width, and their neighbours not', () => {
    for (const ch of ['\u0000', '~', '\u007f', '\uff61', 'ｱ', '\uff9f'])
      expect(isHalfWidthChar(ch), ch).toBe(true);
    for (const ch of ['\u0080', '\uff60', '\uffa0', 'あ']) expect(isHalfWidthChar(ch), ch).toBe(false);
  });
});
