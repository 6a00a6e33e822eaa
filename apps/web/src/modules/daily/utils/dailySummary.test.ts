import { makeDailyReport } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { toDailySummary } from './dailySummary.ts';

describe('toDailySummary', () => {
  it('summarises the wire report: site, author, weather, times, work details, confirmation', () => {
    const daily = makeDailyReport({ approval_status: 5, confirm_member_name: '山田 太郎' });
    expect(toDailySummary(daily)).toMatchObject({
      date: '2026-11-20',
      siteName: '山田様邸 外壁塗装工事',
      author: '田中 健一',
      weather: '晴れ',
      temperature: 14.5,
      humidity: 48,
      times: {
        start: daily.attendance?.attendance_start,
        end: daily.attendance?.leave_work,
        restMinutes: daily.attendance?.rest_minutes,
      },
      work: ['足場設置', '養生'],
      confirmed: true,
      confirmer: '山田 太郎',
    });
  });

  it('falls back to the free-text work and no times when the report has no details or attendance', () => {
    const summary = toDailySummary(makeDailyReport({ work_details: [], attendance: null }));
    expect(summary.work).toEqual(['足場設置、養生、高圧洗浄の準備']);
    expect(summary.times).toBeNull();
    expect(summary.confirmed).toBe(false);
  });
});
