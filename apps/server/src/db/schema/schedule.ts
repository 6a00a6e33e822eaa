import type { ScheduleStatus, TaskColor, TaskStatus } from '@genba/validators';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { members } from './member.ts';
import { projects } from './project.ts';

/**
 * A task or sub-task of a project's schedule (工程表). A sub-task names its
 * parent; deleting a task deletes its sub-tasks (core §8: records are removed
 * and cannot be restored). company_id is denormalised so tenancy filters
 * never need the project join.
 */
export const scheduleTasks = pgTable(
  'schedule_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => scheduleTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    actualStartDate: date('actual_start_date'),
    actualEndDate: date('actual_end_date'),
    /** Core §4: 1 complete, 2 before work, 3 in progress. */
    status: smallint('status').$type<TaskStatus>().notNull().default(2),
    /** 0-100. */
    progress: smallint('progress').notNull().default(0),
    /** A palette key of @genba/validators (TASK_COLOR). */
    color: text('color').$type<TaskColor>().notNull().default('lightBlue'),
    /** Core §5 numbers as entered (half-width digits; man-days one decimal); '' when not entered. */
    scheduledDays: text('scheduled_days').notNull().default(''),
    scheduledManDays: text('scheduled_man_days').notNull().default(''),
    actualDays: text('actual_days').notNull().default(''),
    /** Free note on the task (core §5 status-memo length, 100). */
    memo: text('memo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board reads a page of projects' tasks at once.
    index('schedule_tasks_project_idx').on(t.projectId, t.sort),
    index('schedule_tasks_parent_idx').on(t.parentId),
  ],
);

/** Members assigned to a task (the board shows up to 4 avatars, core §9). */
export const scheduleTaskMembers = pgTable(
  'schedule_task_members',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => scheduleTasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.memberId] }),
    index('schedule_task_members_member_idx').on(t.memberId),
  ],
);

/** A project's schedule construction status (core §4); a project without a row is 3 (not set). */
export const scheduleProjectStatus = pgTable('schedule_project_status', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  scheduleStatus: smallint('schedule_status').$type<ScheduleStatus>().notNull().default(3),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's process template (工程テンプレート): a saved task tree laid onto projects from a start date. */
export const scheduleTemplates = pgTable(
  'schedule_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schedule_templates_company_idx').on(t.companyId)],
);

/**
 * A task of a template: its offset from the template's first day and its
 * length, so applying it from any start date keeps the plan's shape.
 */
export const scheduleTemplateTasks = pgTable(
  'schedule_template_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => scheduleTemplates.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => scheduleTemplateTasks.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    offsetDays: integer('offset_days').notNull(),
    durationDays: integer('duration_days').notNull(),
    color: text('color').$type<TaskColor>().notNull().default('lightBlue'),
    scheduledDays: text('scheduled_days').notNull().default(''),
    scheduledManDays: text('scheduled_man_days').notNull().default(''),
    memo: text('memo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('schedule_template_tasks_template_idx').on(t.templateId, t.sort)],
);
