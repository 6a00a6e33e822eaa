import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { LIMITS } from '../limits/limits.ts';
import { toDailyPayload } from './daily.ts';
import {
  copiedDailyInput,
  DAILY_FORM_MESSAGE,
  dailyFormSchema,
  dailyFormToEntry,
  dailyToFormInput,
  type StoredDailyForForm,
} from './form.ts';
import { DAILY_PHOTO_LIMITS, DAILY_PHOTO_MESSAGE } from './photos.ts';

const stored: StoredDailyForForm = {
  attendance_field_id: 5,
  daily_date: '2026-11-20',
  weather: '雨',
  temperature: 12.5,
  humidity: null,
  memo: '資材搬入あり',
  work_details: [
    { id: 31, work_content: '足場点検' },
    { id: 32, work_content: '外壁洗浄' },
  ],
  site_members: [{ member_id: 8 }, { member_id: 9 }],
  attendance: { attendance_start: '08:00', leave_work: '17:00', rest_minutes: 60 },
};

describe('daily form ↔ stored daily', () => {
  it('edits a stored daily: its values, and a removed work detail is sent for deletion', () => {
    const input = dailyToFormInput(stored);
    expect(input).toMatchObject({
      temperature: '12.5',
      humidity: '',
      rest_minutes: '60',
      site_member_ids: ['8', '9'],
    });
    const values = dailyFormSchema.parse({ ...input, work_details: input.work_details?.slice(1) });
    const entry = dailyFormToEntry(values, 7, [31, 32]);
    expect(entry.delete_attendance_record_work_details).toEqual([31]);
    expect(entry.attendance_record_work_details).toEqual([
      { id: 32, work_content: '外壁洗浄', start_time: null, end_time: null },
    ]);
    expect(toDailyPayload([entry]).daily[0]).toMatchObject({ humidity: null, temperature: 12.5 });
  });

  it('copies the previous day to a new date without weather or the old work-detail ids', () => {
    const copy = copiedDailyInput(stored, '2026-11-21');
    expect(copy).toMatchObject({
      daily_date: '2026-11-21',
      weather: '',
      temperature: '',
      memo: '資材搬入あり',
    });
    expect(copy.work_details).toEqual([{ work_content: '足場点検' }, { work_content: '外壁洗浄' }]);
    const entry = dailyFormToEntry(dailyFormSchema.parse(copy), 7);
    expect(entry.delete_attendance_record_work_details).toEqual([]);
    expect(entry.attendance_record_work_details.every((d) => !('id' in d))).toBe(true);
  });

  it('sends the ticked on-site members without the writer', () => {
    const values = dailyFormSchema.parse({ ...dailyToFormInput(stored), site_member_ids: ['7', '8'] });
    expect(dailyFormToEntry(values, 7).site_member_ids).toEqual([8]);
  });

  it('starts an empty stored daily with one empty work detail', () => {
    expect(dailyToFormInput({ ...stored, work_details: [], attendance: null, weather: null })).toMatchObject({
      weather: '',
      work_details: [{ work_content: '' }],
      attendance_start: '',
      leave_work: '',
      rest_minutes: '0',
    });
  });
});

