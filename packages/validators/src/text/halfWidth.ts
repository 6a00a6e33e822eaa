/**
 * Full-width ASCII (U+FF01-U+FF5E) sits exactly 0xFEE0 above ASCII. The
 * ideographic space (U+3000) is what a Japanese IME types for the space bar,
 * so it becomes an ASCII space too; everything else (kana, kanji, the
 * katakana long-vowel mark) is left alone.
 */
export const toHalfWidth = (s: string): string =>
  s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
