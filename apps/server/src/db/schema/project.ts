import type { ChatroomType, ProjectCompletionStatus, RoomRole } from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';
import { buildings, customers } from './customer.ts';
import { members } from './member.ts';

/** A project (the spec's field / site / case). */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    caseName: text('case_name').notNull(),
    caseNameKana: text('case_name_kana').notNull().default(''),
    /** core §4: 0 under construction … 9 proposal ended. */
    completionStatus: smallint('completion_status').$type<ProjectCompletionStatus>().notNull().default(2),
    startDate: date('start_date'),
    endDate: date('end_date'),
    address: text('address'),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The case-list columns of core §3 (issue 9).
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * A copy of the customer's client_name, only for sorting the case list by it: a sort through the
     * join read and sorted every project of the company (809 ms at 50,000). Written with customer_id
     * (routes/project/queries.ts) and on a customer's rename or delete in the same transaction
     * (routes/customer/queries.ts); what the list shows still comes from the customers row.
     */
    customerName: text('customer_name'),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    saleMan: integer('sale_man').references(() => members.id, { onDelete: 'set null' }),
    foreMan: integer('fore_man').references(() => members.id, { onDelete: 'set null' }),
    source: text('source'),
    launchDate: date('launch_date'),
    constructionTypeId: integer('construction_type_id'),
    caseType: text('case_type'),
    partnerCompany: text('partner_company'),
    memo: text('memo'),
    teamNames: text('team_names').array().notNull().default(sql`'{}'::text[]`),
    contractDate: date('contract_date'),
    surveyDate: date('survey_date'),
    businessDate: date('business_date'),
    deliveryDate: date('delivery_date'),
    intermediateDate: date('intermediate_date'),
    finalDate: date('final_date'),
    receptionDate: date('reception_date'),
    /** Core §5: registered from a linked external system, so the linked fields are locked. */
    externalLinked: boolean('external_linked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_idx').on(t.companyId),
    // The case list pages a company's projects by one sort column, ties broken by id (issue 9).
    index('projects_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('projects_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('projects_company_status_idx').on(t.companyId, t.completionStatus, t.updatedAt, t.id),
    index('projects_company_name_idx').on(t.companyId, t.caseName, t.id),
    index('projects_company_start_idx').on(t.companyId, t.startDate, t.id),
    index('projects_company_end_idx').on(t.companyId, t.endDate, t.id),
    index('projects_customer_idx').on(t.customerId),
    index('projects_company_customer_name_idx').on(t.companyId, t.customerName, t.id),
    index('projects_building_idx').on(t.buildingId),
    // Every other sortable column of the case list, so a sort on it reads the page from the index (issue 9).
    index('projects_company_kana_idx').on(t.companyId, t.caseNameKana, t.id),
    index('projects_company_status_id_idx').on(t.companyId, t.completionStatus, t.id),
    index('projects_company_source_idx').on(t.companyId, t.source, t.id),
    index('projects_company_construction_type_idx').on(t.companyId, t.constructionTypeId, t.id),
    index('projects_company_office_idx').on(t.companyId, t.officeId, t.id),
    index('projects_company_sale_man_idx').on(t.companyId, t.saleMan, t.id),
    index('projects_company_fore_man_idx').on(t.companyId, t.foreMan, t.id),
    index('projects_company_case_type_idx').on(t.companyId, t.caseType, t.id),
    index('projects_company_partner_idx').on(t.companyId, t.partnerCompany, t.id),
    // A memo holds up to 1000 characters, more than a btree entry may: the sort reads its first 100.
    index('projects_company_memo_idx').on(t.companyId, sql`left(${t.memo}, 100)`, t.id),
    index('projects_company_launch_idx').on(t.companyId, t.launchDate, t.id),
    index('projects_company_contract_idx').on(t.companyId, t.contractDate, t.id),
    index('projects_company_survey_idx').on(t.companyId, t.surveyDate, t.id),
    index('projects_company_business_idx').on(t.companyId, t.businessDate, t.id),
    index('projects_company_delivery_idx').on(t.companyId, t.deliveryDate, t.id),
    index('projects_company_intermediate_idx').on(t.companyId, t.intermediateDate, t.id),
    index('projects_company_final_idx').on(t.companyId, t.finalDate, t.id),
    index('projects_company_reception_idx').on(t.companyId, t.receptionDate, t.id),
    // The case list's free text (ILIKE '%…%') over name, kana and address: pg_trgm, so a keyword of three
    // or more characters reads the matching rows instead of every project of the company (issue 9).
    index('projects_case_name_trgm_idx').using('gin', t.caseName.op('gin_trgm_ops')),
    index('projects_case_name_kana_trgm_idx').using('gin', t.caseNameKana.op('gin_trgm_ops')),
    index('projects_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    // A keyword of one or two characters has no trigram: the same fields' character uni- and bigrams
    // (case_list_grams, migration 0036_casegrams), so its count reads the matches, not every project.
    // A 64 kB pending list: PGlite runs no autovacuum to empty it, and every search reads it to its end.
    index('projects_case_grams_idx')
      .using('gin', sql`case_list_grams(${t.caseName}, ${t.caseNameKana}, ${t.address})`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/** Who takes part in a project, with their room role. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Room roles of core §6: general 0, manager 1, salesman 2, other company 1000. */
    roomRole: smallint('room_role').$type<RoomRole>().notNull().default(0),
    /**
     * Site roles of talk §6 set in the room (updateBbsMember). Null until set: the member's authority
     * decides (a salesman is the sales manager, a foreman or partner foreman the foreman), so rows
     * written before anyone set a role keep what the member list showed.
     */
    salesManager: boolean('sales_manager'),
    foreman: boolean('foreman'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.memberId] }),
    index('project_members_member_idx').on(t.memberId),
  ],
);

/**
 * A counter per company, bumped by statement triggers on projects, project_members and customers (migration
 * 0037_casegenerations) in the writing transaction: a case-list total counted while the company's generation
 * was n is still the total while it is n, on any server (routes/project/caseTotals.ts). No foreign key: the
 * triggers also run inside a company's cascaded delete.
 */
export const caseListGenerations = pgTable('case_list_generations', {
  companyId: integer('company_id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

/** A talk room; project rooms carry the project as attendance_field_id (talk §3). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Talk §3: project, group or private. */
    type: text('type').$type<ChatroomType>().notNull(),
    attendanceFieldId: integer('attendance_field_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_rooms_field_idx').on(t.attendanceFieldId),
    // A company's group and private rooms (room lists).
    index('chat_rooms_company_idx').on(t.companyId),
  ],
);

/** Members of group and private rooms (project rooms follow project_members). */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    chatRoomId: integer('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.chatRoomId, t.memberId] }),
    // The rooms a member is in (room access for group and private rooms, room lists).
    index('chat_room_members_member_idx').on(t.memberId),
  ],
);
