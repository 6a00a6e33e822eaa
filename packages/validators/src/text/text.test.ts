import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { japaneseInput } from '../internal/arbitraries.test-utils.ts';
import { charLength, displayLength } from './displayLength.ts';
import { containsEmoji } from './emoji.ts';
import { toHalfWidth } from './halfWidth.ts';
import { TEXT_MESSAGE } from './messages.ts';

describe('toHalfWidth', () => {
  it('converts full-width letters, digits, symbols and the ideographic space', () => {
    expect(toHalfWidth('ＡＢＣｘｙｚ０１２３４５６７８９')).toBe('ABCxyz0123456789');
    expect(toHalfWidth('＋８１－９０（１）＠＃！～')).toBe('+81-90(1)@#!~');
    expect(toHalfWidth('山田\u3000太郎')).toBe('山田 太郎');
  });
  it('leaves kana, kanji, half-width text and the long-vowel mark alone', () => {
    expect(toHalfWidth('現場ポケット ｶﾀｶﾅ abc ー')).toBe('現場ポケット ｶﾀｶﾅ abc ー');
  });
  it('is idempotent (property)', () => {
    fc.assert(fc.property(japaneseInput, (s) => toHalfWidth(toHalfWidth(s)) === toHalfWidth(s)));
  });
  it('leaves no full-width ASCII behind and keeps the length (property)', () => {
    fc.assert(
      fc.property(japaneseInput, (s) => {
        const h = toHalfWidth(s);
        return !/[\uFF01-\uFF5E\u3000]/.test(h) && h.length === s.length;
      }),
    );
  });
});

describe('displayLength', () => {
  it('counts ASCII and half-width katakana as 1, everything else as 2', () => {
    expect(displayLength('abc')).toBe(3);
    expect(displayLength('ｱｲｳ')).toBe(3);
    expect(displayLength('あいう')).toBe(6);
    expect(displayLength('ＡＢ')).toBe(4);
    expect(displayLength('現場A')).toBe(5);
    expect(displayLength('😀')).toBe(2);
    expect(displayLength('')).toBe(0);
  });
  it('stays between the number of characters and twice that (property)', () => {
    fc.assert(
      fc.property(japaneseInput, (s) => {
        const n = displayLength(s);
        return n >= charLength(s) && n <= 2 * charLength(s);
      }),
    );
  });
  it('is additive over concatenation (property)', () => {
    fc.assert(
      fc.property(japaneseInput, japaneseInput, (a, b) => {
        // A lone high surrogate at the end of `a` and a lone low one at the start of `b` join into one character.
        fc.pre(!(/[\uD800-\uDBFF]$/.test(a) && /^[\uDC00-\uDFFF]/.test(b)));
        return displayLength(a + b) === displayLength(a) + displayLength(b);
      }),
    );
  });
  it('counts two lone surrogates that join into an emoji as one character', () => {
    const [high, low] = ['😀'.charAt(0), '😀'.charAt(1)];
    expect(displayLength(high) + displayLength(low)).toBe(4);
    expect(displayLength(high + low)).toBe(2);
  });
  it('equals the length for ASCII (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => displayLength(s) === s.length));
  });
});

describe('containsEmoji', () => {
  it.each(['😀', 'abc🏗', '☔', '☺️', '🇯🇵', '1️⃣', '👍🏻'])('finds emoji in %s', (s) => {
    expect(containsEmoji(s)).toBe(true);
  });
  it.each(['', 'user@example.com', '山田太郎', '©™', '〽', '㊗', 'ｶﾅ', '①'])('finds none in %s', (s) => {
    expect(containsEmoji(s)).toBe(false);
  });
  it('never flags ASCII text (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => !containsEmoji(s)));
  });
});

describe('TEXT_MESSAGE', () => {
  it('fills in the numbers verbatim', () => {
    expect(TEXT_MESSAGE.maxLength(20)).toBe('20文字以下で入力してください');
    expect(TEXT_MESSAGE.halfWidthDigits()).toBe('半角数字で入力してください。');
    expect(TEXT_MESSAGE.onlyHalfWidthDigits()).toBe('半角数字以外は使用できません。');
    expect(TEXT_MESSAGE.digitCount(7)).toBe('7桁の数字で入力してください。');
  });
});
