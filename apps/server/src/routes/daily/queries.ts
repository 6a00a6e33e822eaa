import {
  type AttendanceHistoryType,
  type AttendanceStatus,
  fixesOnConfirm,
  statusOnLeave,
  statusOnUnconfirm,
} from '@genba/validators';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attendanceHistories,
  attendanceMonthLocks,
  attendanceRecords,
  dailies,
  dailyBbsPosts,
  dailyMemberSettings,
  dailySiteMembers,
  dailyWorkDetails,
  members,
  projectMembers,
  projects,
} from '../../db/schema/index.ts';
import { writeDailyPictures } from './pictures.ts';

/** The daily feature's reads and writes (docs/adr/006): handlers in index.ts call these. */

export type DailyRow = typeof dailies.$inferSelect;
export type AttendanceRow = typeof attendanceRecords.$inferSelect;
export type HistoryRow = typeof attendanceHistories.$inferSelect;

/** What a daily entry writes (the catalogue's ZDailyEntryInput after parsing). */
export type DailyWrite = {
  attendance_field_id: number;
  member_id: number;
  daily_date: string;
  weather: string | null;
  temperature: number | null;
  humidity: number | null;
  attendance_start: string | null;
  leave_work: string | null;
  rest_minutes: number;
  work_contents: string;
  memo: string;
  attendance_record_work_details: {
    work_content: string;
    start_time: string | null;
    end_time: string | null;
  }[];
  site_member_ids: number[];
  partner_workers: { company_name: string; worker_count: number }[];
  /** Album photo ids of the daily's site, checked by the route (checkPictures). */
  picture_ids: number[];
};

export const findDaily = async (db: Db, id: number): Promise<DailyRow | undefined> => {
  const [row] = await db.select().from(dailies).where(eq(dailies.id, id));
  return row;
};

export const findDailies = (db: Db, ids: readonly number[]): Promise<DailyRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(dailies)
        .where(inArray(dailies.id, [...ids]));

export const findDailyAt = async (
  db: Db,
  projectId: number,
  memberId: number,
  date: string,
): Promise<DailyRow | undefined> => {
  const [row] = await db
    .select()
    .from(dailies)
    .where(
      and(eq(dailies.projectId, projectId), eq(dailies.memberId, memberId), eq(dailies.dailyDate, date)),
    );
  return row;
};

export type DailyFilter = {
  companyId: number;
  from: string;
  to: string;
  projectId?: number | undefined;
  memberId?: number | undefined;
  officeId?: number | undefined;
  approvalStatus?: 0 | 5 | undefined;
  /** Non-managers see their own dailies and those of their sites. */
  visibleToMemberId?: number | undefined;
};

export const listDailyIds = async (db: Db, f: DailyFilter): Promise<number[]> => {
  const where: SQL[] = [
    eq(dailies.companyId, f.companyId),
    gte(dailies.dailyDate, f.from),
    lte(dailies.dailyDate, f.to),
  ];
  if (f.projectId !== undefined) where.push(eq(dailies.projectId, f.projectId));
  if (f.memberId !== undefined) where.push(eq(dailies.memberId, f.memberId));
  if (f.approvalStatus !== undefined) where.push(eq(dailies.approvalStatus, f.approvalStatus));
  if (f.officeId !== undefined) where.push(eq(projects.officeId, f.officeId));
  const base = db
    .select({ id: dailies.id })
    .from(dailies)
    .innerJoin(projects, eq(projects.id, dailies.projectId));
  const rows =
    f.visibleToMemberId === undefined
      ? await base
          .where(and(...where))
          .orderBy(desc(dailies.dailyDate), asc(dailies.id))
          .limit(500)
      : await base
          .innerJoin(
            projectMembers,
            and(
              eq(projectMembers.projectId, dailies.projectId),
              eq(projectMembers.memberId, f.visibleToMemberId),
            ),
          )
          .where(and(...where))
          .orderBy(desc(dailies.dailyDate), asc(dailies.id))
          .limit(500);
  return rows.map((r) => r.id);
};

