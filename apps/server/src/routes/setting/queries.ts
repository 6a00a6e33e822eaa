import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memberOffices, members, offices } from '../../db/schema/index.ts';

export type CompanyColumns = Partial<typeof companies.$inferInsert>;
export type OfficeColumns = Omit<typeof offices.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export const findCompany = async (db: Db, companyId: number) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
};

export const updateCompany = (db: Db, companyId: number, columns: CompanyColumns, now: Date) =>
  db
    .update(companies)
    .set({ ...columns, updatedAt: now })
    .where(eq(companies.id, companyId));

/** The company's offices with how many live members each has. */
export const officesWithCounts = (db: Db, companyId: number) =>
  db
    .select({ office: offices, memberCount: count(members.id) })
    .from(offices)
    .leftJoin(memberOffices, eq(memberOffices.officeId, offices.id))
    .leftJoin(members, and(eq(members.id, memberOffices.memberId), eq(members.delFlg, false)))
    .where(eq(offices.companyId, companyId))
    .groupBy(offices.id)
    .orderBy(asc(offices.id));

export const findOffice = async (db: Db, companyId: number, officeId: number) => {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.companyId, companyId)));
  return row;
};

export const insertOffice = async (db: Db, companyId: number, columns: OfficeColumns) => {
  const [row] = await db
    .insert(offices)
    .values({ ...columns, companyId })
    .returning();
  if (!row) throw new Error('office insert returned nothing');
  return row;
};

export const updateOfficeRow = async (db: Db, officeId: number, columns: OfficeColumns) => {
  const [row] = await db.update(offices).set(columns).where(eq(offices.id, officeId)).returning();
  if (!row) throw new Error('office update returned nothing');
  return row;
};

/** Live members placed in the office. */
export const officeMemberCount = async (db: Db, officeId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(memberOffices)
    .innerJoin(members, and(eq(members.id, memberOffices.memberId), eq(members.delFlg, false)))
    .where(eq(memberOffices.officeId, officeId));
  return row?.n ?? 0;
};

export const deleteOfficeRow = (db: Db, officeId: number) =>
  db.delete(offices).where(eq(offices.id, officeId));
