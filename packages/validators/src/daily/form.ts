import { z } from 'zod';
import { boundedText, INPUT_MESSAGE } from '../input/bounds.ts';
import { LIMITS } from '../limits/limits.ts';
import { clockTimeSchema } from '../talk/rules.ts';
import { dailyTextSchema, weatherLabelSchema, workContentSchema } from './rules.ts';

/** Messages of the daily form (designed: the spec shows no daily messages). */
export const DAILY_FORM_MESSAGE = {
  siteRequired: '現場を選択してください',
  dateRequired: '日付を入力してください',
  temperature: '気温は-50〜60の数値で入力してください',
  humidity: '湿度は0〜100の数値で入力してください',
  workDetailsMax: `作業内容は${LIMITS.workDetails}件以下で入力してください`,
  leaveBeforeStart: '退勤時刻は出勤時刻より後の時刻を入力してください',
} as const;

const optionalClock = z.union([z.literal(''), clockTimeSchema]);

/** A number typed into a text box: '' stays '' (sent as null, talk §3), else a number within the range. */
const measured = (min: number, max: number, message: string) =>
  boundedText({ max: 8 }).refine(
    (v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max),
    {
      error: message,
    },
  );

/**
 * The daily form as typed (strings from inputs). Its fields' accessible names 天気, 気温, 湿度 and
 * 作業内容 and the submit 登録 are fixed points of issue 13.
 */
export const dailyFormSchema = z
  .object({
    attendance_field_id: z
      .string({ error: DAILY_FORM_MESSAGE.siteRequired })
      .regex(/^\d{1,10}$/, DAILY_FORM_MESSAGE.siteRequired),
    daily_date: z
      .string({ error: DAILY_FORM_MESSAGE.dateRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DAILY_FORM_MESSAGE.dateRequired),
    weather: weatherLabelSchema,
    temperature: measured(-50, 60, DAILY_FORM_MESSAGE.temperature),
    humidity: measured(0, 100, DAILY_FORM_MESSAGE.humidity),
    attendance_start: optionalClock,
    leave_work: optionalClock,
    rest_minutes: z.string({ error: INPUT_MESSAGE.integer }).regex(/^\d{0,4}$/, INPUT_MESSAGE.integer),
    work_details: z
      .array(z.object({ work_content: workContentSchema }))
      .max(LIMITS.workDetails, { error: DAILY_FORM_MESSAGE.workDetailsMax }),
    memo: dailyTextSchema,
  })
  .superRefine((v, ctx) => {
    if (v.attendance_start !== '' && v.leave_work !== '' && v.leave_work <= v.attendance_start)
      ctx.addIssue({ code: 'custom', path: ['leave_work'], message: DAILY_FORM_MESSAGE.leaveBeforeStart });
  });
export type DailyFormInput = z.input<typeof dailyFormSchema>;
export type DailyFormValues = z.output<typeof dailyFormSchema>;

/** The form's values → one entry of the talk §3 `daily` list (build the request with toDailyPayload). */
export const dailyFormToEntry = (v: DailyFormValues, memberId: number) => ({
  attendance_field_id: Number(v.attendance_field_id),
  member_id: memberId,
  daily_date: v.daily_date,
  weather: v.weather === '' ? null : v.weather,
  temperature: v.temperature === '' ? null : Number(v.temperature),
  humidity: v.humidity === '' ? null : Number(v.humidity),
  attendance_start: v.attendance_start === '' ? null : v.attendance_start,
  leave_work: v.leave_work === '' ? null : v.leave_work,
  rest_minutes: v.rest_minutes === '' ? 0 : Number(v.rest_minutes),
  work_contents: v.work_details.map((d) => d.work_content).join('、'),
  memo: v.memo,
  delete_attendance_record_work_details: [] as number[],
  attendance_record_work_details: v.work_details.map((d) => ({
    work_content: d.work_content,
    start_time: null,
    end_time: null,
  })),
});
