import { ATTENDANCE_HISTORY_TYPE, ATTENDANCE_STATUS, boundedList, choice } from '@genba/validators';
import { z } from 'zod';
import { ZClockTime } from './chat.ts';
import { ZRestMinutes, ZWireDate, ZWireDateTime, ZWireId } from './common.ts';

/** Talk §4: null normal, 1 fixed, 2 change request, 3 waiting confirm, 4 rejected. */
export const ZAttendanceStatus = z.union([
  z.null(),
  z.literal(ATTENDANCE_STATUS.fixed),
  z.literal(ATTENDANCE_STATUS.changeRequest),
  z.literal(ATTENDANCE_STATUS.waitingConfirm),
  z.literal(ATTENDANCE_STATUS.rejected),
]);
export type TAttendanceStatus = z.infer<typeof ZAttendanceStatus>;

const HISTORY_TYPES = Object.values(ATTENDANCE_HISTORY_TYPE) as [
  (typeof ATTENDANCE_HISTORY_TYPE)[keyof typeof ATTENDANCE_HISTORY_TYPE],
  ...(typeof ATTENDANCE_HISTORY_TYPE)[keyof typeof ATTENDANCE_HISTORY_TYPE][],
];
export const ZAttendanceHistory = z.object({
  id: ZWireId,
  type: choice(HISTORY_TYPES),
  member_id: ZWireId,
  member_name: z.string(),
  regist_datetime: ZWireDateTime,
});
export type TAttendanceHistory = z.infer<typeof ZAttendanceHistory>;

/** One work detail row of a daily (what was done, from when to when). */
export const ZWorkDetail = z.object({
  id: ZWireId,
  work_content: z.string(),
  start_time: ZClockTime.nullable(),
  end_time: ZClockTime.nullable(),
});
export type TWorkDetail = z.infer<typeof ZWorkDetail>;

/** A member's attendance on one day and site, with the status flow of talk §4 and its history. */
export const ZAttendanceRecord = z.object({
  id: ZWireId,
  member_id: ZWireId,
  attendance_field_id: ZWireId,
  work_date: ZWireDate,
  attendance_start: ZClockTime.nullable(),
  leave_work: ZClockTime.nullable(),
  rest_minutes: ZRestMinutes,
  status: ZAttendanceStatus,
  histories: boundedList(ZAttendanceHistory),
});
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;
