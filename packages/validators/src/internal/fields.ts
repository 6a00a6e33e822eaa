import { z } from 'zod';
import { isPrefectureCode } from '../address/prefectures.ts';
import { charLength, displayLength } from '../text/displayLength.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';
import type { Rule } from './schema.ts';

/** At most `n` characters, with the talk §5 message '{n}文字以下で入力してください'. */
export const maxChars = (n: number): Rule => [(v) => charLength(v) <= n, TEXT_MESSAGE.maxLength(n)];

/**
 * At most `n` half-width units (full-width counts 2), with a message that
 * names both limits the way Japanese forms do: '全角20文字(半角40文字)以下'.
 */
export const maxDisplay = (label: string, n: number): Rule => [
  (v) => displayLength(v) <= n,
  `${label}は全角${n / 2}文字(半角${n}文字)以下で入力してください。`,
];

/** A prefecture code 1-47; a missing or wrong value gets `message`. */
export const prefectureField = (message: string) =>
  // The schema's own error also answers the refinement (zod 4), so the code 0 or 48 gets `message` too.
  z.number({ error: message }).refine(isPrefectureCode);
