import { ATTENDANCE_MESSAGE, japanDate, minutesOfClock, monthOf, monthRange } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { type Actor, canManage, requireFeature } from '../daily/access.ts';
import {
  type AttendanceRow,
  addHistory,
  isMonthLocked,
  markWaitingOnLeave,
  memberNames,
  projectNames,
} from '../daily/queries.ts';
import { toWireDateTime } from '../user/wire.ts';
import {
  bundleRecords,
  closeChangeRequest,
  companyMembers,
  createRecord,
  findChangeRequest,
  findRecord,
  insertChangeRequest,
  listChangeRequests,
  lockEvents,
  pendingRequestOf,
  recordAt,
  recordLockEvent,
  recordsOfDay,
  recordsOfRange,
  updateRecord,
} from './queries.ts';
import { clockOf, toWireChangeRequest, toWireDays } from './wire.ts';

/**
 * Attendance (issue 13 item 5): clocking, change requests and their review, the month lock.
 * Every call is a designed catalogue entry (catalogue/attendance.ts).
 */

const refuseLocked = async (db: Db, companyId: number, date: string) => {
  if (await isMonthLocked(db, companyId, monthOf(date))) throw forbidden(ATTENDANCE_MESSAGE.monthLocked);
};

const clockError = (message: string) => validationFailed({ action: [message] });

const minutesBetween = (from: string, to: string): number => {
  const span = minutesOfClock(to) - minutesOfClock(from);
  return span < 0 ? span + 24 * 60 : span;
};

const oneDay = async (db: Db, rec: AttendanceRow) => {
  const [day] = toWireDays(await bundleRecords(db, [rec]));
  if (!day) throw new Error('attendance record vanished');
  return day;
};

const wireEvents = async (db: Db, companyId: number, month: string) => {
  const events = await lockEvents(db, companyId, month);
  const names = await memberNames(
    db,
    events.map((e) => e.memberId),
  );
  return events.map((e) => ({
    locked: e.locked,
    member_name: names.get(e.memberId) ?? '',
    regist_datetime: toWireDateTime(e.createdAt),
  }));
};

const recordOfCompany = async (db: Db, actor: Actor, id: number): Promise<AttendanceRow> => {
  const rec = await findRecord(db, id);
  if (!rec || rec.companyId !== actor.company.id) throw forbidden(TENANCY_MESSAGES.field);
  return rec;
};

