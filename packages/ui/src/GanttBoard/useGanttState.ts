import {
  DEFAULT_WORK_CALENDAR,
  TASK_STATUS_LABEL,
  type WorkCalendar,
  type WorkCalendarLookup,
  workCalendarLookup,
} from '@genba/validators';
import holidayJp from '@holiday-jp/holiday_jp';
import { useMemo, useState } from 'react';
import type { GanttProject, GanttTask } from './ganttTypes.ts';

/**
 * The GanttBoard's pure state: dates as day numbers, the visible scale, the
 * flat row list with collapse and roll-ups. No DOM here, so a date bug is
 * found by a unit test in milliseconds (useGanttState.test.ts).
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC calendar maths, no time zone). */
export const dayIndex = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** `YYYY-MM-DD` of a day number. */
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `YYYY/MM/DD`, as the bars' accessible names write dates. */
export const slashDate = (iso: string): string => iso.replaceAll('-', '/');

export type ViewMonths = 1 | 2 | 6;
/** Pixels per day for each view: a 6-month view still fits a 1280 px page with the name column. */
export const DAY_WIDTH: Record<ViewMonths, number> = { 1: 36, 2: 18, 6: 6 };

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export type ScaleDay = {
  day: number;
  date: number;
  weekday: (typeof WEEKDAYS)[number];
  /** Off by the company's calendar: a weekday it keeps off, a public holiday (if kept off) or one of its dates. */
  nonWorking: boolean;
  holidayName: string | undefined;
  /** The name of the company's own day off on this date ('' when unnamed), undefined when it is not one. */
  companyDayName: string | undefined;
};

export type ScaleMonth = { label: string; startOffset: number; days: number };

export type Scale = {
  months: ViewMonths;
  firstDay: number;
  /** Exclusive. */
  lastDay: number;
  dayWidth: number;
  width: number;
  days: readonly ScaleDay[];
  monthSpans: readonly ScaleMonth[];
};

type HolidayTable = Record<string, { name: string } | undefined>;
const HOLIDAYS = holidayJp.holidays as unknown as HolidayTable;

/** The national holiday's name on that date, if any (@holiday-jp/holiday_jp). */
export const holidayName = (iso: string): string | undefined => HOLIDAYS[iso]?.name;

/** The company calendar with Japan's public holidays (@holiday-jp/holiday_jp) as the holiday table. */
export const calendarLookup = (calendar: WorkCalendar = DEFAULT_WORK_CALENDAR): WorkCalendarLookup =>
  workCalendarLookup(calendar, holidayName);

/** The public holidays from `from` to `to` (both `YYYY-MM-DD`, inclusive), in date order. */
export const holidaysBetween = (from: string, to: string): { date: string; name: string }[] => {
  const out: { date: string; name: string }[] = [];
  for (let day = dayIndex(from), last = dayIndex(to); day <= last; day++) {
    const iso = isoOfDay(day);
    const name = holidayName(iso);
    if (name !== undefined) out.push({ date: iso, name });
  }
  return out;
};

/** The first day of the month that contains `iso`. */
export const monthStart = (iso: string): string => `${iso.slice(0, 7)}-01`;

/** Moves a month start by whole months. */
export const shiftMonth = (startIso: string, months: number): string => {
  const y = Number(startIso.slice(0, 4));
  const m = Number(startIso.slice(5, 7)) - 1 + months;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 10);
};

/**
 * The visible scale: `months` whole months from the month of `from`, with
 * each day's weekday, holiday and non-working flag and the month labels
 * (2026年11月).
 */
