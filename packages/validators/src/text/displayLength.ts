/**
 * Japanese screens budget width, not characters: a half-width character
 * (ASCII U+0000-U+007F and half-width katakana U+FF61-U+FF9F) counts 1 and
 * everything else (kanji, kana, full-width forms, emoji) counts 2. Counting is
 * by code point, so an emoji written as a surrogate pair still counts 2.
 */
export const displayLength = (s: string): number => {
  let n = 0;
  for (const ch of s) n += isHalfWidthChar(ch) ? 1 : 2;
  return n;
};

export const isHalfWidthChar = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return cp <= 0x7f || (cp >= 0xff61 && cp <= 0xff9f);
};

/** Number of characters as a user counts them (code points, not UTF-16 units). */
export const charLength = (s: string): number => [...s].length;
