import type { TScheduleProject, TScheduleTask, TScheduleTaskMember } from '@genba/api-client';

/**
 * Pure row models for the task-list table (one project, the /talk tab) and
 * the member view (who is at which site when). No React; unit-tested.
 */

export type TaskListRow = { task: TScheduleTask; depth: 0 | 1 };

/** A project's tasks in board order: each task followed by its sub-tasks. */
export const taskListRows = (tasks: readonly TScheduleTask[]): TaskListRow[] => {
  const bySort = [...tasks].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const ids = new Set(bySort.map((t) => t.id));
  const out: TaskListRow[] = [];
  for (const t of bySort) {
    if (t.parent_id !== null && ids.has(t.parent_id)) continue;
    out.push({ task: t, depth: 0 });
    for (const c of bySort) if (c.parent_id === t.id) out.push({ task: c, depth: 1 });
  }
  return out;
};

/** One site of a member in the member view: which of its tasks the member works on each day (undefined: none). */
export type MemberSiteRow = {
  projectId: number;
  project: string;
  cells: (readonly TScheduleTask[] | undefined)[];
};
export type MemberDayGroup = TScheduleTaskMember & { sites: MemberSiteRow[] };

/**
 * The member view's grid over `days` (`YYYY-MM-DD`, in order): every member
 * with a task in those days, one row per site, each cell the member's tasks
 * there that day. Members in id order (kanji names have no reading here to
 * sort by), their sites in the board's project order.
 */
export const memberDayGrid = (
  projects: readonly TScheduleProject[],
  days: readonly string[],
): MemberDayGroup[] => {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const groups = new Map<number, MemberDayGroup>();
  for (const p of projects)
    for (const t of p.tasks) {
      if (t.end_date < first || t.start_date > last) continue;
      for (const m of t.members) {
        const group = groups.get(m.member_id) ?? { ...m, sites: [] };
        groups.set(m.member_id, group);
        let site = group.sites.find((s) => s.projectId === p.id);
        if (!site) {
          site = { projectId: p.id, project: p.case_name, cells: days.map(() => undefined) };
          group.sites.push(site);
        }
        days.forEach((d, i) => {
          if (site && d >= t.start_date && d <= t.end_date) site.cells[i] = [...(site.cells[i] ?? []), t];
        });
      }
    }
  return [...groups.values()].sort((a, b) => a.member_id - b.member_id);
};

/** Whether any task of these projects has a member (the member view's empty state otherwise). */
export const hasAssignedMembers = (projects: readonly TScheduleProject[]): boolean =>
  projects.some((p) => p.tasks.some((t) => t.members.length > 0));

/** `YYYY-MM-DD` written the Japanese way the board uses (YYYY/MM/DD). */
export const slashDate = (d: string | null): string => (d ? d.replaceAll('-', '/') : '—');
