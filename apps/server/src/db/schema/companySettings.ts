import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * The company's settings screens (core §2 /setting/worker, /setting/occupations,
 * /setting/company-team). One row per company for the single-valued settings,
 * made on the first save; a company without one requires no worker list.
 */
export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** core §3 company_auth_worker_requires: the auths whose members must fill the worker list. */
  workerRequiredAuthIds: integer('worker_required_auth_ids').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's occupations (職種), which the worker list names by id (m_occupation_id). */
export const companyOccupations = pgTable(
  'company_occupations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The route refuses a duplicate ignoring case first (isDuplicateName); the index stops a racing second insert.
  (t) => [uniqueIndex('company_occupations_company_name_unique').on(t.companyId, t.name)],
);

/** The company's teams (チーム): the names a case carries in team_names and the case list filters by. */
export const companyTeams = pgTable(
  'company_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_teams_company_name_unique').on(t.companyId, t.name)],
);
