import type { TGetScheduleBoardResponse, TScheduleTask } from '@genba/api-client';
import type { ScheduleTaskFormOutput } from '@genba/validators';

/**
 * Pure edits of a cached board page (no React, no network): the optimistic
 * half of the task writes in hooks/useScheduleTasks.ts, unit-tested.
 */

/** Negative ids mark a task that exists only in the cache until the server answers. */
let nextDraftId = -1;

/** The task as it will look once saved: the form's values over the existing task (or a new draft). */
export const draftTask = (
  projectId: number,
  v: ScheduleTaskFormOutput,
  existing?: TScheduleTask,
): TScheduleTask => ({
  id: existing?.id ?? nextDraftId--,
  project_id: projectId,
  parent_id: existing ? existing.parent_id : v.parent_id,
  name: v.name,
  start_date: v.start_date,
  end_date: v.end_date,
  actual_start_date: v.actual_start_date || null,
  actual_end_date: v.actual_end_date || null,
  status: v.status,
  progress: v.progress,
  color: v.color,
  scheduled_days: v.scheduled_days ?? '',
  scheduled_man_days: v.scheduled_man_days ?? '',
  actual_days: v.actual_days ?? '',
  memo: v.memo,
  sort: existing?.sort ?? Number.MAX_SAFE_INTEGER,
  // Members keep their names when already on the task; new ones show once the server answers.
  members: (existing?.members ?? []).filter((m) => v.member_ids.includes(m.member_id)),
});

/** The page with `task` replaced (same id) or added at the end of its project. */
export const boardWithTask = (
  board: TGetScheduleBoardResponse,
  task: TScheduleTask,
): TGetScheduleBoardResponse => ({
  ...board,
  projects: board.projects.map((p) => {
    if (p.id !== task.project_id) return p;
    const known = p.tasks.some((t) => t.id === task.id);
    return { ...p, tasks: known ? p.tasks.map((t) => (t.id === task.id ? task : t)) : [...p.tasks, task] };
  }),
});

/** The page with the server's copies of changed tasks (moved dates) in place of its own. */
export const boardWithUpdated = (
  board: TGetScheduleBoardResponse,
  tasks: readonly TScheduleTask[],
): TGetScheduleBoardResponse => {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  return {
    ...board,
    projects: board.projects.map((p) =>
      p.tasks.some((t) => byId.has(t.id)) ? { ...p, tasks: p.tasks.map((t) => byId.get(t.id) ?? t) } : p,
    ),
  };
};

/** The page without the given tasks and their sub-tasks (the server deletes them together). */
export const boardWithout = (
  board: TGetScheduleBoardResponse,
  ids: readonly number[],
): TGetScheduleBoardResponse => {
  const gone = new Set(ids);
  const isGone = (t: TScheduleTask) => gone.has(t.id) || (t.parent_id !== null && gone.has(t.parent_id));
  return {
    ...board,
    // A project with nothing to drop keeps its identity, so its rows do not re-render.
    projects: board.projects.map((p) =>
      p.tasks.some(isGone) ? { ...p, tasks: p.tasks.filter((t) => !isGone(t)) } : p,
    ),
  };
};
