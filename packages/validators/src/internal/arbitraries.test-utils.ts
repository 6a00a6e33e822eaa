import fc from 'fast-check';

const range = (min: number, max: number) => fc.integer({ min, max }).map((cp) => String.fromCodePoint(cp));

/**
 * One character from the ranges Japanese input mixes: ASCII, full-width ASCII
 * and the ideographic space, half-width katakana, hiragana, kanji, emoji and
 * lone surrogates. (fast-check's `unit: 'binary'` costs ~5 s to build on
 * first use, which times tests out on a busy machine.)
 */
export const japaneseInputChar = fc.oneof(
  range(0x00, 0x7f),
  range(0xff01, 0xff5e),
  fc.constant('\u3000'),
  range(0xff61, 0xff9f),
  range(0x3041, 0x30ff),
  range(0x4e00, 0x9fff),
  range(0x1f300, 0x1faff),
  range(0xd800, 0xdfff),
);

export const japaneseInput = fc.string({ unit: japaneseInputChar, maxLength: 40 });