export const memberNames = async (db: Db, ids: Iterable<number>): Promise<Map<number, string>> => {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name1: members.name1, name2: members.name2 })
    .from(members)
    .where(inArray(members.id, list));
  return new Map(rows.map((r) => [r.id, `${r.name1} ${r.name2}`.trim()]));
};

export const projectNames = async (db: Db, ids: Iterable<number>): Promise<Map<number, string>> => {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.caseName })
    .from(projects)
    .where(inArray(projects.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** Everything a list of dailies needs for its wire shape, in a fixed number of queries. */
export type DailyBundle = {
  rows: DailyRow[];
  details: (typeof dailyWorkDetails.$inferSelect)[];
  siteMembers: (typeof dailySiteMembers.$inferSelect)[];
  attendance: AttendanceRow[];
  histories: HistoryRow[];
  names: Map<number, string>;
  cases: Map<number, string>;
};

export const loadDailyBundle = async (db: Db, ids: readonly number[]): Promise<DailyBundle> => {
  const rows = (await findDailies(db, ids)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (rows.length === 0)
    return {
      rows,
      details: [],
      siteMembers: [],
      attendance: [],
      histories: [],
      names: new Map(),
      cases: new Map(),
    };
  const dailyIds = rows.map((r) => r.id);
  const [details, siteMembers] = await Promise.all([
    db
      .select()
      .from(dailyWorkDetails)
      .where(inArray(dailyWorkDetails.dailyId, dailyIds))
      .orderBy(asc(dailyWorkDetails.sort), asc(dailyWorkDetails.id)),
    db.select().from(dailySiteMembers).where(inArray(dailySiteMembers.dailyId, dailyIds)),
  ]);
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const attendance = await db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        inArray(attendanceRecords.memberId, memberIds),
        inArray(attendanceRecords.projectId, [...new Set(rows.map((r) => r.projectId))]),
        inArray(attendanceRecords.workDate, [...new Set(rows.map((r) => r.dailyDate))]),
      ),
    );
  const histories =
    attendance.length === 0
      ? []
      : await db
          .select()
          .from(attendanceHistories)
          .where(
            inArray(
              attendanceHistories.attendanceId,
              attendance.map((a) => a.id),
            ),
          )
          .orderBy(asc(attendanceHistories.id));
  const people = new Set<number>();
  for (const r of rows) {
    people.add(r.memberId);
    for (const id of [r.confirmMemberId, r.proxyMemberId, r.editingMemberId]) if (id !== null) people.add(id);
  }
  for (const s of siteMembers) people.add(s.memberId);
  for (const h of histories) people.add(h.memberId);
  const [names, cases] = await Promise.all([
    memberNames(db, people),
    projectNames(
      db,
      rows.map((r) => r.projectId),
    ),
  ]);
  return { rows, details, siteMembers, attendance, histories, names, cases };
};

/** Whether a member takes part in a project. */
export const isOnProject = async (db: Db, projectId: number, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: projectMembers.memberId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.memberId, memberId)));
  return row !== undefined;
};

/** Which of `memberIds` do not take part in the project (on-site members must). */
export const notOnProject = async (
  db: Db,
  projectId: number,
  memberIds: readonly number[],
): Promise<number[]> => {
  const wanted = [...new Set(memberIds)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: projectMembers.memberId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.memberId, wanted)));
  const on = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !on.has(id));
};

/** Whether the company's month (YYYY-MM) is locked: the newest lock event decides. */
export const isMonthLocked = async (db: Db, companyId: number, month: string): Promise<boolean> => {
  const [row] = await db
    .select({ locked: attendanceMonthLocks.locked })
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.companyId, companyId), eq(attendanceMonthLocks.month, month)))
    .orderBy(desc(attendanceMonthLocks.id))
    .limit(1);
  return row?.locked ?? false;
};

export const addHistory = async (
  db: Db,
  attendanceId: number,
  type: AttendanceHistoryType,
  memberId: number,
  comment: string | null = null,
): Promise<void> => {
  await db.insert(attendanceHistories).values({ attendanceId, type, memberId, comment });
};

/**
 * Writes the attendance times a daily carries onto the member's record of that site and day
 * (creating it), recording a history entry for each time that changed.
 */