export const buildScale = (
  from: string,
  months: ViewMonths,
  calendar: WorkCalendar = DEFAULT_WORK_CALENDAR,
): Scale => {
  const lookup = calendarLookup(calendar);
  const start = monthStart(from);
  const firstDay = dayIndex(start);
  const lastDay = dayIndex(shiftMonth(start, months));
  const dayWidth = DAY_WIDTH[months];
  const days: ScaleDay[] = [];
  const monthSpans: ScaleMonth[] = [];
  for (let day = firstDay; day < lastDay; day++) {
    const iso = isoOfDay(day);
    const weekdayIndex = new Date(day * DAY_MS).getUTCDay();
    const reason = lookup.reasonOf(iso);
    const date = Number(iso.slice(8, 10));
    days.push({
      day,
      date,
      weekday: WEEKDAYS[weekdayIndex] ?? '日',
      nonWorking: reason !== undefined,
      holidayName: holidayName(iso),
      companyDayName: reason?.kind === 'company' ? reason.name : undefined,
    });
    if (date === 1)
      monthSpans.push({
        label: `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月`,
        startOffset: day - firstDay,
        days: 0,
      });
    const current = monthSpans.at(-1);
    if (current) current.days += 1;
  }
  return { months, firstDay, lastDay, dayWidth, width: (lastDay - firstDay) * dayWidth, days, monthSpans };
};

/** Left offset and width in pixels of a span of days on the scale (may reach outside it). */
export const spanGeometry = (scale: Scale, start: string, end: string): { left: number; width: number } => {
  const s = dayIndex(start);
  const e = dayIndex(end);
  return { left: (s - scale.firstDay) * scale.dayWidth, width: (e - s + 1) * scale.dayWidth };
};

/** Whether any day of the span is on the scale. */
export const spanVisible = (scale: Scale, start: string, end: string): boolean =>
  dayIndex(end) >= scale.firstDay && dayIndex(start) < scale.lastDay;

export type ProjectRowModel = {
  kind: 'project';
  key: string;
  project: GanttProject;
  collapsed: boolean;
  taskCount: number;
};

export type TaskRowModel = {
  kind: 'task';
  key: string;
  task: GanttTask;
  project: GanttProject;
  depth: 0 | 1;
  childCount: number;
  collapsed: boolean;
  /** The bar: the task's own dates, widened to its sub-tasks (roll-up). */
  start: string;
  end: string;
  /** The task's progress, or its sub-tasks' length-weighted progress. */
  progress: number;
};

export type RowModel = ProjectRowModel | TaskRowModel;

export const projectKey = (id: number) => `p${id}`;
export const taskKey = (id: number) => `t${id}`;

/**
 * Sub-tasks' progress weighted by their length in days: the same rule as
 * @genba/validators' rollUpProgress (a test keeps them equal), on day numbers
 * instead of parsed dates, because the board computes it for every parent on
 * each build (10,000 tasks).
 */
export const weightedProgress = (kids: readonly GanttTask[]): number => {
  let days = 0;
  let done = 0;
  for (const k of kids) {
    const d = dayIndex(k.end_date) - dayIndex(k.start_date) + 1;
    days += d;
    done += d * k.progress;
  }
  return days === 0 ? 0 : Math.round(done / days);
};

/**
 * The flat list the board virtualises: each project, then its top-level tasks
 * each followed by their sub-tasks. A collapsed project hides its tasks; a
 * collapsed task hides its sub-tasks and its bar still spans them (roll-up).
 * Dates come from `overrides` first (optimistic changes). O(tasks).
 */
export const buildGanttRows = (
  projects: readonly GanttProject[],
  collapsed: ReadonlySet<string>,
  overrides: ReadonlyMap<number, { start_date: string; end_date: string }> = new Map(),
): RowModel[] => projects.flatMap((project) => buildProjectRows(project, collapsed, overrides));

