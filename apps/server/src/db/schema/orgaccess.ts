import type { AdminRole } from '@genba/validators';
import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { systemAdmins } from './talkNews.ts';

/**
 * The admin_user screen's name and role of a system administrator (talk §7 admin_user; ADMIN_ROLE:
 * 0 general, 1 manager). Its own table beside system_admins, which news owns: a row here is
 * optional, and an administrator without one counts as a manager named by their e-mail.
 */
export const systemAdminProfiles = pgTable('system_admin_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => systemAdmins.userId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  role: smallint('role').$type<AdminRole>().notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