export const upsertAttendanceFromDaily = async (
  db: Db,
  companyId: number,
  entry: DailyWrite,
  actorId: number,
): Promise<void> => {
  if (entry.attendance_start === null && entry.leave_work === null) return;
  const [existing] = await db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.memberId, entry.member_id),
        eq(attendanceRecords.projectId, entry.attendance_field_id),
        eq(attendanceRecords.workDate, entry.daily_date),
      ),
    );
  const values = {
    attendanceStart: entry.attendance_start,
    leaveWork: entry.leave_work,
    restMinutes: entry.rest_minutes,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await db.update(attendanceRecords).set(values).where(eq(attendanceRecords.id, id));
  } else {
    const [created] = await db
      .insert(attendanceRecords)
      .values({
        companyId,
        memberId: entry.member_id,
        projectId: entry.attendance_field_id,
        workDate: entry.daily_date,
        ...values,
      })
      .returning({ id: attendanceRecords.id });
    if (!created) throw new Error('attendance record was not created');
    id = created.id;
  }
  if (entry.attendance_start !== null && entry.attendance_start !== existing?.attendanceStart)
    await addHistory(db, id, 'attendance_start', actorId);
  if (entry.leave_work !== null && entry.leave_work !== existing?.leaveWork)
    await addHistory(db, id, 'leave_work', actorId);
  await markWaitingOnLeave(db, id, entry.leave_work, existing?.status ?? null, actorId);
};

/** A day with a clock-out and no status now waits for the office's confirmation (status 3, wait_confirm). */
export const markWaitingOnLeave = async (
  db: Db,
  id: number,
  leaveWork: string | null,
  status: AttendanceStatus,
  actorId: number,
): Promise<void> => {
  if (leaveWork === null || statusOnLeave(status) === status) return;
  await db
    .update(attendanceRecords)
    .set({ status: statusOnLeave(status) })
    .where(eq(attendanceRecords.id, id));
  await addHistory(db, id, 'wait_confirm', actorId);
};

const dailyColumns = (entry: DailyWrite) => ({
  weather: entry.weather,
  temperature: entry.temperature,
  humidity: entry.humidity,
  workContents: entry.work_contents,
  memo: entry.memo,
  partnerWorkers: entry.partner_workers,
});

const writeChildren = async (db: Db, dailyId: number, entry: DailyWrite): Promise<void> => {
  await db.delete(dailyWorkDetails).where(eq(dailyWorkDetails.dailyId, dailyId));
  if (entry.attendance_record_work_details.length > 0)
    await db.insert(dailyWorkDetails).values(
      entry.attendance_record_work_details.map((d, sort) => ({
        dailyId,
        sort,
        workContent: d.work_content,
        startTime: d.start_time,
        endTime: d.end_time,
      })),
    );
  await db.delete(dailySiteMembers).where(eq(dailySiteMembers.dailyId, dailyId));
  const siteMembers = [...new Set(entry.site_member_ids)].filter((id) => id !== entry.member_id);
  if (siteMembers.length > 0)
    await db.insert(dailySiteMembers).values(siteMembers.map((memberId) => ({ dailyId, memberId })));
  await writeDailyPictures(db, dailyId, entry.picture_ids);
};

export const insertDaily = async (
  db: Db,
  companyId: number,
  entry: DailyWrite,
  proxyMemberId: number | null,
): Promise<number> => {
  const [row] = await db
    .insert(dailies)
    .values({
      companyId,
      projectId: entry.attendance_field_id,
      memberId: entry.member_id,
      dailyDate: entry.daily_date,
      proxyMemberId,
      ...dailyColumns(entry),
    })
    .returning({ id: dailies.id });
  if (!row) throw new Error('daily was not created');
  await writeChildren(db, row.id, entry);
  return row.id;
};

/** Updates a daily's contents and releases the editing lock (the save ends the edit). */
export const updateDaily = async (db: Db, id: number, entry: DailyWrite, now: Date): Promise<void> => {
  await db
    .update(dailies)
    .set({ ...dailyColumns(entry), updatedAt: now, editingMemberId: null, editingAt: null })
    .where(eq(dailies.id, id));
  await writeChildren(db, id, entry);
};

