import { isIsoDate } from '../internal/date.ts';

const slash = (d: string) => d.replaceAll('-', '/');

/**
 * Core §5 project-period rule seen from a task: the project's start is not
 * after any task's start and its end not before any task's end. A task move
 * that breaks it is refused with these messages.
 */
export const PROJECT_PERIOD_MESSAGE = {
  startBeforeProject: (projectStart: string) =>
    `開始日は現場の開始日(${slash(projectStart)})以降の日付を指定してください。`,
  endAfterProject: (projectEnd: string) =>
    `終了日は現場の終了日(${slash(projectEnd)})以前の日付を指定してください。`,
} as const;

export type Period = { start_date: string; end_date: string };
export type ProjectPeriod = { start_date: string | null; end_date: string | null };

/** The messages of a task period outside its project's period, keyed by field; {} when it fits. */
export const taskPeriodIssues = (
  task: Period,
  project: ProjectPeriod,
): Partial<Record<'start_date' | 'end_date', string>> => {
  const issues: Partial<Record<'start_date' | 'end_date', string>> = {};
  if (project.start_date && isIsoDate(project.start_date) && task.start_date < project.start_date)
    issues.start_date = PROJECT_PERIOD_MESSAGE.startBeforeProject(project.start_date);
  if (project.end_date && isIsoDate(project.end_date) && task.end_date > project.end_date)
    issues.end_date = PROJECT_PERIOD_MESSAGE.endAfterProject(project.end_date);
  return issues;
};

/** The first message of taskPeriodIssues, or undefined when the task fits its project. */
export const taskPeriodMessage = (task: Period, project: ProjectPeriod): string | undefined => {
  const issues = taskPeriodIssues(task, project);
  return issues.start_date ?? issues.end_date;
};
