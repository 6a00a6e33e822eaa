import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';
import { PROJECT_COMPLETION_STATUS, type ProjectCompletionStatus } from './completionStatus.ts';

/** Rules of the case (project) requests (core §4, §5). */
export const PROJECT_MESSAGE = {
  caseNameRequired: '案件名を入力してください',
  endDateAfterStart: '終了日は開始日以降の日付を入力してください',
  completionStatus: '進捗状況を選択してください。',
} as const;

export const CASE_NAME_MAX = 100;

/** The case name: trimmed, required, at most 100 characters. */
export const caseNameSchema = boundedText({
  trim: true,
  required: PROJECT_MESSAGE.caseNameRequired,
  max: CASE_NAME_MAX,
});

const COMPLETION_STATUSES = Object.values(PROJECT_COMPLETION_STATUS) as ProjectCompletionStatus[];

/** One of the ten completion statuses of core §4 (0 under construction … 9 proposal ended). */
export const completionStatusSchema = z.literal(COMPLETION_STATUSES, {
  error: PROJECT_MESSAGE.completionStatus,
});

/** A short free text of a case (names, kana, numbers): single line, at most `max` characters. */
export const caseTextSchema = (max: number) => boundedText({ max });
