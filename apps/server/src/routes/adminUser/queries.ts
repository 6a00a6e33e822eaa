import type { AdminRole } from '@genba/validators';
import { ADMIN_ROLE } from '@genba/validators';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberOffices, members, systemAdminProfiles, systemAdmins, users } from '../../db/schema/index.ts';

export type AdminRow = {
  id: number;
  email: string | null;
  name: string | null;
  role: AdminRole | null;
  createdAt: Date;
  updatedAt: Date | null;
};

const adminColumns = {
  id: systemAdmins.userId,
  email: users.email,
  name: systemAdminProfiles.name,
  role: systemAdminProfiles.role,
  createdAt: systemAdmins.createdAt,
  updatedAt: systemAdminProfiles.updatedAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An administrator without a profile row counts as a manager (the one the seed made before profiles existed). */
export const roleOf = (row: Pick<AdminRow, 'role'>): AdminRole => row.role ?? ADMIN_ROLE.manager;

export const findAdmin = async (db: Db, userId: number): Promise<AdminRow | undefined> => {
  const [row] = await db
    .select(adminColumns)
    .from(systemAdmins)
    .innerJoin(users, eq(users.id, systemAdmins.userId))
    .leftJoin(systemAdminProfiles, eq(systemAdminProfiles.userId, systemAdmins.userId))
    .where(eq(systemAdmins.userId, userId));
  return row;
};

export const listAdmins = async (
  db: Db,
  q: { keyword?: string; offset: number; limit: number },
): Promise<{ rows: AdminRow[]; total: number }> => {
  const pattern = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(systemAdminProfiles.name, pattern))
    : undefined;
  const base = () =>
    db
      .select(adminColumns)
      .from(systemAdmins)
      .innerJoin(users, eq(users.id, systemAdmins.userId))
      .leftJoin(systemAdminProfiles, eq(systemAdminProfiles.userId, systemAdmins.userId));
  const [rows, [counted]] = await Promise.all([
    base().where(where).orderBy(asc(systemAdmins.userId)).offset(q.offset).limit(q.limit),
    db
      .select({ n: count() })
      .from(systemAdmins)
      .innerJoin(users, eq(users.id, systemAdmins.userId))
      .leftJoin(systemAdminProfiles, eq(systemAdminProfiles.userId, systemAdmins.userId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

/**
 * A new administrator: a user with an e-mail login in the operator's company (where the
 * acting administrator works, so the login lands there and /admin opens), its system_admins
 * row and profile. They agree to the terms at their first login like anyone else.
 */
export const insertAdmin = async (
  db: Db,
  a: {
    name: string;
    email: string;
    role: AdminRole;
    passwordHash: string;
    companyId: number;
    officeId: number | null;
    companyName: string;
  },
): Promise<number> =>
  db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: a.email,
        passwordHash: a.passwordHash,
        loginType: 1,
        agreeTermsFlg: false,
        loginCompanyId: a.companyId,
        loginOfficeId: a.officeId,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [member] = await tx
      .insert(members)
      .values({
        userId: user.id,
        companyId: a.companyId,
        belongToCompanyId: a.companyId,
        companyName: a.companyName,
        type: 1,
        // As the seed's administrator: the operator company's own manager.
        authId: 2,
        name1: a.name,
      })
      .returning({ id: members.id });
    if (!member) throw new Error('member insert returned nothing');
    if (a.officeId !== null)
      await tx.insert(memberOffices).values({ memberId: member.id, officeId: a.officeId });
    await tx.insert(systemAdmins).values({ userId: user.id });
    await tx.insert(systemAdminProfiles).values({ userId: user.id, name: a.name, role: a.role });
    return user.id;
  });

export const updateAdmin = async (
  db: Db,
  a: { id: number; name: string; email: string; role: AdminRole; passwordHash?: string; now: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: a.email, ...(a.passwordHash ? { passwordHash: a.passwordHash } : {}) })
      .where(eq(users.id, a.id));
    await tx
      .insert(systemAdminProfiles)
      .values({ userId: a.id, name: a.name, role: a.role, updatedAt: a.now })
      .onConflictDoUpdate({
        target: systemAdminProfiles.userId,
        set: { name: a.name, role: a.role, updatedAt: a.now },
      });
  });

/**
 * Removes the administrator: the rights (system_admins, and with it the profile) and their
 * membership of the operator's company, so the account can no longer reach the admin screens
 * or the operator's rooms. Their memberships of other companies, if any, stay.
 */
export const deleteAdmin = async (db: Db, a: { id: number; companyId: number }): Promise<boolean> =>
  db.transaction(async (tx) => {
    const removed = await tx
      .delete(systemAdmins)
      .where(eq(systemAdmins.userId, a.id))
      .returning({ id: systemAdmins.userId });
    if (removed.length === 0) return false;
    await tx
      .update(members)
      .set({ delFlg: true })
      .where(and(eq(members.userId, a.id), eq(members.companyId, a.companyId)));
    return true;
  });
