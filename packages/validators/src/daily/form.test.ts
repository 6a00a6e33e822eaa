import { describe, expect, it } from 'vitest';
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
