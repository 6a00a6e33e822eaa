import type { AuthId, LoginType, MemberType } from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';

/**
 * The person who logs in (the spec's `user_id`). One account can be a member
 * of several companies (switch company), so credentials, terms agreement and
 * the company last logged in to live here, not on the member.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased; null for mobile-only accounts (core §4 login-type rules). */
    email: text('email'),
    /** Digits only, `09000000001`; null for PC-only accounts. */
    telNumber: text('tel_number'),
    passwordHash: text('password_hash'),
    /** PC only, mobile only, both (core §3 member.login_type). */
    loginType: smallint('login_type').$type<LoginType>().notNull().default(3),
    agreeTermsFlg: boolean('agree_terms_flg').notNull().default(false),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    loginCompanyId: integer('login_company_id').references(() => companies.id, { onDelete: 'set null' }),
    loginOfficeId: integer('login_office_id').references(() => offices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_tel_unique').on(t.telNumber).where(sql`${t.telNumber} is not null`),
  ],
);

/**
 * A user's membership of one company (the spec's `member_id`): role, names
 * and permissions are per company. Partner-company members sit in the prime
 * contractor's company with type 2 and `belong_to_company_id` naming their own.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    belongToCompanyId: integer('belong_to_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name'),
    /** 1 in-company, 2 partner (core §3). */
    type: smallint('type').$type<MemberType>().notNull().default(1),
    /** core §6 auth_id. */
    authId: smallint('auth_id').$type<AuthId>().notNull(),
    contractAuthority: smallint('contract_authority').notNull().default(0),
    memberUpdateAllowed: smallint('member_update_allowed').notNull().default(0),
    name1: text('name1').notNull(),
    name2: text('name2').notNull().default(''),
    kana1: text('kana1').notNull().default(''),
    kana2: text('kana2').notNull().default(''),
    workerTypeId: smallint('worker_type_id').notNull().default(15),
    thumnailPath: text('thumnail_path'),
    delFlg: boolean('del_flg').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The tenancy check (is the user a member of that company?) and the session's member lookup.
    uniqueIndex('members_user_company_unique').on(t.userId, t.companyId),
    // A company's member list (init data's CompanyMember, room member pickers).
    index('members_company_idx').on(t.companyId),
  ],
);

/** The offices a member belongs to (core §3 office_members). */
export const memberOffices = pgTable(
  'member_offices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.officeId] }),
    // An office's members (office-manager checks) and the cascade when an office goes.
    index('member_offices_office_idx').on(t.officeId),
  ],
);
