import type {
  AttendanceHistoryType,
  AttendanceStatus,
  ChangeRequestState,
  CostType,
} from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { members } from './member.ts';
import { projects } from './project.ts';

/** A daily report (日報): one per member, site and day. */
export const dailies = pgTable(
  'dailies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dailyDate: date('daily_date').notNull(),
    weather: text('weather'),
    temperature: real('temperature'),
    humidity: real('humidity'),
    workContents: text('work_contents').notNull().default(''),
    memo: text('memo').notNull().default(''),
    /** Talk §4: 0 not confirmed, 5 confirmed. */
    approvalStatus: smallint('approval_status').$type<0 | 5>().notNull().default(0),
    confirmMemberId: integer('confirm_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The member who registered it on the writer's behalf (proxyRegist). */
    proxyMemberId: integer('proxy_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The editing lock (editing-post); expires DAILY_EDITING_LOCK_MS after editingAt. */
    editingMemberId: integer('editing_member_id').references(() => members.id, { onDelete: 'set null' }),
    editingAt: timestamp('editing_at', { withTimezone: true }),
    /** Partner workers on site: [{ company_name, worker_count }]. */
    partnerWorkers: jsonb('partner_workers')
      .$type<{ company_name: string; worker_count: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dailies_project_member_date_unique').on(t.projectId, t.memberId, t.dailyDate),
    // The management list and the all-members page read a company's dailies by date.
    index('dailies_company_date_idx').on(t.companyId, t.dailyDate),
  ],
);

/** Work details of a daily (at most 10, core §9). */
export const dailyWorkDetails = pgTable(
  'daily_work_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dailyId: integer('daily_id')
      .notNull()
      .references(() => dailies.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    workContent: text('work_content').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [index('daily_work_details_daily_idx').on(t.dailyId)],
);

/** Other members of the company on site that day. */
export const dailySiteMembers = pgTable(
  'daily_site_members',
  {
    dailyId: integer('daily_id')
      .notNull()
      .references(() => dailies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('daily_site_members_unique').on(t.dailyId, t.memberId)],
);

/** A member's attendance on one site and day (talk §4 statuses). */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    attendanceStart: text('attendance_start'),
    leaveWork: text('leave_work'),
    restMinutes: integer('rest_minutes').notNull().default(0),
    restStartedAt: text('rest_started_at'),
    /**
     * Worked minutes (workedMinutesOf of @genba/validators: clock-out less clock-in, wrapping past
     * midnight, less rest; 0 while open), kept by PostgreSQL so the totals sum an integer column.
     */
    workedMinutes: integer('worked_minutes')
      .notNull()
      .generatedAlwaysAs(
        sql`case when attendance_start is null or leave_work is null then 0 else greatest(0, ((split_part(leave_work, ':', 1)::int * 60 + split_part(leave_work, ':', 2)::int) - (split_part(attendance_start, ':', 1)::int * 60 + split_part(attendance_start, ':', 2)::int) + 1440) % 1440 - rest_minutes) end`,
      ),
    status: smallint('status').$type<AttendanceStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_member_project_date_unique').on(t.memberId, t.projectId, t.workDate),
    // Month tables and totals read a company's records by date.
    index('attendance_company_date_idx').on(t.companyId, t.workDate),
  ],
);

/** Every change of a record, with its talk §4 history type. */
export const attendanceHistories = pgTable(
  'attendance_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    type: text('type').$type<AttendanceHistoryType>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attendance_histories_attendance_idx').on(t.attendanceId)],
);

/** A member's request to change a record, and its review. */
export const attendanceChangeRequests = pgTable(
  'attendance_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    attendanceStart: text('attendance_start'),
    leaveWork: text('leave_work'),
    restMinutes: integer('rest_minutes').notNull().default(0),
    reason: text('reason').notNull(),
    state: text('state').$type<ChangeRequestState>().notNull().default('pending'),
    reviewerId: integer('reviewer_id').references(() => members.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('attendance_change_requests_attendance_idx').on(t.attendanceId)],
);

/** A closed month of a company: nothing in it changes until unlocked. */
export const attendanceMonthLocks = pgTable(
  'attendance_month_locks',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    locked: boolean('locked').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lock and unlock events: the newest event of a month decides; older ones are the record.
  (t) => [index('attendance_month_locks_company_month_idx').on(t.companyId, t.month)],
);

/**
 * A member's cost settings for the totals (core §3 cost_type, cost, hour_cost, monthly_cost and
 * allowances). Kept here until the member settings carry them; one row per member, none = no cost.
 */
export const memberCosts = pgTable('member_costs', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  costType: smallint('cost_type').$type<CostType>().notNull().default(1),
  dayCost: integer('day_cost').notNull().default(0),
  hourCost: integer('hour_cost').notNull().default(0),
  monthlyCost: integer('monthly_cost').notNull().default(0),
  dayAllowance: integer('day_allowance').notNull().default(0),
});

/** Per-member daily settings: whether daily posts show in the talk (daily-message-display, 1 shown). */
export const dailyMemberSettings = pgTable('daily_member_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  messageDisplay: smallint('message_display').$type<0 | 1>().notNull().default(1),
});
