import type { ScheduleStatus, ScheduleTaskFields } from '@genba/validators';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  memberOffices,
  members,
  projectMembers,
  projects,
  scheduleProjectStatus,
  scheduleTaskMembers,
  scheduleTasks,
} from '../../db/schema/index.ts';
import { accessibleProjectFilter, type ProjectActor } from '../../http/tenancy.ts';

/** The schedule feature's reads and writes (docs/adr/006): handlers in index.ts call these. */

export type TaskRow = typeof scheduleTasks.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type TaskMemberRow = {
  taskId: number;
  memberId: number;
  name1: string;
  name2: string;
  thumnailPath: string | null;
  type: number;
  companyName: string | null;
};

/**
 * One page of the board's projects: those still running or ahead first (a finished project's bars are history),
 * then earliest start first, projects without dates last.
 */
export const listBoardProjects = async (
  db: Db,
  actor: ProjectActor,
  page: { offset: number; limit: number; project_id?: number | undefined },
): Promise<{ rows: ProjectRow[]; total: number }> => {
  const accessible = accessibleProjectFilter(actor, {
    companyId: projects.companyId,
    projectId: projects.id,
  });
  const where =
    page.project_id === undefined ? accessible : and(accessible, eq(projects.id, page.project_id));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(
        sql`(${projects.endDate} < current_date) asc nulls first`,
        sql`${projects.startDate} asc nulls last`,
        asc(projects.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const listTasksOfProjects = (db: Db, projectIds: readonly number[]): Promise<TaskRow[]> =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(scheduleTasks)
        .where(inArray(scheduleTasks.projectId, [...projectIds]))
        .orderBy(asc(scheduleTasks.projectId), asc(scheduleTasks.sort), asc(scheduleTasks.id));

export const listTaskMembers = (db: Db, taskIds: readonly number[]): Promise<TaskMemberRow[]> =>
  taskIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          taskId: scheduleTaskMembers.taskId,
          memberId: members.id,
          name1: members.name1,
          name2: members.name2,
          thumnailPath: members.thumnailPath,
          type: members.type,
          companyName: members.companyName,
        })
        .from(scheduleTaskMembers)
        .innerJoin(members, eq(members.id, scheduleTaskMembers.memberId))
        .where(inArray(scheduleTaskMembers.taskId, [...taskIds]))
        .orderBy(asc(scheduleTaskMembers.taskId), asc(members.id));

export const listScheduleStatuses = async (
  db: Db,
  projectIds: readonly number[],
): Promise<Map<number, ScheduleStatus>> => {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(scheduleProjectStatus)
    .where(inArray(scheduleProjectStatus.projectId, [...projectIds]));
  return new Map(rows.map((r) => [r.projectId, r.scheduleStatus]));
};

/** The actor's offices and room roles in the given projects (core §6 task rights). */
export const loadRightsContext = async (db: Db, memberId: number, projectIds: readonly number[]) => {
  const [offices, roles] = await Promise.all([
    db
      .select({ officeId: memberOffices.officeId })
      .from(memberOffices)
      .where(eq(memberOffices.memberId, memberId)),
    projectIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ projectId: projectMembers.projectId, roomRole: projectMembers.roomRole })
          .from(projectMembers)
          .where(
            and(eq(projectMembers.memberId, memberId), inArray(projectMembers.projectId, [...projectIds])),
          ),
  ]);
  return {
    officeIds: offices.map((o) => o.officeId),
    roles: new Map<number, number>(roles.map((r) => [r.projectId, r.roomRole])),
  };
};

/**
 * The ids among `ids` a task of this project may take: live members of the
 * company who take part in the project, whether the company's own (type 1)
 * or a partner company's worker placed in it for this site (type 2, core §3).
 * A member of the company who is not on the project, another company's
 * member and an unknown id are all left out alike.
 */
