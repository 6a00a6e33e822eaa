import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { japaneseInput } from '../internal/arbitraries.test-utils.ts';
import {
  formatPhone,
  hasOnlyPhoneCharacters,
  isJapaneseMobilePhone,
  isValidJapanesePhone,
  normalizePhone,
} from './phone.ts';

const phoneLike = fc.string({
  unit: fc.constantFrom(...'0123456789０１２３４５６７８９+-－ー 　()'.split('')),
  maxLength: 20,
});

describe('normalizePhone', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０－１２３４－５６７８', '09012345678'],
    ['+81 90-1234-5678', '09012345678'],
    ['+81-3-1234-5678', '0312345678'],
    ['+819012345678', '09012345678'],
    ['＋８１　９０　１２３４　５６７８', '09012345678'],
    ['090ー1234ー5678', '09012345678'],
    ['03 1234 5678', '0312345678'],
    ['', ''],
  ])('%s → %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it('only replaces a leading +81', () => expect(normalizePhone('0312+81')).toBe('0312+81'));

  it('is idempotent (property)', () => {
    fc.assert(fc.property(phoneLike, (s) => normalizePhone(normalizePhone(s)) === normalizePhone(s)));
    fc.assert(fc.property(japaneseInput, (s) => normalizePhone(normalizePhone(s)) === normalizePhone(s)));
  });
  it('leaves no separators and no leading +81 (property)', () => {
    fc.assert(
      fc.property(phoneLike, (s) => {
        const n = normalizePhone(s);
        return !/[\s-]/.test(n) && !n.startsWith('+81');
      }),
    );
  });
});

describe('formatPhone', () => {
  it.each([
    ['09012345678', '090-1234-5678'],
    ['08012345678', '080-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['05012345678', '050-1234-5678'],
    ['0312345678', '03-1234-5678'],
    ['0612345678', '06-1234-5678'],
    ['0451234567', '045-123-4567'],
    ['0921234567', '092-123-4567'],
    ['+81 90 1234 5678', '090-1234-5678'],
    ['０３１２３４５６７８', '03-1234-5678'],
  ])('%s → %s', (input, out) => expect(formatPhone(input)).toBe(out));

  it.each([
    ['031234567', '031234567'],
    ['090123456789', '090123456789'],
    ['090-abcd-5678', '090abcd5678'],
    ['', ''],
  ])('leaves %s normalised but unformatted', (input, out) => expect(formatPhone(input)).toBe(out));

  it('round-trips through normalizePhone (property)', () => {
    fc.assert(fc.property(phoneLike, (s) => normalizePhone(formatPhone(s)) === normalizePhone(s)));
  });
  it('formats every 10- or 11-digit number with two hyphens (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{9,10}$/), (s) => /^\d{2,3}-\d{3,4}-\d{4}$/.test(formatPhone(s))),
    );
  });
});

describe('isValidJapanesePhone', () => {
  it.each([
    '090-1234-5678',
    '08012345678',
    '070 1234 5678',
    '050-1234-5678',
    '020-1234-5678',
    '03-1234-5678',
    '045-123-4567',
    '0120-123-456',
    '0800-123-4567',
    '+81 90 1234 5678',
    '０９０１２３４５６７８',
  ])('accepts %s', (s) => expect(isValidJapanesePhone(s)).toBe(true));

  it.each([
    '',
    '0901234567',
    '090123456789',
    '031234567',
    '1234567890',
    '0012345678',
    '090-abcd-5678',
    '+1 555 123 4567',
  ])('refuses %s', (s) => expect(isValidJapanesePhone(s)).toBe(false));

  it('accepts the formatted form of anything it accepts (property)', () => {
    fc.assert(
      fc.property(phoneLike, (s) => !isValidJapanesePhone(s) || isValidJapanesePhone(formatPhone(s))),
    );
  });
});

describe('isJapaneseMobilePhone', () => {
  it('accepts 070/080/090 only', () => {
    expect(isJapaneseMobilePhone('090-1234-5678')).toBe(true);
    expect(isJapaneseMobilePhone('+81 70 1234 5678')).toBe(true);
    expect(isJapaneseMobilePhone('050-1234-5678')).toBe(false);
    expect(isJapaneseMobilePhone('03-1234-5678')).toBe(false);
  });
});

describe('hasOnlyPhoneCharacters', () => {
  it('accepts digits, +, separators and brackets', () => {
    expect(hasOnlyPhoneCharacters('+81 (90) 1234-5678')).toBe(true);
    expect(hasOnlyPhoneCharacters('０９０ー１２３４')).toBe(true);
    expect(hasOnlyPhoneCharacters('')).toBe(true);
  });
  it('refuses letters', () => expect(hasOnlyPhoneCharacters('090-abcd')).toBe(false));
});
