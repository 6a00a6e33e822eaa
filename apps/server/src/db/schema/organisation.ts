import type { InvitationStatus } from '@genba/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';
import { members, users } from './member.ts';
import { chatRooms, projects } from './project.ts';

/**
 * Invitations (core §3, talk §3): a person invited by e-mail, phone or link to
 * a company, or to a site's room. The token is the secret part of the link
 * (/invitation_user/{encoded}); it is single-use: registering approves the
 * invitation, and a deleted one (del_flg) stops working.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    createMemberId: integer('create_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The site whose room the invited person joins; null for the company alone. */
    fieldId: integer('field_id').references(() => projects.id, { onDelete: 'cascade' }),
    chatroomId: integer('chatroom_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    name1: text('name1').notNull(),
    name2: text('name2'),
    /** Lower-cased. */
    email: text('email'),
    /** Digits only. */
    telNumber: text('tel_number'),
    memo: text('memo'),
    /** core §3 regist_company_id: the partner company (協力会社) the invited person joins as a type 2 member. */
    registCompanyId: integer('regist_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** INVITATION_TYPE of @genba/api-client: 1 phone, 2 e-mail, 3 link. */
    invitationType: smallint('invitation_type').$type<1 | 2 | 3>().notNull(),
    /** Core §4: 1 invitation, 2 approval, 3 reject, 4 failed. */
    invitationStatus: smallint('invitation_status').$type<InvitationStatus>().notNull().default(1),
    token: text('token').notNull(),
    /** Set when the invited person registered. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    registedAt: timestamp('registed_at', { withTimezone: true }),
    delFlg: boolean('del_flg').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public page finds an invitation by its token alone.
    uniqueIndex('invitations_token_unique').on(t.token),
    // The company's pending and non-approved lists, newest first.
    index('invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * Open invitation links (ADR 009): "anyone with this link may join" a company's
 * office, or a site's room. The token is the link's secret (≥ 256 bits, compared
 * in constant time). It is kept readable, unlike session tokens, because the
 * managers see and copy the same link again; a copy of this table therefore
 * holds live links, exactly as `invitations.token` does. Regenerating revokes
 * the live row and adds a new one; revoking sets revoked_at.
 */
export const openInvitationLinks = pgTable(
  'open_invitation_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    /** The site's room the worker joins; null for the company (office) alone. */
    chatroomId: integer('chatroom_id').references(() => chatRooms.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdByMemberId: integer('created_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One live link per (company, office, room); a company link has no room, so null counts as 0 here.
    uniqueIndex('open_invitation_links_live_unique')
      .on(t.companyId, t.officeId, sql`coalesce(${t.chatroomId}, 0)`)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('open_invitation_links_token_unique').on(t.token),
  ],
);
