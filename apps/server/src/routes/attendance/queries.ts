import type { AttendanceStatus } from '@genba/validators';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attendanceChangeRequests,
  attendanceHistories,
  attendanceMonthLocks,
  attendanceRecords,
  members,
} from '../../db/schema/index.ts';
import { type AttendanceRow, type HistoryRow, memberNames, projectNames } from '../daily/queries.ts';

/** The attendance feature's reads and writes (docs/adr/006). */

export type ChangeRequestRow = typeof attendanceChangeRequests.$inferSelect;

export type AttendanceBundle = {
  records: AttendanceRow[];
  histories: HistoryRow[];
  pending: ChangeRequestRow[];
  names: Map<number, string>;
  cases: Map<number, string>;
};

export const bundleRecords = async (db: Db, records: AttendanceRow[]): Promise<AttendanceBundle> => {
  const ids = records.map((r) => r.id);
  const [histories, pending] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(attendanceHistories)
            .where(inArray(attendanceHistories.attendanceId, ids))
            .orderBy(asc(attendanceHistories.id)),
          db
            .select()
            .from(attendanceChangeRequests)
            .where(
              and(
                inArray(attendanceChangeRequests.attendanceId, ids),
                eq(attendanceChangeRequests.state, 'pending'),
              ),
            ),
        ]);
  const people = new Set<number>(records.map((r) => r.memberId));
  for (const h of histories) people.add(h.memberId);
  const [names, cases] = await Promise.all([
    memberNames(db, people),
    projectNames(
      db,
      records.map((r) => r.projectId),
    ),
  ]);
  return { records, histories, pending, names, cases };
};

export const findRecord = async (db: Db, id: number): Promise<AttendanceRow | undefined> => {
  const [row] = await db.select().from(attendanceRecords).where(eq(attendanceRecords.id, id));
  return row;
};

export const recordsOfDay = (db: Db, memberId: number, date: string): Promise<AttendanceRow[]> =>
  db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.memberId, memberId), eq(attendanceRecords.workDate, date)))
    .orderBy(asc(attendanceRecords.id));

export const recordAt = async (
  db: Db,
  memberId: number,
  projectId: number,
  date: string,
): Promise<AttendanceRow | undefined> => {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.memberId, memberId),
        eq(attendanceRecords.projectId, projectId),
        eq(attendanceRecords.workDate, date),
      ),
    );
  return row;
};

export const recordsOfRange = (
  db: Db,
  companyId: number,
  from: string,
  to: string,
  memberId?: number,
): Promise<AttendanceRow[]> =>
  db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.companyId, companyId),
        gte(attendanceRecords.workDate, from),
        lte(attendanceRecords.workDate, to),
        memberId === undefined ? undefined : eq(attendanceRecords.memberId, memberId),
      ),
    )
    .orderBy(asc(attendanceRecords.workDate), asc(attendanceRecords.id));

export const companyMembers = async (db: Db, companyId: number, memberId?: number) =>
  (
    await db
      .select({ id: members.id, name1: members.name1, name2: members.name2 })
      .from(members)
      .where(
        and(
          eq(members.companyId, companyId),
          eq(members.delFlg, false),
          memberId === undefined ? undefined : eq(members.id, memberId),
        ),
      )
      .orderBy(asc(members.id))
  ).map((m) => ({ member_id: m.id, name: `${m.name1} ${m.name2}`.trim() }));

export const createRecord = async (
  db: Db,
  values: { companyId: number; memberId: number; projectId: number; workDate: string },
): Promise<AttendanceRow> => {
  const [row] = await db.insert(attendanceRecords).values(values).returning();
  if (!row) throw new Error('attendance record was not created');
  return row;
};

export const updateRecord = async (
  db: Db,
  id: number,
  values: Partial<{
    attendanceStart: string | null;
    leaveWork: string | null;
    restMinutes: number;
    restStartedAt: string | null;
    status: AttendanceStatus;
  }>,
): Promise<void> => {
  await db.update(attendanceRecords).set(values).where(eq(attendanceRecords.id, id));
};

export const pendingRequestOf = async (
  db: Db,
  attendanceId: number,
): Promise<ChangeRequestRow | undefined> => {
  const [row] = await db
    .select()
    .from(attendanceChangeRequests)
    .where(
      and(
        eq(attendanceChangeRequests.attendanceId, attendanceId),
        eq(attendanceChangeRequests.state, 'pending'),
      ),
    );
  return row;
};

export const insertChangeRequest = async (
  db: Db,
  values: typeof attendanceChangeRequests.$inferInsert,
): Promise<ChangeRequestRow> => {
  const [row] = await db.insert(attendanceChangeRequests).values(values).returning();
  if (!row) throw new Error('change request was not created');
  return row;
};

export const findChangeRequest = async (db: Db, id: number): Promise<ChangeRequestRow | undefined> => {
  const [row] = await db.select().from(attendanceChangeRequests).where(eq(attendanceChangeRequests.id, id));
  return row;
};

export const closeChangeRequest = async (
  db: Db,
  id: number,
  values: { state: 'approved' | 'rejected'; reviewerId: number; comment: string; reviewedAt: Date },
): Promise<ChangeRequestRow> => {
  const [row] = await db
    .update(attendanceChangeRequests)
    .set(values)
    .where(eq(attendanceChangeRequests.id, id))
    .returning();
  if (!row) throw new Error('change request vanished');
  return row;
};

/** A company's change requests (a member's own when memberId is given), newest first. */
export const listChangeRequests = async (
  db: Db,
  companyId: number,
  state: 'pending' | 'approved' | 'rejected' | undefined,
  memberId: number | undefined,
) =>
  db
    .select({ request: attendanceChangeRequests, record: attendanceRecords })
    .from(attendanceChangeRequests)
    .innerJoin(attendanceRecords, eq(attendanceRecords.id, attendanceChangeRequests.attendanceId))
    .where(
      and(
        eq(attendanceRecords.companyId, companyId),
        state === undefined ? undefined : eq(attendanceChangeRequests.state, state),
        memberId === undefined ? undefined : eq(attendanceChangeRequests.memberId, memberId),
      ),
    )
    .orderBy(desc(attendanceChangeRequests.id))
    .limit(500);

export const lockEvents = (db: Db, companyId: number, month: string) =>
  db
    .select()
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.companyId, companyId), eq(attendanceMonthLocks.month, month)))
    .orderBy(asc(attendanceMonthLocks.id));

export const recordLockEvent = async (
  db: Db,
  values: { companyId: number; month: string; locked: boolean; memberId: number },
): Promise<void> => {
  await db.insert(attendanceMonthLocks).values(values);
};
