import { date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';
import { members } from './member.ts';
import { projects } from './project.ts';
import { subcontractors } from './subcontractor.ts';

/**
 * The construction reception (工事受付) of a project a protec company registered
 * (core §3; createProtecProject): the prime contractor's order it installs for. One
 * row per project, going with it; a removed contractor, office, member or partner
 * link leaves the reception's other fields (set null).
 */
export const constructionReceptions = pgTable(
  'construction_receptions',
  {
    fieldId: integer('field_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    receptionDate: date('reception_date'),
    receptionNumber: text('reception_number'),
    primeContractorCompanyId: integer('prime_contractor_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    primeContractorOfficeId: integer('prime_contractor_office_id').references(() => offices.id, {
      onDelete: 'set null',
    }),
    primeContractorMember: integer('prime_contractor_member').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** CONSTRUCTION_TYPE of @genba/validators (our designed 工事種別 list). */
    mConstructionTypeId: smallint('m_construction_type_id'),
    pcTSubcontractorRelationId: integer('pc_t_subcontractor_relation_id').references(
      () => subcontractors.id,
      {
        onDelete: 'set null',
      },
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a partner link or a company looks its receptions up.
  (t) => [
    index('construction_receptions_relation_idx').on(t.pcTSubcontractorRelationId),
    index('construction_receptions_company_idx').on(t.primeContractorCompanyId),
  ],
);
