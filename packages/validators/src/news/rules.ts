import { z } from 'zod';
import { boundedText, choice, hasNoControlChars, INPUT_MESSAGE } from '../input/bounds.ts';

/** Rules of the news administration requests (talk §3, §4). */
import { NEWS_TARGETS, NEWS_TYPES } from './constants.ts';

export { NEWS_TARGETS, NEWS_TYPES, type NewsTarget, type NewsType } from './constants.ts';
export const NEWS_TITLE_MAX = 100;
/** The longest HTML body of a news item. */
export const NEWS_CONTENT_MAX = 100_000;

export const NEWS_MESSAGE = {
  titleRequired: 'タイトルを入力してください',
  titleMax: `タイトルは${NEWS_TITLE_MAX}文字以下で入力してください`,
  bodyOrFile: '本文またはファイルを指定してください',
  endAfterStart: '掲載終了日時は掲載開始日時より後にしてください',
  type: 'お知らせの種類を選択してください。',
  target: '表示先を選択してください。',
} as const;

export const newsTitleSchema = z
  .string({ error: NEWS_MESSAGE.titleRequired })
  .trim()
  .max(NEWS_TITLE_MAX, { error: NEWS_MESSAGE.titleMax, abort: true })
  .min(1, { error: NEWS_MESSAGE.titleRequired, abort: true })
  .refine((v) => hasNoControlChars(v), { error: INPUT_MESSAGE.controlChars });

export const newsTypeSchema = choice(NEWS_TYPES, NEWS_MESSAGE.type);
export const newsTargetSchema = choice(NEWS_TARGETS, NEWS_MESSAGE.target);
/** The HTML body of a news item. */
export const newsContentSchema = boundedText({ max: NEWS_CONTENT_MAX, multiline: true });
