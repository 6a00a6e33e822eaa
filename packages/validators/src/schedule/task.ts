import { z } from 'zod';
import { boundedList, boundedText, INPUT_MESSAGE, idSchema } from '../input/bounds.ts';
import { isIsoDate } from '../internal/date.ts';
import { LIMITS } from '../limits/limits.ts';
import { TASK_PROGRESS, TASK_STATUS, type TaskStatus } from '../task/status.ts';
import { scheduleNumbersSchema } from './numbers.ts';

/**
 * Core §3: task colours come from a palette; light blue is the default. The
 * keys are @genba/ui's task tokens (color.task); the widget owns the fills.
 */
export const TASK_COLOR_KEYS = [
  'lightBlue',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'grey',
] as const;
export type TaskColor = (typeof TASK_COLOR_KEYS)[number];
/** Core §3: task bars default to light blue (the palette keys follow the UI tokens). */
export const DEFAULT_SCHEDULE_TASK_COLOR: TaskColor = 'lightBlue';
export const TASK_COLOR_LABEL: Record<TaskColor, string> = {
  lightBlue: '水色',
  blue: '青',
  green: '緑',
  yellow: '黄',
  orange: 'オレンジ',
  red: '赤',
  pink: 'ピンク',
  purple: '紫',
  grey: 'グレー',
};

/** Task name length: core §5 description limit (100), the longest free-text limit the spec gives a task. */
export const TASK_NAME_MAX = LIMITS.description;
/** Task memo: the spec's status-memo limit (core §5, 100). */
export const TASK_MEMO_MAX = LIMITS.statusMemo;
/** Members on one task: the spec shows 4 avatars (core §9); more may be assigned, bounded here. */
export const TASK_MEMBERS_MAX = 50;

export const TASK_MESSAGE = {
  nameRequired: '作業名を入力してください。',
  /** Core §8: no edit permission for the project or task. */
  noPermission: 'この現場のタスクを編集する権限がありません。',
  /** Core §8: deleting tasks warns that records are removed and cannot be restored. */
  deleteWarning: 'タスクを削除すると、実績などの記録も削除され、元に戻すことはできません。',
  /** Core §4: moving or resizing several tasks, or a task with sub-tasks, is confirmed first. */
  bulkChangeConfirm: (count: number) => `${count}件のタスクの日程を変更します。よろしいですか？`,
  bulkChangeButton: '変更する',
  statusChoice: 'ステータスを選択してください。',
  colorChoice: '色を選択してください。',
  progressRange: `進捗率は${TASK_PROGRESS.min}以上${TASK_PROGRESS.max}以下で入力してください。`,
  parentNotFound: '親タスクが見つかりません。',
  parentDepth: 'サブタスクの下にはタスクを追加できません。',
  taskNotFound: 'タスクが見つかりません。',
  actualEndBeforeStart: '実績終了日は実績開始日以降の日付を指定してください。',
  /**
   * Designed (issue 14): a task takes only the project's members, of the company or of a partner
   * company on that project; anyone else is refused alike, whether unknown or another company's.
   */
  memberNotAssignable: 'この現場のメンバーではない担当者が含まれています。',
} as const;

/** A `YYYY-MM-DD` date with Japanese messages; `tooLong` answers a value past 10 characters. */
export const scheduleDate = (required: string, tooLong: string = INPUT_MESSAGE.date) =>
  z
    .string({ error: required })
    .max(10, { error: tooLong, abort: true })
    .min(1, { error: required, abort: true })
    .refine(isIsoDate, { error: '日付を正しく入力してください。' });

const optionalDate = z
  .string({ error: INPUT_MESSAGE.date })
  .max(10, { error: INPUT_MESSAGE.date, abort: true })
  .refine((v) => v === '' || isIsoDate(v), { error: '日付を正しく入力してください。' })
  .nullable()
  .optional();

const statusValues = Object.values(TASK_STATUS) as number[];

/** The editable fields of a task (create and update share them). */
export const scheduleTaskFieldsSchema = z
  .object({
    name: boundedText({ max: TASK_NAME_MAX, required: TASK_MESSAGE.nameRequired, trim: true }),
    start_date: scheduleDate('開始日を入力してください。'),
    end_date: scheduleDate('終了日を入力してください。'),
    // One of the three statuses, else one message: a range check beside it said 1以上3以下 as well.
    status: z
      // The number's error also answers the refinement and the checks below (zod 4).
      .number({ error: TASK_MESSAGE.statusChoice })
      .refine((v) => statusValues.includes(v))
      .transform((v) => v as TaskStatus)
      .default(TASK_STATUS.beforeWork),
    progress: z
      .number({ error: TASK_MESSAGE.progressRange })
      .int()
      .min(TASK_PROGRESS.min)
      .max(TASK_PROGRESS.max)
      .default(0),
    color: z.enum(TASK_COLOR_KEYS, { error: TASK_MESSAGE.colorChoice }).default(DEFAULT_SCHEDULE_TASK_COLOR),
    member_ids: boundedList(idSchema, { max: TASK_MEMBERS_MAX }).default([]),
    actual_start_date: optionalDate,
    actual_end_date: optionalDate,
    memo: boundedText({ max: TASK_MEMO_MAX, multiline: true }).default(''),
  })
  .extend(scheduleNumbersSchema.shape)
  // zod runs this only once every field is valid: both dates are then real YYYY-MM-DD dates.
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: '終了日は開始日以降の日付を指定してください。',
      });
    if (v.actual_start_date && v.actual_end_date && v.actual_end_date < v.actual_start_date)
      ctx.addIssue({ code: 'custom', path: ['actual_end_date'], message: TASK_MESSAGE.actualEndBeforeStart });
  });
export type ScheduleTaskFields = z.infer<typeof scheduleTaskFieldsSchema>;
export type ScheduleTaskFieldsInput = z.input<typeof scheduleTaskFieldsSchema>;
