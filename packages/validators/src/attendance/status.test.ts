import { describe, expect, it } from 'vitest';
import {
  attendanceStatusLabel,
  fixesOnConfirm,
  isAttendanceActive,
  statusOnLeave,
  statusOnUnconfirm,
} from './status.ts';

describe('the attendance status flow (request → wait → approve or reject)', () => {
  it('makes a normal day wait for confirmation when the member clocks out; other statuses stand', () => {
    expect(statusOnLeave(null)).toBe(3);
    expect(attendanceStatusLabel(statusOnLeave(null))).toBe('確認待ち');
    expect([1, 2, 3, 4].map((s) => statusOnLeave(s as 1 | 2 | 3 | 4))).toEqual([1, 2, 3, 4]);
  });

  it('fixes on a daily’s confirmation only a normal or waiting day', () => {
    expect([null, 1, 2, 3, 4].map((s) => fixesOnConfirm(s as null | 1 | 2 | 3 | 4))).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('reopens an unconfirmed day as waiting once clocked out, else normal', () => {
    expect(statusOnUnconfirm('17:00')).toBe(3);
    expect(statusOnUnconfirm(null)).toBeNull();
  });
});

describe('isAttendanceActive', () => {
  it('is true while a record of the day is clocked in and not out', () => {
    const day = (attendance_start: string | null, leave_work: string | null) => ({
      attendance_start,
      leave_work,
    });
    expect(isAttendanceActive([])).toBe(false);
    expect(isAttendanceActive([day(null, null)])).toBe(false);
    expect(isAttendanceActive([day('08:00', null)])).toBe(true);
    expect(isAttendanceActive([day('08:00', '17:00')])).toBe(false);
    expect(isAttendanceActive([day('08:00', '12:00'), day('13:00', null)])).toBe(true);
  });
});
