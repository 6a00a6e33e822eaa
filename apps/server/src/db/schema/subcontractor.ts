import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * A partner company (協力会社) linked to a prime contractor (/setting/subcontractor,
 * core §7). The partner is a company row of its own; its workers sit in the prime
 * contractor's company as type 2 members whose belong_to_company_id names it.
 */
export const subcontractors = pgTable(
  'subcontractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The prime contractor. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * True when the prime contractor registered the company (regist_company): it may edit it.
     * A company linked with registExistsCompany keeps its own data.
     */
    owned: boolean('owned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One link per pair; the list reads a company's links.
    uniqueIndex('subcontractors_pair_unique').on(t.companyId, t.partnerCompanyId),
    // Whether anybody else still links a partner (delete keeps a company somebody uses).
    index('subcontractors_partner_idx').on(t.partnerCompanyId),
  ],
);

/** A company's logo (updateCompany on /setting/subcontractor); the bytes live in the storage adapter. */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
