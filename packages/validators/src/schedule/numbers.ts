import { z } from 'zod';
import { optionalText } from '../internal/schema.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/** Core §5 schedule limits: 3653 days is ten years including leap days. */
export const SCHEDULE_LIMIT = { scheduledDays: 3653, scheduledManDays: 999.9, actualDays: 999 } as const;

export const SCHEDULE_MESSAGE = {
  scheduledDaysMax: '予定日数は3653日(10年)以下で入力してください。',
  manDaysFormat: '予定人工は半角数字(小数点以下1桁まで)で入力してください。',
  manDaysMax: '予定人工は999.9以下で入力してください。',
  actualDaysMax: '実績日数は999日以下で入力してください。',
} as const;

const digits = (v: string): boolean => /^\d+$/.test(v);

/**
 * Core §5 schedule numbers as entered strings. Empty means "not entered" and
 * passes. Days are half-width digits only ('半角数字で入力してください。');
 * man-days may have one decimal place ('12.5').
 */
export const scheduleNumbersSchema = z.object({
  scheduled_days: optionalText([
    [digits, TEXT_MESSAGE.halfWidthDigits()],
    [(v) => Number(v) <= SCHEDULE_LIMIT.scheduledDays, SCHEDULE_MESSAGE.scheduledDaysMax],
  ]),
  scheduled_man_days: optionalText([
    [(v) => /^\d+(\.\d)?$/.test(v), SCHEDULE_MESSAGE.manDaysFormat],
    [(v) => Number(v) <= SCHEDULE_LIMIT.scheduledManDays, SCHEDULE_MESSAGE.manDaysMax],
  ]),
  actual_days: optionalText([
    [digits, TEXT_MESSAGE.halfWidthDigits()],
    [(v) => Number(v) <= SCHEDULE_LIMIT.actualDays, SCHEDULE_MESSAGE.actualDaysMax],
  ]),
});
export type ScheduleNumbers = z.infer<typeof scheduleNumbersSchema>;
