import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyContracts, memberOffices, members, offices } from '../../db/schema/index.ts';

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
