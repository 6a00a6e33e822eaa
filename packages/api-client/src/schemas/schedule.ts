import {
  boundedInt,
  boundedList,
  idSchema,
  intInput,
  LIMITS,
  SCHEDULE_STATUS,
  type ScheduleStatus,
  scheduleDate,
  scheduleTaskFieldsSchema,
  TASK_COLOR_KEYS,
  TEMPLATE_LIMIT,
  templateNameSchema,
  templateStartSchema,
  WORK_CALENDAR_LIMIT,
  workCalendarSchema,
} from '@genba/validators';
import { z } from 'zod';
import { zDate } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * The schedule family (issue 14): the spec shows no paths or shapes for it,
 * so these are designed; every rule and message comes from
 * @genba/validators' schedule module.
 */

const statusValues = Object.values(SCHEDULE_STATUS) as number[];
const scheduleStatusMessage = '工程の状態を選択してください。';
export const ZScheduleStatus = lazySchema(() =>
  boundedInt({ min: 1, max: 3, message: scheduleStatusMessage })
    .refine((v) => statusValues.includes(v), { error: scheduleStatusMessage })
    .transform((v) => v as ScheduleStatus),
);

export const ZScheduleTaskMember = lazySchema(() =>
  z.object({
    member_id: idSchema,
    name: z.string(),
    thumbnail_path: z.string().nullable(),
    /**
     * Designed: a partner company's worker carries that company's name (協力会社 when it was never
     * recorded) so the board can say whose worker he is; the company's own people carry null.
     */
    company_name: z.string().nullable(),
  }),
);
export type TScheduleTaskMember = z.infer<typeof ZScheduleTaskMember>;

export const ZScheduleTask = lazySchema(() =>
  z.object({
    id: idSchema,
    project_id: idSchema,
    parent_id: idSchema.nullable(),
    name: z.string(),
    start_date: zDate,
    end_date: zDate,
    actual_start_date: zDate.nullable(),
    actual_end_date: zDate.nullable(),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    progress: z.number().int().min(0).max(100),
    color: z.enum(TASK_COLOR_KEYS),
    scheduled_days: z.string(),
    scheduled_man_days: z.string(),
    actual_days: z.string(),
    memo: z.string(),
    sort: z.number().int(),
    members: z.array(ZScheduleTaskMember),
  }),
);
export type TScheduleTask = z.infer<typeof ZScheduleTask>;

export const ZScheduleProject = lazySchema(() =>
  z.object({
    id: idSchema,
    case_name: z.string(),
    start_date: zDate.nullable(),
    end_date: zDate.nullable(),
    schedule_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** Core §6 task rights, decided by the server for the caller. */
    can_edit: z.boolean(),
    tasks: z.array(ZScheduleTask),
  }),
);
export type TScheduleProject = z.infer<typeof ZScheduleProject>;

export const ZGetScheduleBoardQuery = lazySchema(() =>
  z.object({
    offset: intInput({ min: 0 }).default(0),
    limit: intInput({ min: 1, max: LIMITS.paging.schedule }).default(LIMITS.paging.schedule),
    /** One project only (the /talk task-list tab and /board?project_id=…). */
    project_id: intInput({ min: 1 }).optional(),
  }),
);
export type TGetScheduleBoardQuery = z.input<typeof ZGetScheduleBoardQuery>;

export const ZGetScheduleBoardResponse = lazySchema(() =>
  z.object({
    projects: z.array(ZScheduleProject),
    total: z.number().int().min(0),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
  }),
);
export type TGetScheduleBoardResponse = z.infer<typeof ZGetScheduleBoardResponse>;

export const ZCreateScheduleTaskRequest = lazySchema(() =>
  scheduleTaskFieldsSchema.and(
    z.object({ project_id: idSchema, parent_id: idSchema.nullable().default(null) }),
  ),
);
export type TCreateScheduleTaskRequest = z.input<typeof ZCreateScheduleTaskRequest>;

export const ZUpdateScheduleTaskRequest = scheduleTaskFieldsSchema;
export type TUpdateScheduleTaskRequest = z.input<typeof ZUpdateScheduleTaskRequest>;

export const ZScheduleTaskResponse = lazySchema(() => z.object({ task: ZScheduleTask }));
export type TScheduleTaskResponse = z.infer<typeof ZScheduleTaskResponse>;

