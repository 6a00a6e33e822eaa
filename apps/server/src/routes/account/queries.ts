import { AUTH_ID } from '@genba/validators';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountChanges, accountTokens, members, sessions, users } from '../../db/schema/index.ts';

/** What a stored e-mail change looks like with its link's state (accountChangeStatus derives the core §4 status). */
export type AccountChangeRow = {
  email: string;
  completedAt: Date | null;
  usedAt: Date | null;
  expiresAt: Date;
  userId: number;
  tokenHash: string;
};

const changeColumns = {
  email: accountChanges.email,
  completedAt: accountChanges.completedAt,
  usedAt: accountTokens.usedAt,
  expiresAt: accountTokens.expiresAt,
  userId: accountChanges.userId,
  tokenHash: accountChanges.tokenHash,
};

/** The person's name on every active membership of the account (one person, one name in every company). */
export const renameAccount = async (
  db: Db,
  userId: number,
  names: { name1: string; name2: string; kana1: string; kana2: string },
): Promise<void> => {
  await db
    .update(members)
    .set(names)
    .where(and(eq(members.userId, userId), eq(members.delFlg, false)));
};

/** Sets the password and ends every other session of the account; returns how many ended. */
export const setPasswordEndingOtherSessions = async (
  db: Db,
  a: { userId: number; passwordHash: string; keepTokenHash: string },
): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: a.passwordHash }).where(eq(users.id, a.userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, a.userId), ne(sessions.tokenHash, a.keepTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  });

/** Whether another account already logs in with this address. */
export const emailTakenByOther = async (db: Db, email: string, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

export const insertAccountChange = async (
  db: Db,
  a: { tokenHash: string; userId: number; email: string },
): Promise<void> => {
  await db.insert(accountChanges).values(a);
};

/** The account's newest e-mail change, if any. */
export const latestAccountChange = async (db: Db, userId: number): Promise<AccountChangeRow | undefined> => {
  const [row] = await db
    .select(changeColumns)
    .from(accountChanges)
    .innerJoin(accountTokens, eq(accountTokens.tokenHash, accountChanges.tokenHash))
    .where(eq(accountChanges.userId, userId))
    .orderBy(desc(accountChanges.createdAt))
    .limit(1);
  return row;
};

export const accountChangeByTokenHash = async (
  db: Db,
  tokenHash: string,
): Promise<AccountChangeRow | undefined> => {
  const [row] = await db
    .select(changeColumns)
    .from(accountChanges)
    .innerJoin(accountTokens, eq(accountTokens.tokenHash, accountChanges.tokenHash))
    .where(eq(accountChanges.tokenHash, tokenHash));
  return row;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inside the spending transaction: the new address and the change's completion. */
export const applyAccountChange = async (
  tx: Tx,
  a: { tokenHash: string; userId: number; email: string; now: Date },
): Promise<void> => {
  await tx.update(users).set({ email: a.email }).where(eq(users.id, a.userId));
  await tx
    .update(accountChanges)
    .set({ completedAt: a.now })
    .where(eq(accountChanges.tokenHash, a.tokenHash));
};

/**
 * Why the account may not be deleted, if it may not: it holds a company's
 * contract (contract_authority 1), or it is the last active company manager
 * of a company that still has other active members.
 */
export const accountDeletionBlocker = async (
  db: Db,
  userId: number,
): Promise<'contractHolder' | 'lastManager' | null> => {
  const own = await db
    .select({ companyId: members.companyId, authId: members.authId, contract: members.contractAuthority })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.delFlg, false)));
  if (own.some((m) => m.contract === 1)) return 'contractHolder';
  for (const m of own.filter((o) => o.authId === AUTH_ID.companyManager)) {
    const [others] = await db
      .select({
        members: count(),
        managers: sql<number>`count(*) filter (where ${members.authId} = ${AUTH_ID.companyManager})`.mapWith(
          Number,
        ),
      })
      .from(members)
      .where(and(eq(members.companyId, m.companyId), eq(members.delFlg, false), ne(members.userId, userId)));
    if (others && others.members > 0 && others.managers === 0) return 'lastManager';
  }
  return null;
};

/**
 * Deletes the account in one transaction: every membership is marked deleted,
 * the credentials are cleared (the address and number become free for a new
 * account), every live link is revoked and every session ends. The rows stay,
 * so messages, photos and dailies keep their author.
 */
export const deleteAccountData = async (db: Db, userId: number, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ delFlg: true }).where(eq(members.userId, userId));
    await tx
      .update(users)
      .set({ email: null, telNumber: null, passwordHash: null, loginCompanyId: null, loginOfficeId: null })
      .where(eq(users.id, userId));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
};
