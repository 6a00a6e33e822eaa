import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, offices } from './company.ts';
import { members, users } from './member.ts';

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is
 * stored, so a leaked table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The office acted for (switch_user_company); null falls back to the user's login office. */
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    /** 'pc' or 'sp': which login call created it. */
    client: text('client').$type<'pc' | 'sp'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Cascades and "end this member's sessions" find them by member; the hourly purge by expiry.
    index('sessions_member_idx').on(t.memberId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** One-time SMS login codes (hashed), per normalised phone number. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    telNumber: text('tel_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses against this code; it is burnt after too many. */
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_tel_idx').on(t.telNumber)],
);

/** What a one-time account token is for; each purpose has its own link and lifetime. */
export type AccountTokenPurpose = 'password_reset' | 'invitation' | 'account_change';

/**
 * One-time tokens sent by mail or SMS (password reset now; invitation and
 * account change when their features arrive): only the SHA-256 of the token
 * is stored, each expires, is spent by its first use, and issuing or using one
 * revokes every other live token of the same user and purpose
 * (auth/accountTokens.ts).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is used or revoked; a token with usedAt is dead. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Fixed-window rate-limit counters, stored so limits hold across restarts and
 * across server processes sharing one PostgreSQL.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * One-time QR login codes (docs/adr/011): a logged-in member's screen shows
 * one, the phone spends it for an sp session of the same member, company and
 * office. Only the SHA-256 of the code is stored; a code is dead once usedAt
 * is set (spent, or revoked by a newer code of the member) or once expired.
 */
export const qrLoginCodes = pgTable(
  'qr_login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A new code revokes the member's live ones: found by member.
  (t) => [index('qr_login_codes_member_idx').on(t.memberId)],
);
