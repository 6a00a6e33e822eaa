import { boundedText } from '../input/bounds.ts';

/** Rules of the daily-report requests (talk §3, §4). */
export const DAILY_MESSAGE = {
  workContentRequired: '作業内容を入力してください',
} as const;

/** Free-text limits: not shown in the spec; 1000 matches the building remarks limit of core §5. */
export const DAILY_TEXT_MAX = 1000;

/** A free text of a daily (work contents, memo): at most DAILY_TEXT_MAX characters, line breaks allowed. */
export const dailyTextSchema = boundedText({ max: DAILY_TEXT_MAX, multiline: true });

/** One work detail's content: trimmed and required. */
export const workContentSchema = boundedText({
  trim: true,
  required: DAILY_MESSAGE.workContentRequired,
  max: DAILY_TEXT_MAX,
  multiline: true,
});

/** The weather label as shown ('晴れ', '曇り', '雨'). */
export const weatherLabelSchema = boundedText({ max: 20 });
