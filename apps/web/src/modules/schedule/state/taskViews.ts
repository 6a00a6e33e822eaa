import type { TScheduleProject, TScheduleTask } from '@genba/api-client';

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

export type MemberAssignment = { project: string; projectId: number; task: TScheduleTask };
export type MemberGroup = { memberId: number; name: string; assignments: MemberAssignment[] };

/** Every assigned member with their tasks across the projects, earliest first; members in id order (kanji names have no reading here to sort by). */
export const memberGroups = (projects: readonly TScheduleProject[]): MemberGroup[] => {
  const groups = new Map<number, MemberGroup>();
  for (const p of projects)
    for (const t of p.tasks)
      for (const m of t.members) {
        const g = groups.get(m.member_id) ?? { memberId: m.member_id, name: m.name, assignments: [] };
        g.assignments.push({ project: p.case_name, projectId: p.id, task: t });
        groups.set(m.member_id, g);
      }
  const list = [...groups.values()];
  for (const g of list)
    g.assignments.sort(
      (a, b) =>
        a.task.start_date.localeCompare(b.task.start_date) || a.task.end_date.localeCompare(b.task.end_date),
    );
  return list.sort((a, b) => a.memberId - b.memberId);
};

/** `YYYY-MM-DD` written the Japanese way the board uses (YYYY/MM/DD). */
export const slashDate = (d: string | null): string => (d ? d.replaceAll('-', '/') : '—');
