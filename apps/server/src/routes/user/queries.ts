import { LOGIN_TYPE, type QrLoginCodeState } from '@genba/validators';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyContracts,
  memberOffices,
  members,
  offices,
  qrLoginCodes,
  smsCodes,
  users,
} from '../../db/schema/index.ts';

export const officesOf = (db: Db, companyId: number) =>
  db.select().from(offices).where(eq(offices.companyId, companyId)).orderBy(asc(offices.id));

export const contractsOf = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyContracts)
    .where(eq(companyContracts.companyId, companyId))
    .orderBy(asc(companyContracts.id));

export const officeIdsOfMember = async (db: Db, memberId: number): Promise<number[]> =>
  (
    await db
      .select({ id: memberOffices.officeId })
      .from(memberOffices)
      .where(eq(memberOffices.memberId, memberId))
      .orderBy(asc(memberOffices.officeId))
  ).map((r) => r.id);

/** The companies a user can act for: one per active member record. */
export const companiesOfUser = (db: Db, userId: number) =>
  db
    .select({ company: companies, member: members })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.userId, userId), eq(members.delFlg, false)))
    .orderBy(asc(companies.id));

export const activeMemberOf = async (db: Db, userId: number, companyId: number) => {
  const [row] = await db
    .select({ member: members, company: companies })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.userId, userId), eq(members.companyId, companyId), eq(members.delFlg, false)));
  return row;
};

type QrLoginCodeRow = typeof qrLoginCodes.$inferSelect;

/**
 * Stores a new QR login code (its hash) and revokes the member's earlier live
 * ones, together. Revoking ends their time rather than marking them used, so
 * used_at is only ever a phone's login (getQrLoginCodeState tells them apart).
 */
export const replaceQrLoginCode = (db: Db, code: typeof qrLoginCodes.$inferInsert, now: Date) =>
  db.transaction(async (tx) => {
    await tx
      .update(qrLoginCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(qrLoginCodes.memberId, code.memberId),
          isNull(qrLoginCodes.usedAt),
          gt(qrLoginCodes.expiresAt, now),
        ),
      );
    await tx.insert(qrLoginCodes).values(code);
  });

/** What became of one of the member's codes: used by a phone, still live, or dead (expired, revoked, unknown). */
export const qrLoginCodeStateOf = async (
  db: Db,
  memberId: number,
  codeHash: string,
  now: Date,
): Promise<QrLoginCodeState> => {
  const [row] = await db
    .select({ usedAt: qrLoginCodes.usedAt, expiresAt: qrLoginCodes.expiresAt })
    .from(qrLoginCodes)
    .where(and(eq(qrLoginCodes.codeHash, codeHash), eq(qrLoginCodes.memberId, memberId)));
  if (!row) return 'expired';
  if (row.usedAt !== null) return 'used';
  return row.expiresAt.getTime() > now.getTime() ? 'live' : 'expired';
};

/**
 * Spends a live QR login code: one conditional update (its own transaction),
 * so of two racing uses exactly one gets the row back. Unknown, spent,
 * revoked and expired codes all come back undefined, after the same query.
 */
export const spendQrLoginCode = async (
  db: Db,
  codeHash: string,
  now: Date,
): Promise<QrLoginCodeRow | undefined> => {
  const [spent] = await db
    .update(qrLoginCodes)
    .set({ usedAt: now })
    .where(
      and(eq(qrLoginCodes.codeHash, codeHash), isNull(qrLoginCodes.usedAt), gt(qrLoginCodes.expiresAt, now)),
    )
    .returning();
  return spent;
};

/** The account, membership and company a spent code logs into, if the membership is still active. */
export const qrLoginAccountOf = async (db: Db, code: QrLoginCodeRow) => {
  const [row] = await db
    .select({ user: users, member: members, company: companies })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(
      and(
        eq(members.id, code.memberId),
        eq(members.userId, code.userId),
        eq(members.companyId, code.companyId),
        eq(members.delFlg, false),
      ),
    );
  return row;
};

/** The account that may log in by SMS with this number: mobile-only or both. */
export const mobileUserByTel = async (db: Db, tel: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.telNumber, tel), inArray(users.loginType, [LOGIN_TYPE.mobileOnly, LOGIN_TYPE.both])));
  return user;
};

/** Stores a new SMS code (its hash) and invalidates every earlier live code for the number, together. */
export const replaceSmsCode = (db: Db, code: typeof smsCodes.$inferInsert, now: Date) =>
  db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.telNumber, code.telNumber), isNull(smsCodes.consumedAt)));
    await tx.insert(smsCodes).values(code);
  });

/** The newest code for the number that is not consumed (it may have expired: the caller checks). */
export const newestLiveSmsCode = async (db: Db, tel: string) => {
  const [live] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.telNumber, tel), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return live;
};

/**
 * Reserves one attempt on a code in one conditional update, so parallel
 * guesses cannot all pass the attempts check; false once `maxAttempts` are used.
 */
export const reserveSmsCodeAttempt = async (db: Db, id: number, maxAttempts: number) => {
  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id });
  return reserved !== undefined;
};

/** Gives a right code's reserved attempt back, and marks it used when `consumedAt` is given. */
export const settleSmsCode = (db: Db, id: number, consumedAt: Date | undefined) =>
  db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} - 1`, ...(consumedAt ? { consumedAt } : {}) })
    .where(eq(smsCodes.id, id));
