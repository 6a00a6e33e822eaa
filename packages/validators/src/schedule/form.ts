import { z } from 'zod';
import { TASK_STATUS, type TaskStatus } from '../task/status.ts';
import {
  DEFAULT_SCHEDULE_TASK_COLOR,
  type ScheduleTaskFieldsInput,
  scheduleTaskFieldsSchema,
  TASK_COLOR_KEYS,
  TASK_MESSAGE,
  type TaskColor,
} from './task.ts';

/**
 * The task form's values as the inputs hold them (strings: selects, date and
 * number inputs), turned into the request's fields and then checked by the
 * same schema the server uses, so a message on a field is the server's message.
 */
export type ScheduleTaskFormValues = {
  name: string;
  start_date: string;
  end_date: string;
  status: string;
  progress: string;
  color: TaskColor;
  member_ids: string[];
  actual_start_date: string;
  actual_end_date: string;
  scheduled_days: string;
  scheduled_man_days: string;
  actual_days: string;
  memo: string;
  /** '' for a task, a task id for a sub-task. */
  parent_id: string;
};

export const EMPTY_SCHEDULE_TASK_FORM: ScheduleTaskFormValues = {
  name: '',
  start_date: '',
  end_date: '',
  status: String(TASK_STATUS.beforeWork),
  progress: '0',
  color: DEFAULT_SCHEDULE_TASK_COLOR,
  member_ids: [],
  actual_start_date: '',
  actual_end_date: '',
  scheduled_days: '',
  scheduled_man_days: '',
  actual_days: '',
  memo: '',
  parent_id: '',
};

/** A whole number written with half-width digits, or NaN (the schema then gives its message). */
// Stryker disable next-line Regex: equivalent, what an unanchored pattern lets through reads as NaN or a number past the field's range, refused with the same message.
const wholeNumber = (v: string): number => (/^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

const toFields = (v: ScheduleTaskFormValues): ScheduleTaskFieldsInput & { parent_id: number | null } => ({
  name: v.name,
  start_date: v.start_date,
  end_date: v.end_date,
  status: wholeNumber(v.status),
  progress: wholeNumber(v.progress),
  color: v.color,
  member_ids: v.member_ids.map(Number),
  actual_start_date: v.actual_start_date || null,
  actual_end_date: v.actual_end_date || null,
  scheduled_days: v.scheduled_days.trim(),
  scheduled_man_days: v.scheduled_man_days.trim(),
  actual_days: v.actual_days.trim(),
  memo: v.memo,
  parent_id: v.parent_id === '' ? null : Number(v.parent_id),
});

/** The form schema: string inputs in, the create/update request's fields out. */
export const scheduleTaskFormSchema = z
  .object({
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    status: z.string(),
    progress: z.string(),
    color: z.enum(TASK_COLOR_KEYS, { error: TASK_MESSAGE.colorChoice }),
    member_ids: z.array(z.string()),
    actual_start_date: z.string(),
    actual_end_date: z.string(),
    scheduled_days: z.string(),
    scheduled_man_days: z.string(),
    actual_days: z.string(),
    memo: z.string(),
    parent_id: z.string(),
  })
  .transform(toFields)
  .pipe(scheduleTaskFieldsSchema.and(z.object({ parent_id: z.number().int().positive().nullable() })));
export type ScheduleTaskFormOutput = z.output<typeof scheduleTaskFormSchema>;

/** A task as the wire carries it, back into form values (the edit form's defaults). */
export const scheduleTaskToFormValues = (t: {
  name: string;
  start_date: string;
  end_date: string;
  status: TaskStatus;
  progress: number;
  color: TaskColor;
  members: readonly { member_id: number }[];
  actual_start_date: string | null;
  actual_end_date: string | null;
  scheduled_days: string;
  scheduled_man_days: string;
  actual_days: string;
  memo: string;
  parent_id: number | null;
}): ScheduleTaskFormValues => ({
  name: t.name,
  start_date: t.start_date,
  end_date: t.end_date,
  status: String(t.status),
  progress: String(t.progress),
  color: t.color,
  member_ids: t.members.map((m) => String(m.member_id)),
  actual_start_date: t.actual_start_date ?? '',
  actual_end_date: t.actual_end_date ?? '',
  scheduled_days: t.scheduled_days,
  scheduled_man_days: t.scheduled_man_days,
  actual_days: t.actual_days,
  memo: t.memo,
  parent_id: t.parent_id === null ? '' : String(t.parent_id),
});
