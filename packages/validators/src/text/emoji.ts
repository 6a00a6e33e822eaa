/**
 * An emoji is anything the device draws as a pictograph: a character with
 * emoji presentation by default (😀, ☔), any pictograph outside the Basic
 * Multilingual Plane even when its default is text (🏗), any pictographic
 * character followed by the emoji variation selector U+FE0F (☺️), a
 * regional-indicator flag or a keycap. Text-style symbols that Japanese text uses on their own (©, ™, 〽,
 * ㊗ without U+FE0F) are not emoji, so names and addresses with them pass.
 */
const EMOJI =
  /\p{Emoji_Presentation}|(?=\p{Extended_Pictographic})[\u{1F000}-\u{1FFFF}]|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;

export const containsEmoji = (s: string): boolean => EMOJI.test(s);
