import type { CompanyType, ContractStatus } from '@genba/validators';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A company with the detail fields of core §3 (company, company_detail). */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Company types of core §1 (COMPANY_TYPE of @genba/validators). */
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
export const offices = pgTable(
  'offices',
  {
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
  },
  // Init data lists a company's offices on every start of the app.
  (t) => [index('offices_company_idx').on(t.companyId)],
);

/**
 * A company's contract lines (core §3 company_contracts). Feature gating reads
 * them: paid features need a contract that is using or temporary and not expired.
 */
export const companyContracts = pgTable(
  'company_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Default plan 100 (core §6). */
    contractPlanId: integer('contract_plan_id').notNull().default(100),
    /** core §4 contract status (CONTRACT_STATUS of @genba/validators: 1 using … 7 processing). */
    contractType: smallint('contract_type').$type<ContractStatus>().notNull(),
    contractEndDate: date('contract_end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The feature gate reads a company's contracts on guarded routes.
  (t) => [index('company_contracts_company_idx').on(t.companyId)],
);
