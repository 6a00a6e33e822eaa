import { ZBlob } from '../schemas/album.ts';
import {
  ZAggregateExportQuery,
  ZAggregateQuery,
  ZAggregateResponse,
  ZAttendanceChangeRequestBody,
  ZAttendanceChangeRequestResponse,
  ZAttendanceChangeRequestsQuery,
  ZAttendanceChangeRequestsResponse,
  ZAttendanceClockRequest,
  ZAttendanceDayResponse,
  ZAttendanceMonthLockRequest,
  ZAttendanceMonthLockResponse,
  ZAttendanceMonthQuery,
  ZAttendanceMonthResponse,
  ZAttendanceReviewRequest,
  ZAttendanceTodayResponse,
} from '../schemas/attendance.ts';
import { ZIdParams } from '../schemas/common.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const NOT_SHOWN =
  'Designed: the spec lists the /attendance and /aggregate screens (talk §2, §4; core §5, §9) but shows none of their calls.';

/**
 * Attendance, change requests, the month lock and the totals (issue 13). Every entry is designed;
 * failures follow the daily family's `{ success: false }` (talk §8).
 */
export const attendanceEndpoints = defineEndpoints({
  getAttendanceToday: {
    method: 'GET',
    path: '/api/attendance/today',
    summary: '本日の勤怠（打刻ボタンの状態）',
    response: ZAttendanceTodayResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} The caller's records of today (Japan time), one per site.`,
  },
  getAttendanceMonth: {
    method: 'GET',
    path: '/api/attendance/month',
    summary: '月別勤怠（メンバー×日）',
    query: ZAttendanceMonthQuery,
    response: ZAttendanceMonthResponse,
    timeout: TIMEOUTS.default,
    cancellable: true,
    failure: 'success-false',
    design: `${NOT_SHOWN} Managers see the company's members, others themselves; with the month lock and its history.`,
  },
  attendanceClock: {
    method: 'POST',
    path: '/api/attendance/clock',
    summary: '出勤・退勤・休憩開始・休憩終了の打刻',
    body: ZAttendanceClockRequest,
    response: ZAttendanceDayResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} The server's clock decides the time; each action adds its talk §4 history type.`,
  },
  attendanceChangeRequest: {
    method: 'POST',
    path: '/api/attendance/{id}/change-request',
    summary: '勤怠の変更申請',
    params: ZIdParams,
    body: ZAttendanceChangeRequestBody,
    response: ZAttendanceChangeRequestResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} {id} is the attendance record; the record's status becomes 2 (change request) until reviewed.`,
  },
  getAttendanceChangeRequests: {
    method: 'GET',
    path: '/api/attendance/change-requests',
    summary: '勤怠の変更申請一覧',
    query: ZAttendanceChangeRequestsQuery,
    response: ZAttendanceChangeRequestsResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} Managers see the company's requests, others their own.`,
  },
  reviewAttendanceChangeRequest: {
    method: 'POST',
    path: '/api/attendance/change-requests/{id}/review',
    summary: '勤怠の変更申請を承認・却下',
    params: ZIdParams,
    body: ZAttendanceReviewRequest,
    response: ZAttendanceChangeRequestResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} approve 1 applies the times (status 1 fixed), 0 rejects (status 4) with a comment.`,
  },
  attendanceMonthLock: {
    method: 'POST',
    path: '/api/attendance/month-lock',
    summary: '勤怠の月締め・締め解除',
    body: ZAttendanceMonthLockRequest,
    response: ZAttendanceMonthLockResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${NOT_SHOWN} Managers only; every lock and unlock is recorded with who and when.`,
  },
  getAggregate: {
    method: 'GET',
    path: '/api/aggregate',
    summary: '勤怠集計（メンバー別・現場別・協力会社別）',
    query: ZAggregateQuery,
    response: ZAggregateResponse,
    timeout: TIMEOUTS.default,
    cancellable: true,
    failure: 'success-false',
    design: `${NOT_SHOWN} start_date and end_date as core §5 and §9 (both, end not before start, no future, at most 365 days).`,
  },
  exportAggregate: {
    method: 'GET',
    path: '/api/aggregate/export',
    summary: '勤怠集計のExcel・CSV出力',
    query: ZAggregateExportQuery,
    response: ZBlob,
    responseType: 'blob',
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${NOT_SHOWN} format xlsx (one sheet per view, Japanese headers, SUM formulas for totals, streamed) or csv (by member, UTF-8 with BOM for Excel).`,
  },
});