export const ZScheduleDateChange = lazySchema(() =>
  z
    .object({
      id: idSchema,
      start_date: scheduleDate('開始日を入力してください。'),
      end_date: scheduleDate('終了日を入力してください。'),
    })
    .refine((c) => c.end_date >= c.start_date, {
      error: '終了日は開始日以降の日付を指定してください。',
      path: ['end_date'],
    }),
);

/** One move or resize; several changes (a multi-selection) commit together or not at all. */
export const ZMoveScheduleTasksRequest = lazySchema(() =>
  z.object({
    changes: boundedList(ZScheduleDateChange, {
      min: 1,
      max: 1000,
      minMessage: 'タスクを選択してください。',
    }),
  }),
);
export type TMoveScheduleTasksRequest = z.input<typeof ZMoveScheduleTasksRequest>;

export const ZMoveScheduleTasksResponse = lazySchema(() => z.object({ tasks: z.array(ZScheduleTask) }));
export type TMoveScheduleTasksResponse = z.infer<typeof ZMoveScheduleTasksResponse>;

export const ZDeleteScheduleTaskResponse = lazySchema(() =>
  z.object({ success: z.boolean(), deleted_ids: z.array(idSchema) }),
);

export const ZUpdateScheduleStatusRequest = lazySchema(() => z.object({ schedule_status: ZScheduleStatus }));
export const ZScheduleStatusResponse = lazySchema(() =>
  z.object({
    project_id: idSchema,
    schedule_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
);
export type TScheduleStatusResponse = z.infer<typeof ZScheduleStatusResponse>;

/** A process template as listed (designed, issue 14). */
export const ZScheduleTemplate = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    task_count: z.number().int().min(0).max(TEMPLATE_LIMIT.tasks),
    /** Days from the first task's start to the last task's end. */
    span_days: z.number().int().min(0),
    updated_at: z.string(),
  }),
);
export type TScheduleTemplate = z.infer<typeof ZScheduleTemplate>;

export const ZListScheduleTemplatesResponse = lazySchema(() =>
  z.object({ templates: z.array(ZScheduleTemplate) }),
);
export type TListScheduleTemplatesResponse = z.infer<typeof ZListScheduleTemplatesResponse>;

/** Saves a project's current task tree as a template. */
export const ZCreateScheduleTemplateRequest = lazySchema(() =>
  z.object({ name: templateNameSchema, project_id: idSchema }),
);
export type TCreateScheduleTemplateRequest = z.input<typeof ZCreateScheduleTemplateRequest>;

export const ZRenameScheduleTemplateRequest = lazySchema(() => z.object({ name: templateNameSchema }));

export const ZScheduleTemplateResponse = lazySchema(() => z.object({ template: ZScheduleTemplate }));
export type TScheduleTemplateResponse = z.infer<typeof ZScheduleTemplateResponse>;

export const ZDeleteScheduleTemplateResponse = lazySchema(() => z.object({ success: z.boolean() }));

/** Lays a template's tasks onto a project from a start date (added after the project's own tasks). */
export const ZApplyScheduleTemplateRequest = lazySchema(() =>
  z.object({
    project_id: idSchema,
    start_date: templateStartSchema,
  }),
);
export type TApplyScheduleTemplateRequest = z.input<typeof ZApplyScheduleTemplateRequest>;

export const ZApplyScheduleTemplateResponse = lazySchema(() => z.object({ tasks: z.array(ZScheduleTask) }));
export type TApplyScheduleTemplateResponse = z.infer<typeof ZApplyScheduleTemplateResponse>;

/** A company's non-working days (designed, issue 14): weekdays off, public holidays, specific dates. */
export const ZWorkCalendar = lazySchema(() =>
  z.object({
    weekly_off: z.array(z.number().int().min(0).max(6)).max(7),
    public_holidays_off: z.boolean(),
    dates: z
      .array(z.object({ date: zDate, name: z.string().max(WORK_CALENDAR_LIMIT.name) }))
      .max(WORK_CALENDAR_LIMIT.dates),
  }),
);
export type TWorkCalendar = z.infer<typeof ZWorkCalendar>;

export const ZGetWorkCalendarResponse = lazySchema(() =>
  z.object({
    calendar: ZWorkCalendar,
    /** Whether the caller may change it (a company manager), decided by the server. */
    can_edit: z.boolean(),
  }),
);
export type TGetWorkCalendarResponse = z.infer<typeof ZGetWorkCalendarResponse>;

/** The whole setting, replacing the saved one. */
export const ZUpdateWorkCalendarRequest = workCalendarSchema;
export type TUpdateWorkCalendarRequest = z.input<typeof ZUpdateWorkCalendarRequest>;
