import type { TAlbumPhoto, TAttendanceRecord, TDailyReport } from '@genba/api-client/schemas';
import { DAILY_EDITING_LOCK_MS } from '@genba/validators';
import { toWireDateTime } from '../user/wire.ts';
import type { AttendanceRow, DailyBundle, DailyRow, HistoryRow } from './queries.ts';

/** Rows → the api-client's wire types (docs/adr/006). Pure. */

const nameOf = (names: Map<number, string>, id: number | null): string | null =>
  id === null ? null : (names.get(id) ?? '');

/** Whether an editing lock is still held at `now` (talk §9: 600000 ms). */
export const lockHeld = (row: Pick<DailyRow, 'editingMemberId' | 'editingAt'>, now: Date): boolean =>
  row.editingMemberId !== null &&
  row.editingAt !== null &&
  now.getTime() - row.editingAt.getTime() < DAILY_EDITING_LOCK_MS;

export const toWireAttendance = (
  rec: AttendanceRow,
  histories: readonly HistoryRow[],
  names: Map<number, string>,
): TAttendanceRecord => ({
  id: rec.id,
  member_id: rec.memberId,
  attendance_field_id: rec.projectId,
  work_date: rec.workDate,
  attendance_start: rec.attendanceStart,
  leave_work: rec.leaveWork,
  rest_minutes: rec.restMinutes,
  status: rec.status,
  histories: histories
    .filter((h) => h.attendanceId === rec.id)
    .map((h) => ({
      id: h.id,
      type: h.type,
      member_id: h.memberId,
      member_name: names.get(h.memberId) ?? '',
      regist_datetime: toWireDateTime(h.createdAt),
      comment: h.comment,
    })),
});

/** `pictures`: each daily's photos as the reader may see them (picturesOfDailies); none when absent. */
export const toWireDailies = (
  b: DailyBundle,
  now: Date,
  pictures: ReadonlyMap<number, TAlbumPhoto[]> = new Map(),
): TDailyReport[] =>
  b.rows.map((r) => {
    const rec = b.attendance.find(
      (a) => a.memberId === r.memberId && a.projectId === r.projectId && a.workDate === r.dailyDate,
    );
    return {
      id: r.id,
      attendance_field_id: r.projectId,
      case_name: b.cases.get(r.projectId) ?? '',
      member_id: r.memberId,
      member_name: b.names.get(r.memberId) ?? '',
      daily_date: r.dailyDate,
      weather: r.weather,
      temperature: r.temperature,
      humidity: r.humidity,
      work_contents: r.workContents,
      memo: r.memo,
      attendance: rec ? toWireAttendance(rec, b.histories, b.names) : null,
      work_details: b.details
        .filter((d) => d.dailyId === r.id)
        .map((d) => ({
          id: d.id,
          work_content: d.workContent,
          start_time: d.startTime,
          end_time: d.endTime,
        })),
      site_members: b.siteMembers
        .filter((s) => s.dailyId === r.id)
        .map((s) => ({ member_id: s.memberId, name: b.names.get(s.memberId) ?? '' })),
      partner_workers: r.partnerWorkers,
      pictures: pictures.get(r.id) ?? [],
      approval_status: r.approvalStatus,
      confirm_member_name: nameOf(b.names, r.confirmMemberId),
      proxy_member_name: nameOf(b.names, r.proxyMemberId),
      editing_member_name: lockHeld(r, now) ? nameOf(b.names, r.editingMemberId) : null,
      regist_datetime: toWireDateTime(r.createdAt),
      update_datetime: r.updatedAt ? toWireDateTime(r.updatedAt) : null,
    };
  });
