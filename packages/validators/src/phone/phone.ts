import { toHalfWidth } from '../text/halfWidth.ts';

/**
 * Separators people type inside phone numbers: spaces (any width) and every
 * hyphen look-alike, including the katakana long-vowel mark 'ー' that an IME
 * produces when the hyphen key is pressed in kana mode.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30FC\uFF70]/g;

/**
 * For storage and sending: full-width to half-width, separators removed, and
 * a leading +81 becomes 0. Separators go first so '+81 90-…' and '- +81…'
 * both lose the country code, which keeps the function idempotent.
 */
export const normalizePhone = (s: string): string =>
  toHalfWidth(s).replace(SEPARATORS, '').replace(/^\+81/, '0');

/**
 * For display: Japanese hyphenation. Mobile 070/080/090 (and any other
 * 11-digit number such as 050 or 0800: their national format is also 3-4-4)
 * 3-4-4; 03 and 06 numbers 2-4-4; other 10-digit numbers 3-3-4. Anything that
 * is not 10 or 11 digits comes back normalised but unformatted.
 */
export const formatPhone = (s: string): string => {
  const n = normalizePhone(s);
  if (/^\d{11}$/.test(n)) return `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`;
  if (/^0[36]\d{8}$/.test(n)) return `${n.slice(0, 2)}-${n.slice(2, 6)}-${n.slice(6)}`;
  if (/^\d{10}$/.test(n)) return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
  return n;
};

/**
 * A Japanese number after normalisation: 11 digits for the 020/050/070/080/090
 * (and 0800) services, otherwise 10 digits starting 0 and a non-zero digit
 * (landlines, 0120, 0570). A 10-digit number starting 050-090 is a mobile or
 * IP number with a digit missing, so it is refused.
 */
export const isValidJapanesePhone = (s: string): boolean => {
  const n = normalizePhone(s);
  if (/^0[25789]0\d{8}$/.test(n)) return true;
  return /^0[1-9]\d{8}$/.test(n) && !/^0[25789]0/.test(n);
};

/** A mobile number (070, 080, 090): the only numbers that can receive the SMS login code. */
export const isJapaneseMobilePhone = (s: string): boolean => /^0[789]0\d{8}$/.test(normalizePhone(s));

/** The characters a phone field may contain while typing: digits, '+', separators and brackets. */
export const hasOnlyPhoneCharacters = (s: string): boolean =>
  // Stryker disable next-line StringLiteral: '-' and '' both pass the pattern; any allowed character would do
  /^[0-9+()\s-]*$/.test(toHalfWidth(s).replace(SEPARATORS, '-'));
