import { z } from 'zod';
import { boundedText, idSchema } from '../input/bounds.ts';
import { addDays, daysBetween } from '../internal/date.ts';
import { scheduleDate, type TaskColor } from './task.ts';

/**
 * Process templates (工程テンプレート, core §2 /genbamaster/template and the
 * process-template setting): a project's task tree saved with each task's
 * offset from the tree's first day, so it can be laid down on another
 * project from any start date. The spec shows no fields or limits for them;
 * these are designed (issue 14).
 */
export const TEMPLATE_LIMIT = {
  /** Template name: the tag-group length of core §5 (a short label in a list). */
  name: 20,
  /** Templates per company. */
  perCompany: 100,
  /** Tasks and sub-tasks in one template. */
  tasks: 300,
} as const;

export const TEMPLATE_MESSAGE = {
  nameRequired: 'テンプレート名を入力してください。',
  noTasks: 'テンプレートにするタスクがありません。',
  tooManyTasks: `テンプレートにできるタスクは${TEMPLATE_LIMIT.tasks}件までです。`,
  tooManyTemplates: `テンプレートは${TEMPLATE_LIMIT.perCompany}件まで登録できます。`,
  notFound: 'テンプレートが見つかりません。',
  noPermission: '工程テンプレートを編集する権限がありません。',
  startRequired: '開始日を入力してください。',
  deleteConfirm: 'テンプレートを削除すると元に戻すことはできません。よろしいですか？',
} as const;

export const templateNameSchema = boundedText({
  max: TEMPLATE_LIMIT.name,
  required: TEMPLATE_MESSAGE.nameRequired,
  trim: true,
});

export const templateStartSchema = scheduleDate(
  TEMPLATE_MESSAGE.startRequired,
  '日付を正しく入力してください。',
);

export const templateIdSchema = idSchema;

/** A task of a template: `key`/`parent_key` tie sub-tasks to their parent inside the template. */
export type TemplateTask = {
  key: number;
  parent_key: number | null;
  name: string;
  /** Days from the template's first day to the task's start (0 for the earliest). */
  offset_days: number;
  /** Days the task lasts, both ends counted (≥ 1). */
  duration_days: number;
  color: TaskColor;
  scheduled_days: string;
  scheduled_man_days: string;
  memo: string;
};

export type TemplateSourceTask = {
  id: number;
  parent_id: number | null;
  name: string;
  start_date: string;
  end_date: string;
  color: TaskColor;
  scheduled_days: string;
  scheduled_man_days: string;
  memo: string;
};

/** A project's tasks as template tasks, offsets counted from the earliest start; parents before sub-tasks. */
export const templateFromTasks = (tasks: readonly TemplateSourceTask[]): TemplateTask[] => {
  // Stryker disable next-line ConditionalExpression: equivalent, an empty list maps to an empty list below.
  if (tasks.length === 0) return [];
  // ISO dates sort as text.
  // Stryker disable next-line StringLiteral: equivalent, the list is not empty here.
  const first = tasks.map((t) => t.start_date).sort()[0] ?? '';
  const ids = new Set(tasks.map((t) => t.id));
  const ordered = [
    ...tasks.filter((t) => t.parent_id === null || !ids.has(t.parent_id)),
    ...tasks.filter((t) => t.parent_id !== null && ids.has(t.parent_id)),
  ];
  return ordered.map((t) => ({
    key: t.id,
    parent_key: t.parent_id !== null && ids.has(t.parent_id) ? t.parent_id : null,
    name: t.name,
    offset_days: daysBetween(first, t.start_date),
    duration_days: daysBetween(t.start_date, t.end_date) + 1,
    color: t.color,
    scheduled_days: t.scheduled_days,
    scheduled_man_days: t.scheduled_man_days,
    memo: t.memo,
  }));
};

export type DatedTemplateTask = TemplateTask & { start_date: string; end_date: string };

/** The template laid down from `start` (its first day): every task keeps its offset and length. */
export const tasksFromTemplate = (tasks: readonly TemplateTask[], start: string): DatedTemplateTask[] =>
  tasks.map((t) => {
    const startDate = addDays(start, t.offset_days);
    return { ...t, start_date: startDate, end_date: addDays(startDate, Math.max(1, t.duration_days) - 1) };
  });

/** Days the whole template spans (first start to last end, both counted); 0 when empty. */
export const templateSpanDays = (tasks: readonly TemplateTask[]): number =>
  tasks.reduce((max, t) => Math.max(max, t.offset_days + t.duration_days), 0);

/** The board's "save as template" form. */
export const saveTemplateFormSchema = z.object({ name: templateNameSchema });

/** The board's "apply a template" form (the select holds the id as text). */
export const applyTemplateFormSchema = z.object({
  template_id: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'テンプレートを選択してください。' })
    .transform(Number),
  start_date: templateStartSchema,
});
