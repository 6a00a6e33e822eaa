import type { NeighbourhoodApproachType, OperationClass, ReferralSalesType } from '@genba/validators';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { members } from './member.ts';
import { projects } from './project.ts';

/**
 * A project's business history (営業履歴, core §3): one contact with the
 * customer or the neighbourhood. company_id repeats the project's so a
 * lookup by entry id is checked against the caller's company in one step.
 */
export const projectBusinessHistories = pgTable(
  'project_business_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    operationDate: date('operation_date').notNull(),
    /** HH:mm, Japan time (the form's time inputs). */
    startTime: text('start_time'),
    endTime: text('end_time'),
    operationClass: text('operation_class').$type<OperationClass>().notNull(),
    contactPerson: text('contact_person'),
    claimFlg: boolean('claim_flg').notNull().default(false),
    memo: text('memo'),
    referralSalesType: text('referral_sales_type').$type<ReferralSalesType>(),
    neighbourhoodApproachType: text('neighbourhood_approach_type').$type<NeighbourhoodApproachType>(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A project's history, newest day first (the list's order).
  (t) => [index('project_business_histories_project_idx').on(t.projectId, t.operationDate, t.id)],
);

/** A file attached to a business-history entry: the bytes live in the storage adapter under storage_key. */
export const projectBusinessHistoryFiles = pgTable(
  'project_business_history_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    historyId: integer('history_id')
      .notNull()
      .references(() => projectBusinessHistories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_business_history_files_history_idx').on(t.historyId, t.id)],
);
