import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountTokens } from './auth.ts';
import { users } from './member.ts';

/**
 * E-mail changes asked for on the account screen (core §4 account change:
 * 1 auth waiting, 2 expired, 3 completed). The link's secret lives in
 * account_tokens (purpose account_change: hashed, one hour, spent once, a new
 * request revokes the older ones); this row holds what the link does, the new
 * address. The status is derived: completed_at set → 3; token live → 1; else 2.
 */
export const accountChanges = pgTable(
  'account_changes',
  {
    tokenHash: text('token_hash')
      .primaryKey()
      .references(() => accountTokens.tokenHash, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The new address, lower-cased. */
    email: text('email').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The account screen reads the user's newest change.
  (t) => [index('account_changes_user_idx').on(t.userId, t.createdAt)],
);