describe('daily form: photos and partner workers', () => {
  const withBoth = {
    ...stored,
    pictures: [{ id: 71 }, { id: 72 }],
    partner_workers: [{ company_name: '木村設備', worker_count: 3 }],
  };

  it('edits the stored photos and partners and sends them back as numbers', () => {
    const input = dailyToFormInput(withBoth);
    expect(input.picture_ids).toEqual([71, 72]);
    expect(input.partner_workers).toEqual([{ company_name: '木村設備', worker_count: '3' }]);
    const entry = dailyFormToEntry(dailyFormSchema.parse({ ...input, picture_ids: [71, 72, 72] }), 7);
    expect(entry.picture_ids).toEqual([71, 72]);
    expect(entry.partner_workers).toEqual([{ company_name: '木村設備', worker_count: 3 }]);
  });

  it('does not copy the previous day’s photos, but keeps its partners', () => {
    const copy = copiedDailyInput(withBoth, '2026-11-21');
    expect(copy.picture_ids).toEqual([]);
    expect(copy.partner_workers).toEqual([{ company_name: '木村設備', worker_count: '3' }]);
  });

  it.each(['0', '1000', '', 'abc', '1.5'])('refuses a worker count of %j in Japanese', (count) => {
    const parsed = dailyFormSchema.safeParse({
      ...dailyToFormInput(stored),
      partner_workers: [{ company_name: '木村設備', worker_count: count }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(DAILY_FORM_MESSAGE.workerCount);
  });

  it('refuses a blank partner name and more photos than a daily takes', () => {
    const blank = dailyFormSchema.safeParse({
      ...dailyToFormInput(stored),
      partner_workers: [{ company_name: '  ', worker_count: '2' }],
    });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['協力会社名を入力してください']);
    const many = dailyFormSchema.safeParse({
      ...dailyToFormInput(stored),
      picture_ids: Array.from({ length: DAILY_PHOTO_LIMITS.maxPhotos + 1 }, (_, i) => i + 1),
    });
    expect(many.error?.issues.map((i) => i.message)).toEqual([DAILY_PHOTO_MESSAGE.tooMany]);
  });
});

describe('daily form: each field at its edges', () => {
  const typed = {
    attendance_field_id: '12',
    daily_date: '2026-11-22',
    weather: '晴れ',
    temperature: '12.25',
    humidity: '55',
    attendance_start: '08:00',
    leave_work: '17:00',
    rest_minutes: '60',
    work_details: [{ work_content: '足場点検' }, { work_content: '外壁洗浄' }],
    memo: '',
  };
  const messagesOf = (input: Record<string, unknown>) =>
    dailyFormSchema.safeParse({ ...typed, ...input }).error?.issues.map((i) => i.message) ?? [];

  it('sends what was typed: numbers as numbers, blanks as null, the work contents joined', () => {
    const entry = dailyFormToEntry(dailyFormSchema.parse(typed), 7);
    expect(entry).toMatchObject({
      attendance_field_id: 12,
      weather: '晴れ',
      temperature: 12.25,
      humidity: 55,
      attendance_start: '08:00',
      leave_work: '17:00',
      rest_minutes: 60,
      work_contents: '足場点検、外壁洗浄',
      site_member_ids: [],
      picture_ids: [],
      partner_workers: [],
    });
    const blank = dailyFormToEntry(
      dailyFormSchema.parse({
        ...typed,
        weather: '',
        temperature: '',
        humidity: '',
        attendance_start: '',
        leave_work: '',
        rest_minutes: '',
      }),
      7,
    );
    expect(blank).toMatchObject({
      weather: null,
      temperature: null,
      humidity: null,
      attendance_start: null,
      leave_work: null,
      rest_minutes: 0,
    });
  });

  it('takes temperatures from -50 to 60 and humidity from 0 to 100, decimals included', () => {
    for (const temperature of ['-50', '60', '0', '-12.5', '12.25'])
      expect(messagesOf({ temperature }), temperature).toEqual([]);
    for (const temperature of ['-51', '-50.1', '60.1', '61', '+12', '1e1', '12.', 'abc'])
      expect(messagesOf({ temperature }), temperature).toEqual([DAILY_FORM_MESSAGE.temperature]);
    expect(messagesOf({ temperature: '-12.3456' })).toEqual([]);
    expect(messagesOf({ temperature: '-12.34567' })).toEqual(['8文字以下で入力してください']);
    for (const humidity of ['0', '100']) expect(messagesOf({ humidity }), humidity).toEqual([]);
    for (const humidity of ['-1', '100.5'])
      expect(messagesOf({ humidity }), humidity).toEqual([DAILY_FORM_MESSAGE.humidity]);
  });

  it('needs a site id, a YYYY-MM-DD date and whole rest minutes, each with its message', () => {
    for (const attendance_field_id of [undefined, '', 'x5', '5x', '12345678901'])
      expect(messagesOf({ attendance_field_id }), String(attendance_field_id)).toEqual([
        DAILY_FORM_MESSAGE.siteRequired,
      ]);
    for (const daily_date of [undefined, '2026-11-2', 'x2026-11-22', '2026-11-223'])
      expect(messagesOf({ daily_date }), String(daily_date)).toEqual([DAILY_FORM_MESSAGE.dateRequired]);
    for (const rest_minutes of [undefined, '60x', 'x60', '12345', '1.5'])
      expect(messagesOf({ rest_minutes }), String(rest_minutes)).toEqual([INPUT_MESSAGE.integer]);
    expect(messagesOf({ rest_minutes: '1440' })).toEqual([]);
  });

  it('refuses a clock-out at or before the clock-in, but not a day with only one of them', () => {
    expect(messagesOf({ leave_work: '08:00' })).toEqual([DAILY_FORM_MESSAGE.leaveBeforeStart]);
    expect(
      dailyFormSchema.safeParse({ ...typed, leave_work: '07:00' }).error?.issues.map((i) => i.path),
    ).toEqual([['leave_work']]);
    expect(messagesOf({ leave_work: '08:01' })).toEqual([]);
    expect(messagesOf({ leave_work: '' })).toEqual([]);
    expect(messagesOf({ attendance_start: '' })).toEqual([]);
  });

  it('takes at most ten work details and fifty partner companies, said in Japanese', () => {
    const details = (n: number) => Array.from({ length: n }, () => ({ work_content: '清掃' }));
    expect(messagesOf({ work_details: details(LIMITS.workDetails) })).toEqual([]);
    expect(messagesOf({ work_details: details(LIMITS.workDetails + 1) })).toEqual([
      DAILY_FORM_MESSAGE.workDetailsMax,
    ]);
    const partners = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ company_name: `協力${i}`, worker_count: '1' }));
    expect(messagesOf({ partner_workers: partners(50) })).toEqual([]);
    expect(messagesOf({ partner_workers: partners(51) })).toEqual([DAILY_FORM_MESSAGE.partnersMax]);
  });

  it('takes on-site member ids as digits only', () => {
    expect(
      dailyFormToEntry(dailyFormSchema.parse({ ...typed, site_member_ids: ['12'] }), 7).site_member_ids,
    ).toEqual([12]);
    for (const id of ['8x', 'x8', '12345678901'])
      expect(dailyFormSchema.safeParse({ ...typed, site_member_ids: [id] }).success, id).toBe(false);
  });

  it('takes 1 to 999 workers of a partner, spaces around the count allowed', () => {
    const count = (worker_count: unknown) =>
      dailyFormSchema.safeParse({ ...typed, partner_workers: [{ company_name: '木村設備', worker_count }] });
    for (const [typedCount, sent] of [
      ['1', 1],
      ['12', 12],
      ['999', 999],
      [' 3 ', 3],
    ] as const) {
      const parsed = count(typedCount);
      expect(parsed.success, typedCount).toBe(true);
      if (parsed.success)
        expect(dailyFormToEntry(parsed.data, 7).partner_workers[0]?.worker_count).toBe(sent);
    }
    expect(count(undefined).error?.issues.map((i) => i.message)).toEqual([DAILY_FORM_MESSAGE.workerCount]);
  });

  it('reads a stored clock-out back into the form', () => {
    expect(dailyToFormInput(stored)).toMatchObject({ attendance_start: '08:00', leave_work: '17:00' });
  });
});
