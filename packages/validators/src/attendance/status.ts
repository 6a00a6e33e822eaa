/** Talk §4 attendance status; `null` is the normal state. */
export const ATTENDANCE_STATUS = {
  normal: null,
  fixed: 1,
  changeRequest: 2,
  waitingConfirm: 3,
  rejected: 4,
} as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUS)[keyof typeof ATTENDANCE_STATUS];

export const attendanceStatusLabel = (s: AttendanceStatus): string => {
  switch (s) {
    case null:
      return '通常';
    case 1:
      return '確定';
    case 2:
      return '変更申請中';
    case 3:
      return '確認待ち';
    case 4:
      return '却下';
  }
};

/**
 * Talk §4's inferred flow (request → wait → approve or reject), as this product reads it: a day
 * the member has clocked out of is reported and waits for the office's confirmation (3); it is
 * fixed (1) by confirming its daily or by approving a change request (2), and a refused change
 * request leaves it rejected (4). A status other than normal stands when the member clocks out.
 */
export const statusOnLeave = (s: AttendanceStatus): AttendanceStatus =>
  s === ATTENDANCE_STATUS.normal ? ATTENDANCE_STATUS.waitingConfirm : s;

/** Confirming a daily fixes a day still normal or waiting; other statuses (a pending request) stand. */
export const fixesOnConfirm = (s: AttendanceStatus): boolean =>
  s === ATTENDANCE_STATUS.normal || s === ATTENDANCE_STATUS.waitingConfirm;

/** Withdrawing the confirmation reopens a fixed day: waiting again once clocked out, else normal. */
export const statusOnUnconfirm = (leaveWork: string | null): AttendanceStatus =>
  leaveWork === null ? ATTENDANCE_STATUS.normal : ATTENDANCE_STATUS.waitingConfirm;

/** Talk §4 attendance history types. */
export const ATTENDANCE_HISTORY_TYPE = {
  fixed: 'fixed',
  changeRequest: 'change_request',
  waitConfirm: 'wait_confirm',
  rejected: 'rejected',
  attendanceStart: 'attendance_start',
  leaveWork: 'leave_work',
  restStart: 'rest_start',
  deleted: 'deleted',
  restEnd: 'rest_end',
} as const;
export type AttendanceHistoryType = (typeof ATTENDANCE_HISTORY_TYPE)[keyof typeof ATTENDANCE_HISTORY_TYPE];

/**
 * The member is at work now: one of today's records is clocked in and not out (the mobile
 * bridge's attendance-active flag, talk §7).
 */
export const isAttendanceActive = (
  records: readonly { attendance_start: string | null; leave_work: string | null }[],
): boolean => records.some((r) => r.attendance_start !== null && r.leave_work === null);
