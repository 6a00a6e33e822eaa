import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';

/** Attendance requests (talk §4; the messages are designed: the spec shows none for attendance). */
export const ATTENDANCE_MESSAGE = {
  alreadyStarted: '本日はすでに出勤しています。',
  notStarted: '出勤していません。先に出勤してください。',
  alreadyLeft: '本日はすでに退勤しています。',
  restAlreadyStarted: 'すでに休憩中です。',
  restNotStarted: '休憩を開始していません。',
  monthLocked: 'この月の勤怠は締められているため変更できません。',
  requestPending: 'この勤怠にはすでに承認待ちの変更申請があります。',
  requestClosed: 'この変更申請はすでに処理されています。',
  reasonRequired: '申請理由を入力してください',
  commentRequired: '却下する場合はコメントを入力してください',
  notManager: '勤怠を承認する権限がありません。',
  /** The totals (/aggregate, /aggregate-old) show every member's pay: managers only. */
  totalsNotManager: '勤怠集計を閲覧する権限がありません。',
  otherMember: '他のメンバーの勤怠は変更申請できません。',
  monthFormat: '年月をYYYY-MM形式で入力してください。',
} as const;

/** The reason of a change request and the comment of a review. */
export const ATTENDANCE_TEXT_MAX = 500;
export const changeReasonSchema = boundedText({
  trim: true,
  required: ATTENDANCE_MESSAGE.reasonRequired,
  max: ATTENDANCE_TEXT_MAX,
  multiline: true,
});
export const reviewCommentSchema = boundedText({ trim: true, max: ATTENDANCE_TEXT_MAX, multiline: true });

/** A calendar month `YYYY-MM` (the attendance table and the month lock). */
export const monthSchema = z
  .string({ error: ATTENDANCE_MESSAGE.monthFormat })
  .max(7, { error: ATTENDANCE_MESSAGE.monthFormat, abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ATTENDANCE_MESSAGE.monthFormat);

/** What the clock buttons do (history types of talk §4). */
export const CLOCK_ACTION = {
  attendanceStart: 'attendance_start',
  leaveWork: 'leave_work',
  restStart: 'rest_start',
  restEnd: 'rest_end',
} as const;
export type ClockAction = (typeof CLOCK_ACTION)[keyof typeof CLOCK_ACTION];
export const CLOCK_ACTION_LABEL: Record<ClockAction, string> = {
  attendance_start: '出勤',
  leave_work: '退勤',
  rest_start: '休憩開始',
  rest_end: '休憩終了',
};

/** Review decisions of a change request. */
export const CHANGE_REQUEST_STATE = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATE)[keyof typeof CHANGE_REQUEST_STATE];
export const CHANGE_REQUEST_STATE_LABEL: Record<ChangeRequestState, string> = {
  pending: '承認待ち',
  approved: '承認済み',
  rejected: '却下',
};

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** First and last `YYYY-MM-DD` of a `YYYY-MM` month. */
export const monthRange = (month: string): { from: string; to: string } => {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  // Stryker disable next-line StringLiteral: equivalent, a month's last day has two digits.
  const lastDay = String(last).padStart(2, '0');
  return { from: `${month}-01`, to: `${month}-${lastDay}` };
};
