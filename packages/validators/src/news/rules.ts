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
  // Designed (the spec gives no wording): the file is opened as a link in every member's browser.
  filePath: 'ファイルはhttps://で始まるURLか、サイト内のパスで指定してください。',
} as const;

export const newsTitleSchema = z
  .string({ error: NEWS_MESSAGE.titleRequired })
  .trim()
  .max(NEWS_TITLE_MAX, { error: NEWS_MESSAGE.titleMax, abort: true })
  // The string's error (titleRequired) answers min(1) too, and a blank title has no control character.
  .min(1)
  .refine((v) => hasNoControlChars(v), { error: INPUT_MESSAGE.controlChars });

export const newsTypeSchema = choice(NEWS_TYPES, NEWS_MESSAGE.type);
export const newsTargetSchema = choice(NEWS_TARGETS, NEWS_MESSAGE.target);
/** The HTML body of a news item. */
export const newsContentSchema = boundedText({ max: NEWS_CONTENT_MAX, multiline: true });

/** The longest file path or URL of a news item. */
export const NEWS_FILE_PATH_MAX = 1024;

/**
 * A news file is a path on this site (`news/1.pdf`, `/files/1.pdf`) or an https URL: it becomes a
 * link members click, so `javascript:`, `data:` and other schemes, and protocol-relative `//host`
 * URLs (another site over whatever scheme the page has) are refused.
 */
export const isSafeNewsFilePath = (value: string): boolean => {
  const path = value.trim();
  if (path.startsWith('//') || path.startsWith('\\')) return false;
  // A scheme is letters, digits, + - . before the first colon; browsers ignore tabs, newlines and
  // leading blanks there, so a colon before any / ? # decides.
  const colon = path.indexOf(':');
  const firstDelimiter = path.search(/[/?#]/);
  // Stryker disable next-line EqualityOperator: equivalent, a colon is never at the index of a / ? or #.
  const hasScheme = colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter);
  return !hasScheme || /^https:\/\/[^/\\]/i.test(path);
};

export const newsFilePathSchema = boundedText({ max: NEWS_FILE_PATH_MAX }).refine(isSafeNewsFilePath, {
  error: NEWS_MESSAGE.filePath,
});
