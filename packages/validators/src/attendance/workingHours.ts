import { z } from 'zod';

/**
 * The company's default working hours (/setting/daily-attendance, docs/adr/012), which the attendance
 * and daily forms prefill. The spec shows the data (TimeDefaultCompany) but no rule or message: ours.
 */
export const WORKING_HOURS_MESSAGE = {
  time: '時刻を00:00〜23:59の形式で入力してください。',
  endAfterStart: '終業は始業より後の時刻にしてください。',
  restEndAfterStart: '休憩終了は休憩開始より後の時刻にしてください。',
  restWithinWork: '休憩は始業から終業までの間にしてください。',
} as const;

/** A time of day as `HH:mm` (what an `<input type="time">` gives); strings of this form sort as times do. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z
  .string({ error: WORKING_HOURS_MESSAGE.time })
  .max(5, { error: WORKING_HOURS_MESSAGE.time, abort: true })
  .regex(TIME_OF_DAY, WORKING_HOURS_MESSAGE.time);

/** Start before end, the rest inside the working hours and ending after it starts (a day shift: no overnight). */
export const workingHoursSchema = z
  .object({
    start_time: timeOfDay,
    end_time: timeOfDay,
    rest_start_time: timeOfDay,
    rest_end_time: timeOfDay,
  })
  .superRefine((v, ctx) => {
    // The order is compared only between valid times: a malformed one already has its message.
    if (![v.start_time, v.end_time, v.rest_start_time, v.rest_end_time].every((t) => TIME_OF_DAY.test(t)))
      return;
    if (v.end_time <= v.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: WORKING_HOURS_MESSAGE.endAfterStart });
      return;
    }
    if (v.rest_end_time <= v.rest_start_time)
      ctx.addIssue({
        code: 'custom',
        path: ['rest_end_time'],
        message: WORKING_HOURS_MESSAGE.restEndAfterStart,
      });
    else if (v.rest_start_time < v.start_time || v.rest_end_time > v.end_time)
      ctx.addIssue({
        code: 'custom',
        path: ['rest_start_time'],
        message: WORKING_HOURS_MESSAGE.restWithinWork,
      });
  });
export type WorkingHours = z.output<typeof workingHoursSchema>;
