import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  countWorkingDays,
  DEFAULT_WORK_CALENDAR,
  normaliseWorkCalendar,
  WORK_CALENDAR_MESSAGE,
  weekdayOf,
  workCalendarLookup,
  workCalendarSchema,
} from './calendar.ts';

// A tiny holiday table for the tests: 2026-11-03 文化の日 and 2026-11-23 勤労感謝の日 (both real).
const HOLIDAYS: Record<string, string> = { '2026-11-03': '文化の日', '2026-11-23': '勤労感謝の日' };
const holidayName = (iso: string) => HOLIDAYS[iso];

describe('workCalendarSchema', () => {
  it('accepts the default and a full setting', () => {
    expect(issuesOf(workCalendarSchema, DEFAULT_WORK_CALENDAR)).toEqual({});
    expect(
      issuesOf(workCalendarSchema, {
        weekly_off: [0],
        public_holidays_off: false,
        dates: [{ date: '2026-12-29', name: '年末年始' }, { date: '2026-12-30' }],
      }),
    ).toEqual({});
  });

  it('refuses a weekday outside 0-6, a repeated weekday and a repeated date, in Japanese', () => {
    expect(issuesOf(workCalendarSchema, { weekly_off: [7], public_holidays_off: true, dates: [] })).toEqual({
      'weekly_off.0': ['0以上6以下で入力してください。'],
    });
    expect(
      issuesOf(workCalendarSchema, { weekly_off: [0, 0], public_holidays_off: true, dates: [] }),
    ).toEqual({ weekly_off: [WORK_CALENDAR_MESSAGE.weekdayDuplicate] });
    expect(
      issuesOf(workCalendarSchema, {
        weekly_off: [],
        public_holidays_off: true,
        dates: [{ date: '2026-12-29' }, { date: '2026-12-29', name: '重複' }],
      }),
    ).toEqual({ 'dates.1.date': [WORK_CALENDAR_MESSAGE.dateDuplicate] });
  });

  it('refuses an empty or impossible date and a name over 20 characters', () => {
    const issues = issuesOf(workCalendarSchema, {
      weekly_off: [],
      public_holidays_off: true,
      dates: [{ date: '' }, { date: '2026-02-30' }, { date: '2026-12-31', name: 'あ'.repeat(21) }],
    });
    expect(issues['dates.0.date']).toEqual([WORK_CALENDAR_MESSAGE.dateRequired]);
    expect(issues['dates.1.date']).toEqual(['日付を正しく入力してください。']);
    expect(issues['dates.2.name']?.[0]).toMatch(/20文字/);
  });

  it('bounds the list at 500 dates', () => {
    const dates = Array.from({ length: 501 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    expect(
      Object.keys(issuesOf(workCalendarSchema, { weekly_off: [], public_holidays_off: true, dates })),
    ).toEqual(['dates']);
    expect(
      issuesOf(workCalendarSchema, { weekly_off: [], public_holidays_off: true, dates: dates.slice(0, 500) }),
    ).toEqual({});
  });
});

describe('workCalendarLookup', () => {
  it('names why a day is off: the company date first, then the public holiday, then the weekday', () => {
    const lookup = workCalendarLookup(
      { weekly_off: [0], public_holidays_off: true, dates: [{ date: '2026-11-23', name: '創立記念日' }] },
      holidayName,
    );
    expect(lookup.reasonOf('2026-11-23')).toEqual({ kind: 'company', name: '創立記念日' });
    expect(lookup.reasonOf('2026-11-03')).toEqual({ kind: 'holiday', name: '文化の日' });
    expect(lookup.reasonOf('2026-11-22')).toEqual({ kind: 'weekly' });
    // A Saturday is a working day for a company that keeps only Sundays off.
    expect(lookup.reasonOf('2026-11-21')).toBeUndefined();
  });

  it('ignores public holidays when the company works on them', () => {
    const lookup = workCalendarLookup({ ...DEFAULT_WORK_CALENDAR, public_holidays_off: false }, holidayName);
    expect(lookup.isNonWorking('2026-11-03')).toBe(false);
    expect(lookup.isNonWorking('2026-11-07')).toBe(true);
  });
});

describe('countWorkingDays', () => {
  it('counts both ends and skips weekends, holidays and company dates', () => {
    const lookup = workCalendarLookup(
      { weekly_off: [0, 6], public_holidays_off: true, dates: [{ date: '2026-11-05', name: '' }] },
      holidayName,
    );
    // 2026-11-02 (Mon) … 2026-11-08 (Sun): 7 days, minus 3rd (holiday), 5th (company), 7th and 8th (weekend).
    expect(countWorkingDays('2026-11-02', '2026-11-08', lookup)).toBe(3);
    expect(countWorkingDays('2026-11-02', '2026-11-02', lookup)).toBe(1);
    expect(countWorkingDays('2026-11-08', '2026-11-02', lookup)).toBe(0);
    expect(countWorkingDays('', '2026-11-02', lookup)).toBe(0);
  });

  it('counts every day when nothing is off', () => {
    const lookup = workCalendarLookup({ weekly_off: [], public_holidays_off: false, dates: [] }, holidayName);
    expect(countWorkingDays('2026-11-01', '2026-11-30', lookup)).toBe(30);
    // A task lasts at most 3653 days (core §5): a longer period is counted for its first 3700 days only.
    expect(countWorkingDays('2000-01-01', '2030-12-31', lookup)).toBe(3700);
  });
});

describe('weekdayOf and normaliseWorkCalendar', () => {
  it('reads weekdays without a time zone and sorts the setting', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(
      normaliseWorkCalendar({
        weekly_off: [6, 0],
        public_holidays_off: true,
        dates: [
          { date: '2026-12-31', name: '' },
          { date: '2026-08-13', name: 'お盆' },
        ],
      }),
    ).toEqual({
      weekly_off: [0, 6],
      public_holidays_off: true,
      dates: [
        { date: '2026-08-13', name: 'お盆' },
        { date: '2026-12-31', name: '' },
      ],
    });
  });

  it('sorts the dates whatever order they come in', () => {
    const dates = ['2026-05-03', '2026-01-02', '2026-12-31', '2026-08-13'].map((date) => ({
      date,
      name: '',
    }));
    const sorted = ['2026-01-02', '2026-05-03', '2026-08-13', '2026-12-31'];
    for (const order of [
      dates,
      [...dates].reverse(),
      [...dates].sort((a, b) => a.date.localeCompare(b.date)),
    ])
      expect(
        normaliseWorkCalendar({ weekly_off: [], public_holidays_off: false, dates: order }).dates.map(
          (d) => d.date,
        ),
      ).toEqual(sorted);
  });
});

describe('work calendar at its edges', () => {
  it('starts with Saturdays, Sundays and public holidays off', () => {
    expect(DEFAULT_WORK_CALENDAR).toEqual({ weekly_off: [0, 6], public_holidays_off: true, dates: [] });
  });

  it('trims a company day’s name, which may be left out', () => {
    const parsed = workCalendarSchema.parse({
      weekly_off: [0],
      public_holidays_off: false,
      dates: [{ date: '2026-12-29' }, { date: '2026-12-30', name: ' 年末休暇 ' }],
    });
    expect(parsed.dates).toEqual([
      { date: '2026-12-29', name: '' },
      { date: '2026-12-30', name: '年末休暇' },
    ]);
  });

  it('takes at most seven weekly days off', () => {
    expect(
      issuesOf(workCalendarSchema, {
        weekly_off: [0, 1, 2, 3, 4, 5, 6, 0],
        public_holidays_off: true,
        dates: [],
      }),
    ).toEqual({ weekly_off: [INPUT_MESSAGE.listMax(7)] });
  });
});