/** The rows of one project (its group row, then its tasks and sub-tasks). */
export const buildProjectRows = (
  project: GanttProject,
  collapsed: ReadonlySet<string>,
  overrides: ReadonlyMap<number, { start_date: string; end_date: string }>,
): RowModel[] => {
  const rows: RowModel[] = [];
  const pKey = projectKey(project.id);
  const pCollapsed = collapsed.has(pKey);
  rows.push({ kind: 'project', key: pKey, project, collapsed: pCollapsed, taskCount: project.tasks.length });
  if (pCollapsed) return rows;
  const children = new Map<number, GanttTask[]>();
  const roots: GanttTask[] = [];
  for (const raw of project.tasks) {
    const o = overrides.get(raw.id);
    const t = o ? { ...raw, start_date: o.start_date, end_date: o.end_date } : raw;
    if (t.parent_id === null) roots.push(t);
    else {
      const list = children.get(t.parent_id);
      if (list) list.push(t);
      else children.set(t.parent_id, [t]);
    }
  }
  for (const task of roots) {
    const kids = children.get(task.id) ?? [];
    const tKey = taskKey(task.id);
    const tCollapsed = collapsed.has(tKey);
    let start = task.start_date;
    let end = task.end_date;
    for (const k of kids) {
      if (k.start_date < start) start = k.start_date;
      if (k.end_date > end) end = k.end_date;
    }
    rows.push({
      kind: 'task',
      key: tKey,
      task,
      project,
      depth: 0,
      childCount: kids.length,
      collapsed: tCollapsed,
      start,
      end,
      progress: kids.length > 0 ? weightedProgress(kids) : task.progress,
    });
    if (tCollapsed) continue;
    for (const k of kids)
      rows.push({
        kind: 'task',
        key: taskKey(k.id),
        task: k,
        project,
        depth: 1,
        childCount: 0,
        collapsed: false,
        start: k.start_date,
        end: k.end_date,
        progress: k.progress,
      });
  }
  return rows;
};

type CacheEntry = { project: GanttProject; signature: string; rows: RowModel[] };

/**
 * buildGanttRows that rebuilds only the projects whose data, collapse state or
 * optimistic dates changed, and keeps the row objects of the others, so a
 * drop on a 10,000-task board re-renders only the rows it touched (the rows
 * are memoised on their row object).
 */
export const createRowBuilder = () => {
  const cache = new Map<number, CacheEntry>();
  let indexedFor: readonly GanttProject[] | undefined;
  const projectOfTask = new Map<number, number>();
  return (
    projects: readonly GanttProject[],
    collapsed: ReadonlySet<string>,
    overrides: ReadonlyMap<number, { start_date: string; end_date: string }>,
  ): RowModel[] => {
    if (indexedFor !== projects) {
      indexedFor = projects;
      projectOfTask.clear();
      for (const p of projects) for (const t of p.tasks) projectOfTask.set(t.id, p.id);
    }
    const touched = new Map<number, string[]>();
    const note = (projectId: number | undefined, part: string) => {
      if (projectId === undefined) return;
      const list = touched.get(projectId);
      if (list) list.push(part);
      else touched.set(projectId, [part]);
    };
    for (const key of collapsed)
      note(key.startsWith('p') ? Number(key.slice(1)) : projectOfTask.get(Number(key.slice(1))), key);
    for (const [id, d] of overrides) note(projectOfTask.get(id), `${id}:${d.start_date}:${d.end_date}`);
    const rows: RowModel[] = [];
    const seen = new Set<number>();
    for (const project of projects) {
      seen.add(project.id);
      const signature = (touched.get(project.id) ?? []).sort().join(',');
      let entry = cache.get(project.id);
      if (!entry || entry.project !== project || entry.signature !== signature) {
        entry = { project, signature, rows: buildProjectRows(project, collapsed, overrides) };
        cache.set(project.id, entry);
      }
      for (const row of entry.rows) rows.push(row);
    }
    for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
    return rows;
  };
};

/** The bar's accessible name: task name, start and end as YYYY/MM/DD, status and progress. */
export const barLabel = (row: TaskRowModel): string =>
  `${row.task.name} ${slashDate(row.start)}〜${slashDate(row.end)} ${TASK_STATUS_LABEL[row.task.status]} ${row.progress}%` +
  (row.childCount > 0 ? ` サブタスク${row.childCount}件` : '');

/** Memoised scale and rows for the board. */
export const useGanttState = (input: {
  projects: readonly GanttProject[];
  from: string;
  months: ViewMonths;
  collapsed: ReadonlySet<string>;
  overrides: ReadonlyMap<number, { start_date: string; end_date: string }>;
  calendar?: WorkCalendar;
}) => {
  const { projects, from, months, collapsed, overrides, calendar } = input;
  const scale = useMemo(() => buildScale(from, months, calendar), [from, months, calendar]);
  const [builder] = useState(createRowBuilder);
  const rows = useMemo(
    () => builder(projects, collapsed, overrides),
    [builder, projects, collapsed, overrides],
  );
  return { scale, rows };
};
