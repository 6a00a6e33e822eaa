import { z } from 'zod';
import { boundedText, INPUT_MESSAGE } from '../input/bounds.ts';
import { LIMITS } from '../limits/limits.ts';
import { clockTimeSchema } from '../talk/rules.ts';
import { DAILY_PHOTO_LIMITS, DAILY_PHOTO_MESSAGE } from './photos.ts';
import {
  dailyTextSchema,
  PARTNER_WORKER_COUNT_MAX,
  partnerCompanyNameSchema,
  weatherLabelSchema,
  workContentSchema,
} from './rules.ts';

/** Partner companies a daily lists at most (designed; the catalogue's partner_workers bound). */
export const DAILY_PARTNERS_MAX = 50;

/** Messages of the daily form (designed: the spec shows no daily messages). */
export const DAILY_FORM_MESSAGE = {
  siteRequired: '現場を選択してください',
  dateRequired: '日付を入力してください',
  temperature: '気温は-50〜60の数値で入力してください',
  humidity: '湿度は0〜100の数値で入力してください',
  workDetailsMax: `作業内容は${LIMITS.workDetails}件以下で入力してください`,
  leaveBeforeStart: '退勤時刻は出勤時刻より後の時刻を入力してください',
  workerCount: `人数は1〜${PARTNER_WORKER_COUNT_MAX}の整数で入力してください`,
  partnersMax: `協力会社は${DAILY_PARTNERS_MAX}社まで入力できます`,
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
      .array(z.object({ detail_id: z.number().int().positive().optional(), work_content: workContentSchema }))
      .max(LIMITS.workDetails, { error: DAILY_FORM_MESSAGE.workDetailsMax }),
    memo: dailyTextSchema,
    /** The company's members on site that day besides the writer (designed: site_member_ids). */
    site_member_ids: z
      .array(z.string().regex(/^\d{1,10}$/))
      .max(100)
      .default([]),
    /** Album photo ids attached to the report (uploaded through storeAlbum first, talk §3). */
    picture_ids: z
      .array(z.number().int().positive())
      .max(DAILY_PHOTO_LIMITS.maxPhotos, { error: DAILY_PHOTO_MESSAGE.tooMany })
      .default([]),
    /** Partner companies' workers on site that day, as typed (the count is a text box). */
    partner_workers: z
      .array(
        z.object({
          company_name: partnerCompanyNameSchema,
          worker_count: z
            .string({ error: DAILY_FORM_MESSAGE.workerCount })
            .trim()
            .regex(/^\d{1,3}$/, DAILY_FORM_MESSAGE.workerCount)
            .refine((v) => Number(v) >= 1 && Number(v) <= PARTNER_WORKER_COUNT_MAX, {
              error: DAILY_FORM_MESSAGE.workerCount,
            }),
        }),
      )
      .max(DAILY_PARTNERS_MAX, { error: DAILY_FORM_MESSAGE.partnersMax })
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.attendance_start !== '' && v.leave_work !== '' && v.leave_work <= v.attendance_start)
      ctx.addIssue({ code: 'custom', path: ['leave_work'], message: DAILY_FORM_MESSAGE.leaveBeforeStart });
  });
export type DailyFormInput = z.input<typeof dailyFormSchema>;
export type DailyFormValues = z.output<typeof dailyFormSchema>;

/**
 * The form's values → one entry of the talk §3 `daily` list (build the request with toDailyPayload).
 * `storedDetailIds` are the work details the edited daily had: those no longer in the form are sent
 * in delete_attendance_record_work_details (talk §3).
 */
export const dailyFormToEntry = (
  v: DailyFormValues,
  memberId: number,
  storedDetailIds: readonly number[] = [],
) => {
  const kept = new Set(v.work_details.flatMap((d) => (d.detail_id === undefined ? [] : [d.detail_id])));
  return {
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
    delete_attendance_record_work_details: storedDetailIds.filter((id) => !kept.has(id)),
    attendance_record_work_details: v.work_details.map((d) => ({
      ...(d.detail_id === undefined ? {} : { id: d.detail_id }),
      work_content: d.work_content,
      start_time: null,
      end_time: null,
    })),
    site_member_ids: v.site_member_ids.map(Number).filter((id) => id !== memberId),
    picture_ids: [...new Set(v.picture_ids)],
    partner_workers: v.partner_workers.map((p) => ({
      company_name: p.company_name,
      worker_count: Number(p.worker_count),
    })),
  };
};

/** What the form needs of a stored daily (the api-client's TDailyReport has these fields). */
export type StoredDailyForForm = {
  attendance_field_id: number;
  daily_date: string;
  weather: string | null;
  temperature: number | null;
  humidity: number | null;
  memo: string;
  work_details: readonly { id: number; work_content: string }[];
  site_members: readonly { member_id: number }[];
  /** Optional so older callers (and copies) that carry no photos still fit. */
  pictures?: readonly { id: number }[];
  partner_workers?: readonly { company_name: string; worker_count: number }[];
  attendance: { attendance_start: string | null; leave_work: string | null; rest_minutes: number } | null;
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** A stored daily → the form's values, to edit it. */
export const dailyToFormInput = (d: StoredDailyForForm): DailyFormInput => ({
  attendance_field_id: String(d.attendance_field_id),
  daily_date: d.daily_date,
  weather: d.weather ?? '',
  temperature: text(d.temperature),
  humidity: text(d.humidity),
  attendance_start: d.attendance?.attendance_start ?? '',
  leave_work: d.attendance?.leave_work ?? '',
  rest_minutes: d.attendance ? String(d.attendance.rest_minutes) : '0',
  work_details:
    d.work_details.length > 0
      ? d.work_details.map((w) => ({ detail_id: w.id, work_content: w.work_content }))
      : [{ work_content: '' }],
  memo: d.memo,
  site_member_ids: d.site_members.map((m) => String(m.member_id)),
  picture_ids: (d.pictures ?? []).map((p) => p.id),
  partner_workers: (d.partner_workers ?? []).map((p) => ({
    company_name: p.company_name,
    worker_count: String(p.worker_count),
  })),
});

/**
 * Copy the previous day (copy-previous-daily) into a new report for `date`: everything but the
 * date, and without the stored work details' ids (they belong to the old report). Weather and
 * photos are the day's own, so they are not copied.
 */
export const copiedDailyInput = (d: StoredDailyForForm, date: string): DailyFormInput => {
  const stored = dailyToFormInput(d);
  return {
    ...stored,
    daily_date: date,
    weather: '',
    temperature: '',
    humidity: '',
    work_details: stored.work_details.map((w) => ({ work_content: w.work_content })),
    // Photos are the day's own: a copy starts without them (the partners usually stay the same).
    picture_ids: [],
  };
};
