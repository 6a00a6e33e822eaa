import { date, doublePrecision, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Company types of core §1: 1/2/3 franchise A/B/C, 99 general, 999 demo. */
export const COMPANY_TYPES = [1, 2, 3, 99, 999] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** A company with the detail fields of core §3 (company, company_detail). */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: smallint('type').$type<CompanyType>().notNull(),
  name: text('name').notNull(),
  nameKana: text('name_kana').notNull().default(''),
  /** Set once the head office exists; no FK because the office references the company. */
  headOfficeId: integer('head_office_id'),
  postcode: text('postcode'),
  prefecId: smallint('prefec_id'),
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  telephoneNumber: text('telephone_number'),
  faxNumber: text('fax_number'),
  url: text('url'),
  representName1: text('represent_name1'),
  representName2: text('represent_name2'),
  representKana1: text('represent_kana1'),
  representKana2: text('represent_kana2'),
  personInChargeName: text('person_in_charge_name'),
  /** core §6 company authority: 15 contractor, 16 protec type; null for neither. */
  authority: smallint('authority'),
  /** Default working hours prefilled in attendance and daily forms (getAppendInitData TimeDefaultCompany). */
  workStartTime: text('work_start_time').notNull().default('08:00'),
  workEndTime: text('work_end_time').notNull().default('17:00'),
  restStartTime: text('rest_start_time').notNull().default('12:00'),
  restEndTime: text('rest_end_time').notNull().default('13:00'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An office (store) of a company. */
export const offices = pgTable('offices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameKana: text('name_kana'),
  postcode: text('postcode'),
  prefecId: smallint('prefec_id'),
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  telephoneNumber: text('telephone_number'),
  faxNumber: text('fax_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** core §4 contract status: 1 using, 2 temporary, 3 suspended, 4 cancellation pending, 5 cancelled, 6 transfer, 7 processing. */
export type ContractType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A company's contract lines (core §3 company_contracts). Feature gating reads
 * them: paid features need a contract that is using or temporary and not expired.
 */
export const companyContracts = pgTable('company_contracts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Default plan 100 (core §6). */
  contractPlanId: integer('contract_plan_id').notNull().default(100),
  contractType: smallint('contract_type').$type<ContractType>().notNull(),
  contractEndDate: date('contract_end_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
