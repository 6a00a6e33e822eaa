import { ADMIN_ROLE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { systemAdminProfiles, users } from '../schema/index.ts';
import { DEMO_LOGINS } from './demo.ts';

/** The demo system administrator's admin_user profile: a manager, so /admin/users can add others. */
export const seedOrgAccess = async (db: Db): Promise<void> => {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LOGINS.systemAdmin.email));
  if (!admin) throw new Error('seed: the system administrator is missing');
  await db
    .insert(systemAdminProfiles)
    .values({ userId: admin.id, name: '運営 管理者', role: ADMIN_ROLE.manager });
};
