import {
  ATTENDANCE_HISTORY_TYPE,
  ATTENDANCE_STATUS,
  boundedList,
  CHANGE_REQUEST_STATE,
  type ChangeRequestState,
  CLOCK_ACTION,
  type ClockAction,
  changeReasonSchema,
  choice,
  excelExportRangeSchema,
  monthSchema,
  reviewCommentSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZClockTime } from './chat.ts';
import { ZFlag, ZRestMinutes, ZWireDate, ZWireDateTime, ZWireId, zId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Talk §4: null normal, 1 fixed, 2 change request, 3 waiting confirm, 4 rejected. */
export const ZAttendanceStatus = lazySchema(() =>
  z.union([
    z.null(),
    z.literal(ATTENDANCE_STATUS.fixed),
    z.literal(ATTENDANCE_STATUS.changeRequest),
    z.literal(ATTENDANCE_STATUS.waitingConfirm),
    z.literal(ATTENDANCE_STATUS.rejected),
  ]),
);
export type TAttendanceStatus = z.infer<typeof ZAttendanceStatus>;

const HISTORY_TYPES = Object.values(ATTENDANCE_HISTORY_TYPE) as [
  (typeof ATTENDANCE_HISTORY_TYPE)[keyof typeof ATTENDANCE_HISTORY_TYPE],
  ...(typeof ATTENDANCE_HISTORY_TYPE)[keyof typeof ATTENDANCE_HISTORY_TYPE][],
];
export const ZAttendanceHistory = lazySchema(() =>
  z.object({
    id: ZWireId,
    type: choice(HISTORY_TYPES),
    member_id: ZWireId,
    member_name: z.string(),
    regist_datetime: ZWireDateTime,
    /** Designed: the reviewer's comment on an approval or rejection. */
    comment: z.string().nullable().optional(),
  }),
);
export type TAttendanceHistory = z.infer<typeof ZAttendanceHistory>;

/** One work detail row of a daily (what was done, from when to when). */
export const ZWorkDetail = lazySchema(() =>
  z.object({
    id: ZWireId,
    work_content: z.string(),
    start_time: ZClockTime.nullable(),
    end_time: ZClockTime.nullable(),
  }),
);
export type TWorkDetail = z.infer<typeof ZWorkDetail>;

/** A member's attendance on one day and site, with the status flow of talk §4 and its history. */
export const ZAttendanceRecord = lazySchema(() =>
  z.object({
    id: ZWireId,
    member_id: ZWireId,
    attendance_field_id: ZWireId,
    work_date: ZWireDate,
    attendance_start: ZClockTime.nullable(),
    leave_work: ZClockTime.nullable(),
    rest_minutes: ZRestMinutes,
    status: ZAttendanceStatus,
    histories: boundedList(ZAttendanceHistory),
  }),
);
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;

/*
 * Designed calls (issue 13 items 5 and 6): the spec lists /attendance and /aggregate as screens but
 * shows none of their calls. Every shape below is ours; the catalogue entries say so.
 */

const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });

const CHANGE_STATES = Object.values(CHANGE_REQUEST_STATE) as [ChangeRequestState, ...ChangeRequestState[]];
export const ZChangeRequestState = lazySchema(() => choice(CHANGE_STATES));

/** A change request: the times the member asks for and the review. */
export const ZAttendanceChangeRequest = lazySchema(() =>
  z.object({
    id: ZWireId,
    attendance_id: ZWireId,
    member_id: ZWireId,
    member_name: z.string(),
    case_name: z.string(),
    work_date: ZWireDate,
    attendance_start: ZClockTime.nullable(),
    leave_work: ZClockTime.nullable(),
    rest_minutes: ZRestMinutes,
    reason: z.string(),
    state: ZChangeRequestState,
    reviewer_name: z.string().nullable(),
    comment: z.string().nullable(),
    regist_datetime: ZWireDateTime,
  }),
);
export type TAttendanceChangeRequest = z.infer<typeof ZAttendanceChangeRequest>;

