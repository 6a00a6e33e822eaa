import type { TScheduleProject, TScheduleTask } from '@genba/api-client/schemas';
import { MEMBER_TYPE, SCHEDULE_STATUS, type ScheduleStatus } from '@genba/validators';
import type { ProjectRow, TaskMemberRow, TaskRow } from './queries.ts';

/** Rows → the api-client's schedule wire types (pure; no database). */

/** A partner worker whose company was never recorded (an invited partner member has none). */
export const PARTNER_COMPANY_UNKNOWN = '協力会社';

export const toWireTask = (row: TaskRow, members: readonly TaskMemberRow[]): TScheduleTask => ({
  id: row.id,
  project_id: row.projectId,
  parent_id: row.parentId,
  name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
  actual_start_date: row.actualStartDate,
  actual_end_date: row.actualEndDate,
  status: row.status,
  progress: row.progress,
  color: row.color,
  scheduled_days: row.scheduledDays,
  scheduled_man_days: row.scheduledManDays,
  actual_days: row.actualDays,
  memo: row.memo,
  sort: row.sort,
  members: members.map((m) => ({
    member_id: m.memberId,
    name: `${m.name1} ${m.name2}`.trim(),
    thumbnail_path: m.thumnailPath,
    company_name: m.type === MEMBER_TYPE.partner ? m.companyName || PARTNER_COMPANY_UNKNOWN : null,
  })),
});

/** Groups members by task id. */
export const membersByTask = (rows: readonly TaskMemberRow[]): Map<number, TaskMemberRow[]> => {
  const map = new Map<number, TaskMemberRow[]>();
  for (const r of rows) {
    const list = map.get(r.taskId) ?? [];
    list.push(r);
    map.set(r.taskId, list);
  }
  return map;
};

export const toWireProject = (
  project: ProjectRow,
  tasks: readonly TaskRow[],
  members: Map<number, TaskMemberRow[]>,
  status: ScheduleStatus | undefined,
  canEdit: boolean,
): TScheduleProject => ({
  id: project.id,
  case_name: project.caseName,
  start_date: project.startDate,
  end_date: project.endDate,
  schedule_status: status ?? SCHEDULE_STATUS.notSet,
  can_edit: canEdit,
  tasks: tasks.map((t) => toWireTask(t, members.get(t.id) ?? [])),
});
