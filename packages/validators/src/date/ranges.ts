import { z } from 'zod';
import { addDays, daysBetween, isIsoDate, jstIsoDate } from '../internal/date.ts';
import { requiredText } from '../internal/schema.ts';
import { LIMITS } from '../limits/limits.ts';

export const DATE_RANGE_MESSAGE = {
  startRequired: '開始日を入力してください。',
  endRequired: '終了日を入力してください。',
  invalidDate: '日付を正しく入力してください。',
  endBeforeStart: '終了日は開始日以降の日付を指定してください。',
  future: '未来の日付は指定できません。',
  excelTooLong: `出力期間は${LIMITS.excelExport.maxDays}日以内で指定してください。`,
  startAfterTasks: (first: string) =>
    `開始日は最初のタスクの開始日(${first.replaceAll('-', '/')})以前の日付を指定してください。`,
  endBeforeTasks: (last: string) =>
    `終了日は最後のタスクの終了日(${last.replaceAll('-', '/')})以降の日付を指定してください。`,
} as const;

const dateField = (requiredMessage: string) =>
  requiredText(requiredMessage, [[isIsoDate, DATE_RANGE_MESSAGE.invalidDate]]);

/**
 * `{ start_date, end_date }` as `YYYY-MM-DD`, both required. "End after
 * start" (core §5) is read as "not before start": a one-day range, start =
 * end, is what a user picks for a single day's report or a one-day job.
 */
const dateRange = z.object({
  start_date: dateField(DATE_RANGE_MESSAGE.startRequired),
  end_date: dateField(DATE_RANGE_MESSAGE.endRequired),
});
export type DateRange = z.infer<typeof dateRange>;

const bothValid = (v: DateRange): boolean => isIsoDate(v.start_date) && isIsoDate(v.end_date);

const issue = (ctx: z.RefinementCtx, field: keyof DateRange, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });

/** Core §5 report date range: both dates, end not before start, neither in the future (days in Japan). */
export const createReportDateRangeSchema = (now: Date) => {
  const today = jstIsoDate(now);
  return dateRange.superRefine((v, ctx) => {
    if (!bothValid(v)) return;
    if (v.start_date > today) issue(ctx, 'start_date', DATE_RANGE_MESSAGE.future);
    if (v.end_date > today) issue(ctx, 'end_date', DATE_RANGE_MESSAGE.future);
    else if (v.end_date < v.start_date) issue(ctx, 'end_date', DATE_RANGE_MESSAGE.endBeforeStart);
  });
};

/** Core §9 Excel export: both dates, end not before start, at most 365 days counting both ends. */
export const excelExportRangeSchema = dateRange.superRefine((v, ctx) => {
  if (!bothValid(v)) return;
  if (v.end_date < v.start_date) issue(ctx, 'end_date', DATE_RANGE_MESSAGE.endBeforeStart);
  else if (daysBetween(v.start_date, v.end_date) + 1 > LIMITS.excelExport.maxDays) {
    issue(ctx, 'end_date', DATE_RANGE_MESSAGE.excelTooLong);
  }
});

/** Core §9 default Excel range: the 93 days (about 3 months) ending today, counting both ends. */
export const defaultExcelExportRange = (now: Date): DateRange => {
  const end = jstIsoDate(now);
  return { start_date: addDays(end, -(LIMITS.excelExport.defaultDays - 1)), end_date: end };
};

type TaskPeriod = { start_date: string | null; end_date: string | null };

/**
 * Core §5 project period: both dates, end not before start, and the period
 * contains every task and favourite task: start not after the earliest task
 * start, end not before the latest task end. Tasks without dates are ignored.
 */
export const createProjectPeriodSchema = (
  tasks: readonly TaskPeriod[],
  // Stryker disable next-line ArrayDeclaration: an entry that is not a task has no dates and is skipped like one without
  favoriteTasks: readonly TaskPeriod[] = [],
) => {
  const all = [...tasks, ...favoriteTasks];
  const starts = all.map((t) => t.start_date).filter((d): d is string => !!d && isIsoDate(d));
  const ends = all.map((t) => t.end_date).filter((d): d is string => !!d && isIsoDate(d));
  const first = starts.sort()[0];
  const last = ends.sort().at(-1);
  return dateRange.superRefine((v, ctx) => {
    if (!bothValid(v)) return;
    // Stryker disable next-line ConditionalExpression: equivalent, a date compared with undefined is false; the check is for the type checker.
    if (first !== undefined && v.start_date > first)
      issue(ctx, 'start_date', DATE_RANGE_MESSAGE.startAfterTasks(first));
    if (v.end_date < v.start_date) issue(ctx, 'end_date', DATE_RANGE_MESSAGE.endBeforeStart);
    // An equivalent mutant stays undetected here (a directive before `else if` is not applied): a date
    // compared with undefined is false; the check is for the type checker.
    else if (last !== undefined && v.end_date < last)
      issue(ctx, 'end_date', DATE_RANGE_MESSAGE.endBeforeTasks(last));
  });
};
