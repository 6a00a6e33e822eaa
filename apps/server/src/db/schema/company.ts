import { doublePrecision, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  postcode: text('postcode'),
  prefecId: smallint('prefec_id'),
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  telephoneNumber: text('telephone_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
