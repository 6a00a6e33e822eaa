import { describe, expect, it } from 'vitest';
import {
  buildAttendanceGrid,
  cellLabelOf,
  daysOfMonth,
  formatHours,
  moveGridFocus,
  workedOf,
} from './attendanceGrid.ts';

const rec = (
  id: number,
  member_id: number,
  work_date: string,
  start: string | null,
  end: string | null,
  status: null | 1 | 2 | 3 | 4 = null,
) => ({
  id,
  member_id,
  work_date,
  attendance_start: start,
  leave_work: end,
  rest_minutes: 60,
  status,
});

describe('attendance grid', () => {
  it('lists the days of a month with weekdays, leap years included', () => {
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11')[0]).toEqual({ date: '2026-11-01', day: 1, weekday: 0 });
  });

  it('counts worked minutes less rest, wrapping past midnight, and 0 for an open day', () => {
    expect(workedOf({ attendance_start: '08:00', leave_work: '17:00', rest_minutes: 60 })).toBe(480);
    expect(workedOf({ attendance_start: '22:00', leave_work: '06:00', rest_minutes: 60 })).toBe(420);
    expect(workedOf({ attendance_start: '08:00', leave_work: null, rest_minutes: 0 })).toBe(0);
    expect(formatHours(510)).toBe('8:30');
  });

  it('places records in member × day cells with row, day and grand totals', () => {
    const grid = buildAttendanceGrid(
      '2026-11',
      [
        { member_id: 1, name: '田中' },
        { member_id: 2, name: '佐藤' },
      ],
      [
        rec(1, 1, '2026-11-02', '08:00', '17:00', 1),
        rec(2, 1, '2026-11-03', '08:00', '12:00'),
        rec(3, 2, '2026-11-02', '09:00', '18:00', 2),
        rec(4, 3, '2026-11-02', '09:00', '18:00'),
        rec(5, 1, '2026-12-01', '09:00', '18:00'),
      ],
    );
    expect(grid.rows[0]?.days).toBe(2);
    expect(grid.rows[0]?.workedMinutes).toBe(480 + 180);
    expect(grid.rows[1]?.cells[1]).toMatchObject({ status: 2, workedMinutes: 480 });
    expect(grid.dayCounts[1]).toBe(2);
    expect(grid.dayMinutes[1]).toBe(960);
    expect(grid.totalDays).toBe(3);
    expect(grid.totalMinutes).toBe(480 + 180 + 480);
  });

  it('merges two sites of one day into one cell, showing the most urgent status', () => {
    const grid = buildAttendanceGrid(
      '2026-11',
      [{ member_id: 1, name: '田中' }],
      [rec(1, 1, '2026-11-02', '08:00', '12:00', 1), rec(2, 1, '2026-11-02', '13:00', '18:00', 2)],
    );
    expect(grid.rows[0]?.cells[1]).toMatchObject({
      recordIds: [1, 2],
      start: '08:00',
      end: '18:00',
      status: 2,
    });
    expect(grid.rows[0]?.days).toBe(1);
  });

  it('names a day cell by its hours, member, day, times and status', () => {
    const member = { member_id: 1, name: '田中' };
    const day = { date: '2026-11-02', day: 2, weekday: 1 };
    const cell = { recordIds: [1], start: '08:00', end: '17:00', workedMinutes: 480, status: 2 as const };
    expect(cellLabelOf(member, day, cell)).toBe('8:00 田中 2日 08:00〜17:00 変更申請中');
    expect(cellLabelOf(member, day, { ...cell, end: null, workedMinutes: 0, status: null })).toBe(
      '0:00 田中 2日 08:00〜--:--',
    );
    // A day without records: the grid's focus reaches it, and it says so.
    expect(cellLabelOf(member, day, null)).toBe('田中 2日 記録なし');
  });

  it('moves the grid focus by key, clamped at the edges', () => {
    const size = { rows: 200, days: 30, pageRows: 6 };
    const at = { row: 10, day: 5 };
    expect(moveGridFocus(at, 'ArrowRight', size)).toEqual({ row: 10, day: 6 });
    expect(moveGridFocus(at, 'ArrowLeft', size)).toEqual({ row: 10, day: 4 });
    expect(moveGridFocus(at, 'ArrowDown', size)).toEqual({ row: 11, day: 5 });
    expect(moveGridFocus(at, 'ArrowUp', size)).toEqual({ row: 9, day: 5 });
    expect(moveGridFocus(at, 'PageDown', size)).toEqual({ row: 16, day: 5 });
    expect(moveGridFocus(at, 'PageUp', size)).toEqual({ row: 4, day: 5 });
    expect(moveGridFocus(at, 'Home', size)).toEqual({ row: 10, day: 0 });
    expect(moveGridFocus(at, 'End', size)).toEqual({ row: 10, day: 29 });
    expect(moveGridFocus(at, 'Home', size, true)).toEqual({ row: 0, day: 0 });
    expect(moveGridFocus(at, 'End', size, true)).toEqual({ row: 199, day: 29 });
    expect(moveGridFocus({ row: 0, day: 0 }, 'ArrowUp', size)).toEqual({ row: 0, day: 0 });
    expect(moveGridFocus({ row: 0, day: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, day: 0 });
    expect(moveGridFocus({ row: 2, day: 29 }, 'PageUp', size)).toEqual({ row: 0, day: 29 });
    expect(moveGridFocus({ row: 199, day: 29 }, 'ArrowRight', size)).toEqual({ row: 199, day: 29 });
    expect(moveGridFocus({ row: 197, day: 3 }, 'PageDown', size)).toEqual({ row: 199, day: 3 });
    expect(moveGridFocus(at, 'Tab', size)).toBeNull();
    expect(moveGridFocus(at, 'a', size)).toBeNull();
  });

  // Speed is measured by npm run bench:daily; a timing assertion here would fail on a loaded machine.
  it('builds 200 members × 31 days', () => {
    const members = Array.from({ length: 200 }, (_, i) => ({ member_id: i + 1, name: `m${i}` }));
    const records = members.flatMap((m) =>
      Array.from({ length: 31 }, (_, d) =>
        rec(
          m.member_id * 100 + d,
          m.member_id,
          `2026-12-${String(d + 1).padStart(2, '0')}`,
          '08:00',
          '17:00',
        ),
      ),
    );
    const grid = buildAttendanceGrid('2026-12', members, records);
    expect(grid.totalDays).toBe(6200);
  });
});
