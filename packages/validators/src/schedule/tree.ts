import { addDays, daysBetween } from '../internal/date.ts';

/**
 * Pure task-tree date maths shared by the board (optimistic apply), the
 * server (bulk move of a parent's sub-tasks) and the templates.
 */

export type DatedTask = {
  id: number;
  parent_id: number | null;
  start_date: string;
  end_date: string;
};

export type DateChange = { id: number; start_date: string; end_date: string };

/** Days a task lasts, counting both ends (a one-day task lasts 1). */
export const taskDays = (t: { start_date: string; end_date: string }): number =>
  daysBetween(t.start_date, t.end_date) + 1;

/** Ids of every descendant of `id` (children, their children…), in tree order. */
export const descendantIds = (tasks: readonly DatedTask[], id: number): number[] => {
  const byParent = new Map<number, number[]>();
  for (const t of tasks) {
    // Stryker disable next-line ConditionalExpression: equivalent, nothing asks for the children of null.
    if (t.parent_id === null) continue;
    const list = byParent.get(t.parent_id) ?? [];
    list.push(t.id);
    byParent.set(t.parent_id, list);
  }
  const out: number[] = [];
  const stack = [...(byParent.get(id) ?? [])];
  const seen = new Set<number>([id]);
  while (stack.length > 0) {
    const next = stack.shift();
    // Stryker disable next-line ConditionalExpression: equivalent, the stack holds no undefined; the check is for the type checker.
    if (next === undefined || seen.has(next)) continue;
    // Stryker disable next-line CallExpression: equivalent while ids are unique, since each task has one parent and a cycle then closes at `id`, already seen.
    seen.add(next);
    out.push(next);
    stack.unshift(...(byParent.get(next) ?? []));
  }
  return out;
};

/** A task moved by whole days, its length kept. */
export const shiftTask = <T extends { start_date: string; end_date: string }>(t: T, days: number): T => ({
  ...t,
  start_date: addDays(t.start_date, days),
  end_date: addDays(t.end_date, days),
});

/**
 * Expands requested date changes into the full set of changes: a change that
 * moves a task (start shifted) also shifts its sub-tasks by the same number of
 * days, unless a sub-task has its own change in the request. Resizing (start
 * kept) leaves the sub-tasks where they are.
 */
export const expandDateChanges = (
  tasks: readonly DatedTask[],
  changes: readonly DateChange[],
): DateChange[] => {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const explicit = new Map(changes.map((c) => [c.id, c]));
  const out = new Map<number, DateChange>(explicit);
  for (const change of changes) {
    const before = byId.get(change.id);
    if (!before) continue;
    const delta = daysBetween(before.start_date, change.start_date);
    if (delta === 0) continue;
    for (const childId of descendantIds(tasks, change.id)) {
      if (explicit.has(childId)) continue;
      const child = byId.get(childId);
      // Stryker disable next-line ConditionalExpression: equivalent, every descendant id comes from the tasks; the check is for the type checker.
      if (child) {
        const moved = shiftTask(child, delta);
        out.set(childId, { id: childId, start_date: moved.start_date, end_date: moved.end_date });
      }
    }
  }
  return [...out.values()].map((c) => ({ id: c.id, start_date: c.start_date, end_date: c.end_date }));
};

/** Applies date changes to a list of tasks (new array; unchanged tasks keep their identity). */
export const applyDateChanges = <T extends DatedTask>(
  tasks: readonly T[],
  changes: readonly DateChange[],
): T[] => {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return tasks.map((t) => {
    const c = byId.get(t.id);
    return c ? { ...t, start_date: c.start_date, end_date: c.end_date } : t;
  });
};

/** The span covering a parent and all its descendants (the parent bar's roll-up). */
export const rollUpSpan = (
  tasks: readonly DatedTask[],
  id: number,
): { start_date: string; end_date: string } | undefined => {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const self = byId.get(id);
  if (!self) return undefined;
  let start = self.start_date;
  let end = self.end_date;
  for (const childId of descendantIds(tasks, id)) {
    const c = byId.get(childId);
    // Stryker disable next-line ConditionalExpression: equivalent, every descendant id comes from the tasks; the check is for the type checker.
    if (!c) continue;
    // Stryker disable next-line EqualityOperator: equivalent, an equal date sets the same value.
    if (c.start_date < start) start = c.start_date;
    // Stryker disable next-line EqualityOperator: equivalent, an equal date sets the same value.
    if (c.end_date > end) end = c.end_date;
  }
  return { start_date: start, end_date: end };
};

/** Progress of a parent from its children, weighted by their length in days (0-100, whole). */
export const rollUpProgress = (
  children: readonly { start_date: string; end_date: string; progress: number }[],
) => {
  let days = 0;
  let done = 0;
  for (const c of children) {
    const d = taskDays(c);
    days += d;
    done += d * c.progress;
  }
  return days === 0 ? 0 : Math.round(done / days);
};