export const deleteDailyRow = async (db: Db, id: number): Promise<void> => {
  await db.delete(dailies).where(eq(dailies.id, id));
};

export const setApproval = async (
  db: Db,
  ids: readonly number[],
  confirmed: boolean,
  confirmerId: number,
): Promise<void> => {
  await db
    .update(dailies)
    .set({ approvalStatus: confirmed ? 5 : 0, confirmMemberId: confirmed ? confirmerId : null })
    .where(inArray(dailies.id, [...ids]));
};

/**
 * Confirming a daily fixes its attendance (status 1, history fixed) when normal or waiting;
 * withdrawing reopens a fixed one, waiting for confirmation again once clocked out.
 */
export const fixAttendanceOf = async (db: Db, rows: readonly DailyRow[], fixed: boolean, actorId: number) => {
  for (const r of rows) {
    const [rec] = await db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.memberId, r.memberId),
          eq(attendanceRecords.projectId, r.projectId),
          eq(attendanceRecords.workDate, r.dailyDate),
        ),
      );
    if (!rec) continue;
    if (fixed && fixesOnConfirm(rec.status)) {
      await db.update(attendanceRecords).set({ status: 1 }).where(eq(attendanceRecords.id, rec.id));
      await addHistory(db, rec.id, 'fixed', actorId);
    } else if (!fixed && rec.status === 1) {
      const reopened = statusOnUnconfirm(rec.leaveWork);
      await db.update(attendanceRecords).set({ status: reopened }).where(eq(attendanceRecords.id, rec.id));
      if (reopened !== null) await addHistory(db, rec.id, 'wait_confirm', actorId);
    }
  }
};

export const setEditing = async (db: Db, id: number, memberId: number | null, at: Date | null) => {
  await db.update(dailies).set({ editingMemberId: memberId, editingAt: at }).where(eq(dailies.id, id));
};

export const previousDaily = async (
  db: Db,
  projectId: number,
  memberId: number,
  before: string,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: dailies.id })
    .from(dailies)
    .where(
      and(eq(dailies.projectId, projectId), eq(dailies.memberId, memberId), lt(dailies.dailyDate, before)),
    )
    .orderBy(desc(dailies.dailyDate))
    .limit(1);
  return row?.id;
};

export const attendanceOn = async (
  db: Db,
  memberId: number,
  date: string,
): Promise<AttendanceRow | undefined> => {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.memberId, memberId), eq(attendanceRecords.workDate, date)))
    .orderBy(asc(attendanceRecords.id))
    .limit(1);
  return row;
};

export const projectDailyIds = async (db: Db, projectId: number, date: string): Promise<number[]> =>
  (
    await db
      .select({ id: dailies.id })
      .from(dailies)
      .where(and(eq(dailies.projectId, projectId), eq(dailies.dailyDate, date)))
      .orderBy(asc(dailies.id))
  ).map((r) => r.id);

/** Whether the member sees the daily message (one settings row per member, created on first change). */
export const setDailyMessageDisplay = (db: Db, memberId: number, display: 0 | 1) =>
  db
    .insert(dailyMemberSettings)
    .values({ memberId, messageDisplay: display })
    .onConflictDoUpdate({ target: dailyMemberSettings.memberId, set: { messageDisplay: display } });

/** Whether the member sees posted dailies in the talk: 1 (the default) until they turn it off. */
export const dailyMessageDisplayOf = async (db: Db, memberId: number): Promise<0 | 1> => {
  const [row] = await db
    .select({ display: dailyMemberSettings.messageDisplay })
    .from(dailyMemberSettings)
    .where(eq(dailyMemberSettings.memberId, memberId));
  return row?.display ?? 1;
};

/** Ties a room message to the daily it posts (the board lists it; the message opens the report). */
export const insertDailyPost = async (
  db: Db,
  post: { messageId: number; dailyId: number; roomId: number },
): Promise<void> => {
  await db
    .insert(dailyBbsPosts)
    .values({ chatMessageId: post.messageId, dailyId: post.dailyId, chatRoomId: post.roomId });
};
