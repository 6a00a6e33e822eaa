import type { CaseColumn, CustomerType, ProjectCompletionStatus } from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';
import { members } from './member.ts';

/** A customer of the company (core §3 customer): a person or a company. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    kana: text('kana'),
    type: text('type').$type<CustomerType>().notNull().default('person'),
    rank: text('rank'),
    tel: text('tel'),
    mail: text('mail'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    workerInChargeId: integer('worker_in_charge_id').references(() => members.id, { onDelete: 'set null' }),
    number: text('number'),
    memo: text('memo'),
    postcode: text('postcode'),
    prefectureId: smallint('prefecture_id'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    promotionFlags: jsonb('promotion_flags')
      .$type<{ dm: boolean; email: boolean; tel: boolean }>()
      .notNull()
      .default({ dm: false, email: false, tel: false }),
    sex: text('sex').$type<'male' | 'female' | 'other'>(),
    birthDate: date('birth_date'),
    weddingAnniversary: date('wedding_anniversary'),
    workplace: text('workplace'),
    position: text('position'),
    industry: text('industry'),
    jobCategory: text('job_category'),
    lengthOfService: integer('length_of_service'),
    annualIncome: integer('annual_income'),
    landExistence: boolean('land_existence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The /customer list: a company's customers, newest first.
  (t) => [
    index('customers_company_idx').on(t.companyId, t.id),
    // The case list's free text over the customer's name and address (pg_trgm, issue 9). The address
    // expression is customerAddressText (routes/project/queries.ts): an index needs immutable `||`, not concat_ws.
    index('customers_client_name_trgm_idx').using('gin', t.clientName.op('gin_trgm_ops')),
    index('customers_address_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.address1}, '') || coalesce(${t.address2}, '') || coalesce(${t.address3}, '')) gin_trgm_ops`,
    ),
    // A keyword of one or two characters: the uni- and bigrams of the name and that address (case_list_grams).
    index('customers_case_grams_idx')
      .using(
        'gin',
        sql`case_list_grams(${t.clientName}, (coalesce(${t.address1}, '') || coalesce(${t.address2}, '') || coalesce(${t.address3}, '')))`,
      )
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/** A building (物件) of the company (core §3 building, limits of core §5). */
export const buildings = pgTable(
  'buildings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    estateName: text('estate_name').notNull(),
    kana: text('kana'),
    rank: text('rank'),
    postcode: text('postcode'),
    prefectureId: smallint('prefecture_id'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    ownerDivision: text('owner_division'),
    ownerName: text('owner_name'),
    houseInfoFlg: smallint('house_info_flg').$type<0 | 1>().notNull().default(0),
    classification: text('classification'),
    supplyType: text('supply_type'),
    outerWall: text('outer_wall'),
    roof: text('roof'),
    structure: text('structure'),
    buildingType: text('building_type'),
    floorNumber: smallint('floor_number'),
    buildingArea: numeric('building_area', { precision: 8, scale: 2 }),
    buildDate: date('build_date'),
    dealerName: text('dealer_name'),
    paintingCompletionDate: date('painting_completion_date'),
    residentialRate: numeric('residential_rate', { precision: 5, scale: 2, mode: 'number' }),
    appearance: text('appearance'),
    remarks: text('remarks'),
    completionFlag: smallint('completion_flag').$type<ProjectCompletionStatus>(),
    startDate: date('start_date'),
    surveyDate: date('survey_date'),
    businessDate: date('business_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buildings_company_idx').on(t.companyId, t.id),
    index('buildings_customer_idx').on(t.customerId),
  ],
);

/** A company's wording of the ten completion statuses (core §3 name, memo, color); absent rows use the defaults. */
export const projectCompletionStatuses = pgTable(
  'project_completion_statuses',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<ProjectCompletionStatus>().notNull(),
    name: text('name').notNull(),
    memo: text('memo').notNull().default(''),
    color: text('color').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Each member's case-list columns, in display order. */
export const caseColumnSettings = pgTable('case_column_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<CaseColumn[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
