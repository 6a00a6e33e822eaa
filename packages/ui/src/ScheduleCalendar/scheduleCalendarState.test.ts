import { describe, expect, it } from 'vitest';
import { sampleProjects } from '../GanttBoard/internal/sampleProjects.ts';
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
    expect(isNonWorkingDay(new Date(2026, 10, 24), new Set(['2026-11-24']))).toBe(true);
  });
});