export const assignableMemberIds = async (
  db: Db,
  a: { companyId: number; projectId: number; ids: readonly number[] },
): Promise<Set<number>> => {
  if (a.ids.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(projectMembers)
    .innerJoin(members, eq(members.id, projectMembers.memberId))
    .where(
      and(
        eq(projectMembers.projectId, a.projectId),
        eq(members.companyId, a.companyId),
        eq(members.delFlg, false),
        inArray(members.id, [...a.ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

export const findProject = async (db: Db, id: number): Promise<ProjectRow | undefined> => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
};

export const findTasks = (db: Db, ids: readonly number[]): Promise<TaskRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(scheduleTasks)
        .where(inArray(scheduleTasks.id, [...ids]));

export const findTask = async (db: Db, id: number): Promise<TaskRow | undefined> => {
  const [row] = await findTasks(db, [id]);
  return row;
};

export const listProjectTasks = (db: Db, projectIds: readonly number[]): Promise<TaskRow[]> =>
  listTasksOfProjects(db, projectIds);

const fieldColumns = (f: ScheduleTaskFields) => ({
  name: f.name,
  startDate: f.start_date,
  endDate: f.end_date,
  actualStartDate: f.actual_start_date || null,
  actualEndDate: f.actual_end_date || null,
  status: f.status,
  progress: f.progress,
  color: f.color,
  scheduledDays: f.scheduled_days ?? '',
  scheduledManDays: f.scheduled_man_days ?? '',
  actualDays: f.actual_days ?? '',
  memo: f.memo,
});

export const insertTask = async (
  db: Db,
  input: {
    companyId: number;
    projectId: number;
    parentId: number | null;
    fields: ScheduleTaskFields;
    memberIds: number[];
  },
): Promise<TaskRow> =>
  db.transaction(async (tx) => {
    const [max] = await tx
      .select({ sort: sql<number>`coalesce(max(${scheduleTasks.sort}), 0)` })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.projectId, input.projectId));
    const [row] = await tx
      .insert(scheduleTasks)
      .values({
        companyId: input.companyId,
        projectId: input.projectId,
        parentId: input.parentId,
        sort: Number(max?.sort ?? 0) + 1,
        ...fieldColumns(input.fields),
      })
      .returning();
    if (!row) throw new Error('schedule: task was not inserted');
    if (input.memberIds.length > 0)
      await tx
        .insert(scheduleTaskMembers)
        .values(input.memberIds.map((memberId) => ({ taskId: row.id, memberId })));
    return row;
  });

export const updateTask = async (
  db: Db,
  id: number,
  fields: ScheduleTaskFields,
  memberIds: number[],
): Promise<TaskRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduleTasks)
      .set({ ...fieldColumns(fields), updatedAt: new Date() })
      .where(eq(scheduleTasks.id, id))
      .returning();
    if (!row) throw new Error('schedule: task was not updated');
    await tx.delete(scheduleTaskMembers).where(eq(scheduleTaskMembers.taskId, id));
    if (memberIds.length > 0)
      await tx.insert(scheduleTaskMembers).values(memberIds.map((memberId) => ({ taskId: id, memberId })));
    return row;
  });

/** Writes every date change in one statement per task, inside one transaction (all or nothing). */
export const updateTaskDates = (
  db: Db,
  changes: readonly { id: number; start_date: string; end_date: string }[],
): Promise<TaskRow[]> =>
  db.transaction(async (tx) => {
    const out: TaskRow[] = [];
    for (const c of changes) {
      const [row] = await tx
        .update(scheduleTasks)
        .set({ startDate: c.start_date, endDate: c.end_date, updatedAt: new Date() })
        .where(eq(scheduleTasks.id, c.id))
        .returning();
      if (row) out.push(row);
    }
    return out;
  });

/** Deletes a task; its sub-tasks and members go with it (foreign keys cascade). */
export const deleteTask = async (db: Db, id: number, ids: readonly number[]): Promise<void> => {
  await db.delete(scheduleTasks).where(or(eq(scheduleTasks.id, id), inArray(scheduleTasks.id, [...ids, id])));
};

export const setScheduleStatus = async (db: Db, projectId: number, status: ScheduleStatus): Promise<void> => {
  await db
    .insert(scheduleProjectStatus)
    .values({ projectId, scheduleStatus: status })
    .onConflictDoUpdate({
      target: scheduleProjectStatus.projectId,
      set: { scheduleStatus: status, updatedAt: new Date() },
    });
};
