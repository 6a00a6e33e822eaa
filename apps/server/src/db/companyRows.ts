import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { buildings, customers, members, offices } from './schema/index.ts';

/** Rows that belong to one company (company_id): a request may name only its own company's. */
const COMPANY_TABLES = {
  office: offices,
  customer: customers,
  building: buildings,
  member: members,
} as const;

export type CompanyRowKind = keyof typeof COMPANY_TABLES;

/** Whether the row `id` of this kind exists and belongs to the company (deleted rows included). */
export const isCompanyRow = async (
  db: Db,
  kind: CompanyRowKind,
  companyId: number,
  id: number,
): Promise<boolean> => {
  const table = COMPANY_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return row !== undefined;
};

/** The ids among `ids` that are live members of the company (a task or a group takes only those). */
export const companyMemberIds = async (
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.delFlg, false), inArray(members.id, [...ids])));
  return rows.map((r) => r.id);
};