export const attendanceRoutes = [
  implement('getAttendanceToday', async ({ db, member, company, deps }) => {
    const now = deps.now();
    await requireFeature(db, { member, company }, 'attendance', now);
    const today = japanDate(now);
    const records = await recordsOfDay(db, member.id, today);
    return {
      success: true as const,
      work_date: today,
      records: toWireDays(await bundleRecords(db, records)),
    };
  }),

  implement('getAttendanceMonth', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'attendance', deps.now());
    const manager = canManage(actor);
    if (query.member_id !== undefined && query.member_id !== member.id && !manager)
      throw forbidden(ATTENDANCE_MESSAGE.notManager);
    const memberId = manager ? query.member_id : member.id;
    const { from, to } = monthRange(query.month);
    const records = await recordsOfRange(db, company.id, from, to, memberId);
    const events = await wireEvents(db, company.id, query.month);
    return {
      success: true as const,
      month: query.month,
      locked: events.at(-1)?.locked ?? false,
      lock_events: events,
      members: await companyMembers(db, company.id, memberId),
      records: toWireDays(await bundleRecords(db, records)),
      can_manage: manager,
    };
  }),

  implement('attendanceClock', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'attendance', now);
    await requireProjectAccess(db, actor, body.attendance_field_id);
    const today = japanDate(now);
    const time = clockOf(now);
    await refuseLocked(db, company.id, today);
    const existing = await recordAt(db, member.id, body.attendance_field_id, today);
    let rec: AttendanceRow;
    switch (body.action) {
      case 'attendance_start': {
        if (existing?.attendanceStart) throw clockError(ATTENDANCE_MESSAGE.alreadyStarted);
        rec =
          existing ??
          (await createRecord(db, {
            companyId: company.id,
            memberId: member.id,
            projectId: body.attendance_field_id,
            workDate: today,
          }));
        await updateRecord(db, rec.id, { attendanceStart: time });
        break;
      }
      case 'rest_start': {
        if (!existing?.attendanceStart) throw clockError(ATTENDANCE_MESSAGE.notStarted);
        if (existing.leaveWork) throw clockError(ATTENDANCE_MESSAGE.alreadyLeft);
        if (existing.restStartedAt) throw clockError(ATTENDANCE_MESSAGE.restAlreadyStarted);
        rec = existing;
        await updateRecord(db, rec.id, { restStartedAt: time });
        break;
      }
      case 'rest_end': {
        if (!existing?.restStartedAt) throw clockError(ATTENDANCE_MESSAGE.restNotStarted);
        rec = existing;
        await updateRecord(db, rec.id, {
          restStartedAt: null,
          restMinutes: existing.restMinutes + minutesBetween(existing.restStartedAt, time),
        });
        break;
      }
      case 'leave_work': {
        if (!existing?.attendanceStart) throw clockError(ATTENDANCE_MESSAGE.notStarted);
        if (existing.leaveWork) throw clockError(ATTENDANCE_MESSAGE.alreadyLeft);
        rec = existing;
        // Leaving while resting ends the rest first.
        const rest = existing.restStartedAt
          ? existing.restMinutes + minutesBetween(existing.restStartedAt, time)
          : existing.restMinutes;
        await updateRecord(db, rec.id, { leaveWork: time, restStartedAt: null, restMinutes: rest });
        break;
      }
    }
    await addHistory(db, rec.id, body.action, member.id);
    if (body.action === 'leave_work') await markWaitingOnLeave(db, rec.id, time, rec.status, member.id);
    const fresh = await findRecord(db, rec.id);
    if (!fresh) throw new Error('attendance record vanished');
    return { success: true as const, record: await oneDay(db, fresh) };
  }),

  implement('attendanceChangeRequest', async ({ db, params, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'attendance', now);
    const rec = await recordOfCompany(db, actor, params.id);
    if (rec.memberId !== member.id) throw forbidden(ATTENDANCE_MESSAGE.otherMember);
    await refuseLocked(db, company.id, rec.workDate);
    if (await pendingRequestOf(db, rec.id))
      throw validationFailed({ reason: [ATTENDANCE_MESSAGE.requestPending] });
    const req = await db.transaction(async (tx) => {
      const created = await insertChangeRequest(tx, {
        attendanceId: rec.id,
        memberId: member.id,
        attendanceStart: body.attendance_start,
        leaveWork: body.leave_work,
        restMinutes: body.rest_minutes,
        reason: body.reason,
      });
      await updateRecord(tx, rec.id, { status: 2 });
      await addHistory(tx, rec.id, 'change_request', member.id, body.reason);
      return created;
    });
    const [names, cases] = await Promise.all([
      memberNames(db, [member.id]),
      projectNames(db, [rec.projectId]),
    ]);
    return { success: true as const, request: toWireChangeRequest(req, rec, names, cases) };
  }),

  implement('getAttendanceChangeRequests', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'attendance', deps.now());
    const rows = await listChangeRequests(
      db,
      company.id,
      query.state,
      canManage(actor) ? undefined : member.id,
    );
    const people = new Set<number>();
    for (const r of rows) {
      people.add(r.request.memberId);
      if (r.request.reviewerId !== null) people.add(r.request.reviewerId);
    }
    const [names, cases] = await Promise.all([
      memberNames(db, people),
      projectNames(
        db,
        rows.map((r) => r.record.projectId),
      ),
    ]);
    return {
      success: true as const,
      requests: rows.map((r) => toWireChangeRequest(r.request, r.record, names, cases)),
    };
  }),

  implement('reviewAttendanceChangeRequest', async ({ db, params, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'attendance', now);
    if (!canManage(actor)) throw forbidden(ATTENDANCE_MESSAGE.notManager);
    const req = await findChangeRequest(db, params.id);
    const rec = req ? await findRecord(db, req.attendanceId) : undefined;
    if (!req || !rec || rec.companyId !== company.id) throw forbidden(TENANCY_MESSAGES.field);
    if (req.state !== 'pending') throw validationFailed({ approve: [ATTENDANCE_MESSAGE.requestClosed] });
    const approve = body.approve === 1;
    if (!approve && body.comment === '')
      throw validationFailed({ comment: [ATTENDANCE_MESSAGE.commentRequired] });
    await refuseLocked(db, company.id, rec.workDate);
    const closed = await db.transaction(async (tx) => {
      const done = await closeChangeRequest(tx, req.id, {
        state: approve ? 'approved' : 'rejected',
        reviewerId: member.id,
        comment: body.comment,
        reviewedAt: now,
      });
      await updateRecord(
        tx,
        rec.id,
        approve
          ? {
              attendanceStart: req.attendanceStart,
              leaveWork: req.leaveWork,
              restMinutes: req.restMinutes,
              status: 1,
            }
          : { status: 4 },
      );
      await addHistory(tx, rec.id, approve ? 'fixed' : 'rejected', member.id, body.comment || null);
      return done;
    });
    const [names, cases] = await Promise.all([
      memberNames(db, [req.memberId, member.id]),
      projectNames(db, [rec.projectId]),
    ]);
    return { success: true as const, request: toWireChangeRequest(closed, rec, names, cases) };
  }),

  implement('attendanceMonthLock', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'attendance', deps.now());
    if (!canManage(actor)) throw forbidden(ATTENDANCE_MESSAGE.notManager);
    await recordLockEvent(db, {
      companyId: company.id,
      month: body.month,
      locked: body.locked === 1,
      memberId: member.id,
    });
    const events = await wireEvents(db, company.id, body.month);
    return { success: true as const, month: body.month, locked: body.locked === 1, lock_events: events };
  }),
];
