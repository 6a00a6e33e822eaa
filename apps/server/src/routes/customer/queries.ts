import { LIMITS } from '@genba/validators';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildings, customers, members, offices, projects } from '../../db/schema/index.ts';
import { likePattern } from '../talk/queries.ts';

/** Customers' and buildings' reads and writes (docs/adr/006). */

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = typeof customers.$inferInsert;
export type BuildingRow = typeof buildings.$inferSelect;
export type BuildingInsert = typeof buildings.$inferInsert;

export type CustomerWithNames = {
  customer: CustomerRow;
  officeName: string | null;
  workerName: string | null;
};

const customerSelection = {
  customer: customers,
  officeName: offices.name,
  workerName: sql<string | null>`nullif(concat_ws(' ', ${members.name1}, ${members.name2}), '')`,
};

const customerQuery = (db: Db) =>
  db
    .select(customerSelection)
    .from(customers)
    .leftJoin(offices, eq(offices.id, customers.officeId))
    .leftJoin(members, eq(members.id, customers.workerInChargeId));

export type CustomerFilter = {
  companyId: number;
  keyword?: string | undefined;
  type?: CustomerRow['type'] | undefined;
  officeId?: number | undefined;
  rank?: string | undefined;
};

const customerFilters = (f: CustomerFilter): SQL | undefined => {
  const filters: SQL[] = [eq(customers.companyId, f.companyId)];
  if (f.type) filters.push(eq(customers.type, f.type));
  if (f.officeId) filters.push(eq(customers.officeId, f.officeId));
  if (f.rank) filters.push(eq(customers.rank, f.rank));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const match = or(
      ilike(customers.clientName, pattern),
      ilike(customers.kana, pattern),
      ilike(customers.tel, pattern),
      ilike(sql`concat_ws('', ${customers.address1}, ${customers.address2}, ${customers.address3})`, pattern),
    );
    if (match) filters.push(match);
  }
  return and(...filters);
};

/** A page of customers, newest first. */
export const listCustomers = async (db: Db, f: CustomerFilter, offset: number, limit: number) => {
  const where = customerFilters(f);
  const [rows, [counted]] = await Promise.all([
    customerQuery(db).where(where).orderBy(desc(customers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

export const findCustomer = async (
  db: Db,
  companyId: number,
  id: number,
): Promise<CustomerWithNames | undefined> => {
  const [row] = await customerQuery(db).where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  return row;
};

export const insertCustomer = async (db: Db, values: CustomerInsert): Promise<number> => {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('customer was not created');
  return row.id;
};

/**
 * Updates the customer and, in the same transaction, the copy of its name the
 * case list sorts by (projects.customer_name), so a rename never leaves the
 * sort order behind.
 */
export const updateCustomerRow = (
  db: Db,
  companyId: number,
  id: number,
  values: Partial<CustomerInsert>,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
      .returning({ id: customers.id, clientName: customers.clientName });
    if (!row) return false;
    await tx
      .update(projects)
      .set({ customerName: row.clientName })
      .where(
        and(eq(projects.customerId, id), sql`${projects.customerName} is distinct from ${row.clientName}`),
      );
    return true;
  });

/** Deletes the customer; its projects stay, without the customer or the copy of its name. */
export const deleteCustomerRow = (db: Db, companyId: number, id: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
    if (!own) return false;
    await tx.update(projects).set({ customerName: null }).where(eq(projects.customerId, id));
    const rows = await tx.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
    return rows.length > 0;
  });

export type BuildingFilter = {
  companyId: number;
  keyword?: string | undefined;
  customerId?: number | undefined;
};

const buildingFilters = (f: BuildingFilter): SQL | undefined => {
  const filters: SQL[] = [eq(buildings.companyId, f.companyId)];
  if (f.customerId) filters.push(eq(buildings.customerId, f.customerId));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const match = or(
      ilike(buildings.estateName, pattern),
      ilike(buildings.kana, pattern),
      ilike(sql`concat_ws('', ${buildings.address1}, ${buildings.address2}, ${buildings.address3})`, pattern),
    );
    if (match) filters.push(match);
  }
  return and(...filters);
};

export const listBuildings = async (db: Db, f: BuildingFilter, offset: number) => {
  const where = buildingFilters(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(buildings)
      .where(where)
      .orderBy(desc(buildings.id))
      .limit(LIMITS.paging.buildings)
      .offset(offset),
    db.select({ total: count() }).from(buildings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

export const findBuilding = async (
  db: Db,
  companyId: number,
  id: number,
): Promise<BuildingRow | undefined> => {
  const [row] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.id, id), eq(buildings.companyId, companyId)));
  return row;
};

export const insertBuilding = async (db: Db, values: BuildingInsert): Promise<BuildingRow> => {
  const [row] = await db.insert(buildings).values(values).returning();
  if (!row) throw new Error('building was not created');
  return row;
};

export const updateBuildingRow = async (
  db: Db,
  companyId: number,
  id: number,
  values: Partial<BuildingInsert>,
): Promise<BuildingRow | undefined> => {
  const [row] = await db
    .update(buildings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(buildings.id, id), eq(buildings.companyId, companyId)))
    .returning();
  return row;
};

export const deleteBuildingRow = async (db: Db, companyId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(buildings)
    .where(and(eq(buildings.id, id), eq(buildings.companyId, companyId)))
    .returning({ id: buildings.id });
  return rows.length > 0;
};