/** A record as the month table and the clock panel show it. */
export const ZAttendanceDay = lazySchema(() =>
  ZAttendanceRecord.extend({
    member_name: z.string(),
    case_name: z.string(),
    /** Clock time the current rest began; null when not resting. */
    rest_started_at: ZClockTime.nullable(),
    pending_request: ZAttendanceChangeRequest.nullable(),
  }),
);
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;

export const ZAttendanceMonthQuery = lazySchema(() =>
  z.object({ month: monthSchema, member_id: zId.optional() }),
);
export const ZMonthLockEvent = lazySchema(() =>
  z.object({
    locked: z.boolean(),
    member_name: z.string(),
    regist_datetime: ZWireDateTime,
  }),
);
export const ZAttendanceMonthResponse = lazySchema(() =>
  ok({
    month: z.string(),
    locked: z.boolean(),
    lock_events: z.array(ZMonthLockEvent),
    members: z.array(z.object({ member_id: ZWireId, name: z.string() })),
    records: z.array(ZAttendanceDay),
    /** Whether the caller may approve requests and lock the month. */
    can_manage: z.boolean(),
  }),
);
export type TAttendanceMonthResponse = z.infer<typeof ZAttendanceMonthResponse>;

export const ZAttendanceTodayResponse = lazySchema(() =>
  ok({
    work_date: ZWireDate,
    records: z.array(ZAttendanceDay),
  }),
);

const CLOCK_ACTIONS = Object.values(CLOCK_ACTION) as [ClockAction, ...ClockAction[]];
export const ZAttendanceClockRequest = lazySchema(() =>
  z.object({
    action: choice(CLOCK_ACTIONS),
    attendance_field_id: zId,
  }),
);
export const ZAttendanceDayResponse = lazySchema(() => ok({ record: ZAttendanceDay }));

export const ZAttendanceChangeRequestBody = lazySchema(() =>
  z.object({
    attendance_start: ZClockTime.nullable(),
    leave_work: ZClockTime.nullable(),
    rest_minutes: ZRestMinutes,
    reason: changeReasonSchema,
  }),
);
export const ZAttendanceChangeRequestResponse = lazySchema(() => ok({ request: ZAttendanceChangeRequest }));
export const ZAttendanceChangeRequestsQuery = lazySchema(() =>
  z.object({ state: ZChangeRequestState.optional() }),
);
export const ZAttendanceChangeRequestsResponse = lazySchema(() =>
  ok({ requests: z.array(ZAttendanceChangeRequest) }),
);
export const ZAttendanceReviewRequest = lazySchema(() =>
  z.object({
    /** 1 approve, 0 reject. */
    approve: ZFlag,
    comment: reviewCommentSchema.default(''),
  }),
);

export const ZAttendanceMonthLockRequest = lazySchema(() => z.object({ month: monthSchema, locked: ZFlag }));
export const ZAttendanceMonthLockResponse = lazySchema(() =>
  ok({
    month: z.string(),
    locked: z.boolean(),
    lock_events: z.array(ZMonthLockEvent),
  }),
);

/** Totals over a date range: both dates, end not before start, at most 365 days (no future: checked by the server). */
export const ZAggregateQuery = excelExportRangeSchema;
export const ZAggregateExportQuery = lazySchema(() =>
  z.intersection(
    excelExportRangeSchema,
    z.object({ format: choice(['xlsx', 'csv'] as const).default('xlsx') }),
  ),
);
export const ZTotalsRow = lazySchema(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    days: z.number().int().nonnegative(),
    worked_minutes: z.number().int().nonnegative(),
    rest_minutes: z.number().int().nonnegative(),
    overtime_minutes: z.number().int().nonnegative(),
    man_days: z.number().nonnegative(),
    cost: z.number().int().nonnegative(),
  }),
);
export type TTotalsRow = z.infer<typeof ZTotalsRow>;
export const ZAggregateResponse = lazySchema(() =>
  ok({
    start_date: ZWireDate,
    end_date: ZWireDate,
    by_member: z.array(ZTotalsRow),
    by_project: z.array(ZTotalsRow),
    by_partner: z.array(ZTotalsRow),
    total: ZTotalsRow,
  }),
);
export type TAggregateResponse = z.infer<typeof ZAggregateResponse>;
