import { describe, expect, it } from 'vitest';
import { sampleProjects } from '../GanttBoard/internal/sampleProjects.ts';
import { calendarLookup } from '../GanttBoard/useGanttState.ts';
import { isNonWorkingDay, toCalendarEvents } from './scheduleCalendarState.ts';

describe('toCalendarEvents', () => {
  it('makes each task an all-day event with an exclusive end, titled with its site', () => {
    const events = toCalendarEvents(sampleProjects());
    const wash = events.find((e) => e.id === 15);
    expect(wash?.title).toBe('博多駅前ビル 外装改修工事：外壁洗浄');
    expect([wash?.start.getDate(), wash?.end.getMonth(), wash?.end.getDate()]).toEqual([30, 11, 5]);
    expect(events).toHaveLength(8);
  });
});

describe('isNonWorkingDay', () => {
  it('knows weekends, national holidays and the company days off', () => {
    expect(isNonWorkingDay(new Date(2026, 10, 23))).toBe(true); // 勤労感謝の日
    expect(isNonWorkingDay(new Date(2026, 10, 22))).toBe(true); // Sunday
    expect(isNonWorkingDay(new Date(2026, 10, 24))).toBe(false);
    const company = calendarLookup({
      weekly_off: [0],
      public_holidays_off: true,
      dates: [{ date: '2026-11-24', name: '' }],
    });
    expect(isNonWorkingDay(new Date(2026, 10, 24), company)).toBe(true);
    // A company that works Saturdays: 2026-11-28 is a working day.
    expect(isNonWorkingDay(new Date(2026, 10, 28), company)).toBe(false);
    expect(isNonWorkingDay(new Date(2026, 10, 28))).toBe(true);
  });
});
