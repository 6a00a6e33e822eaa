import { describe, expect, it } from 'vitest';
import { isValidFaxNumber } from './fax.ts';
import { formatPhone, hasOnlyPhoneCharacters, isJapaneseMobilePhone, isValidJapanesePhone } from './phone.ts';

// Each pattern is anchored at both ends: one digit too many, or a stray
// character before or after, must not pass.
describe('phone patterns are anchored', () => {
  it('refuses a mobile number with a digit too many', () => {
    expect(isValidJapanesePhone('090-1234-56789')).toBe(false);
    expect(isJapaneseMobilePhone('090-1234-56789')).toBe(false);
    expect(isValidFaxNumber('090-1234-56789')).toBe(false);
  });

  it('refuses a landline with a digit too many', () => {
    expect(isValidJapanesePhone('03-1234-56789')).toBe(false);
    expect(isValidJapanesePhone('0120-123-456')).toBe(true);
    expect(isValidJapanesePhone('0120-123-4567')).toBe(false);
    // A landline that merely contains 050 or 090 further on is still a landline.
    expect(isValidJapanesePhone('03-1205-0123')).toBe(true);
    expect(isValidJapanesePhone('092-090-1234')).toBe(true);
  });

  it('refuses anything before or after the number', () => {
    for (const s of ['a09012345678', '09012345678a', 'x0312345678', '0312345678x']) {
      expect(isValidJapanesePhone(s), s).toBe(false);
      expect(isJapaneseMobilePhone(s), s).toBe(false);
    }
    expect(hasOnlyPhoneCharacters('a090')).toBe(false);
    expect(hasOnlyPhoneCharacters('090a')).toBe(false);
    expect(hasOnlyPhoneCharacters('+81 (90) 1234-5678')).toBe(true);
  });

  it('formats only numbers of exactly ten or eleven digits', () => {
    expect(formatPhone('090123456789')).toBe('090123456789');
    expect(formatPhone('03123456789')).toBe('031-2345-6789');
    expect(formatPhone('0312345678')).toBe('03-1234-5678');
    expect(formatPhone('0451234567')).toBe('045-123-4567');
    expect(formatPhone('045123456')).toBe('045123456');
    expect(formatPhone('a0312345678')).toBe('a0312345678');
    expect(formatPhone('0312345678x')).toBe('0312345678x');
  });

  it('keeps the country code rule to the start of the number', () => {
    expect(isValidJapanesePhone('+819012345678')).toBe(true);
    expect(isValidJapanesePhone('0+819012345678')).toBe(false);
  });
});
