import type { AllowanceUnit, CostType, WorkerListData } from '@genba/validators';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { members } from './member.ts';

/**
 * What the member form adds to a member (core §3, §7): the member's own
 * worker-list setting and the worker list data, stored as the JSON the form
 * sends (its shape is the validators' workerListDataSchema, checked on every
 * write). One row per member, created on the first form save.
 */
export const memberDetails = pgTable('member_details', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The member's own setting (core §5): 1 required, 0 not; null follows the company setting. */
  workerListRequired: smallint('worker_list_required').$type<0 | 1>(),
  workerListData: jsonb('worker_list_data').$type<WorkerListData>(),
  /** Pay (core §3 member cost fields; COST_TYPE of @genba/validators): yen, null when not set. */
  costType: smallint('cost_type').$type<CostType>(),
  cost: integer('cost'),
  hourCost: integer('hour_cost'),
  monthlyCost: integer('monthly_cost'),
  monthlyPaymentCost: integer('monthly_payment_cost'),
  hourAllowanceCost: integer('hour_allowance_cost'),
  fieldVolumeCost: integer('field_volume_cost'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's allowances (core §3 allowance: company_allowance_id, name,
 * unit_id). There is no settings screen for them yet: the member form names
 * an allowance and the save finds or makes the company's allowance of that name.
 */
export const companyAllowances = pgTable(
  'company_allowances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unitId: smallint('unit_id').$type<AllowanceUnit>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_allowances_company_name_unique').on(t.companyId, t.name)],
);

/** What a member is paid of each allowance (core §3 company_member_allowance). */
export const memberAllowances = pgTable(
  'member_allowances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyAllowanceId: integer('company_allowance_id')
      .notNull()
      .references(() => companyAllowances.id, { onDelete: 'cascade' }),
    cost: integer('cost').notNull(),
  },
  (t) => [
    uniqueIndex('member_allowances_member_allowance_unique').on(t.memberId, t.companyAllowanceId),
    index('member_allowances_allowance_idx').on(t.companyAllowanceId),
  ],
);
