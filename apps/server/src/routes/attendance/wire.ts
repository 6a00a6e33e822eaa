import type { TAttendanceChangeRequest, TAttendanceDay } from '@genba/api-client/schemas';
import type { AttendanceRow } from '../daily/queries.ts';
import { toWireAttendance } from '../daily/wire.ts';
import { toWireDateTime } from '../user/wire.ts';
import type { AttendanceBundle, ChangeRequestRow } from './queries.ts';

/** Rows → wire shapes of the attendance calls. Pure. */

export const toWireChangeRequest = (
  req: ChangeRequestRow,
  rec: AttendanceRow,
  names: Map<number, string>,
  cases: Map<number, string>,
): TAttendanceChangeRequest => ({
  id: req.id,
  attendance_id: req.attendanceId,
  member_id: req.memberId,
  member_name: names.get(req.memberId) ?? '',
  case_name: cases.get(rec.projectId) ?? '',
  work_date: rec.workDate,
  attendance_start: req.attendanceStart,
  leave_work: req.leaveWork,
  rest_minutes: req.restMinutes,
  reason: req.reason,
  state: req.state,
  reviewer_name: req.reviewerId === null ? null : (names.get(req.reviewerId) ?? ''),
  comment: req.comment,
  regist_datetime: toWireDateTime(req.createdAt),
});

export const toWireDays = (b: AttendanceBundle): TAttendanceDay[] =>
  b.records.map((rec) => {
    const pending = b.pending.find((p) => p.attendanceId === rec.id);
    return {
      ...toWireAttendance(rec, b.histories, b.names),
      member_name: b.names.get(rec.memberId) ?? '',
      case_name: b.cases.get(rec.projectId) ?? '',
      rest_started_at: rec.restStartedAt,
      pending_request: pending ? toWireChangeRequest(pending, rec, b.names, b.cases) : null,
    };
  });

/** `HH:mm` of an instant in Japan. */
export const clockOf = (now: Date): string => toWireDateTime(now).slice(11, 16);
