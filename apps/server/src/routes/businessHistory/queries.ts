import { BUSINESS_HISTORY_LIMIT } from '@genba/validators';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  members,
  projectBusinessHistories,
  projectBusinessHistoryFiles,
  projects,
} from '../../db/schema/index.ts';

/** The business-history feature's reads and writes (docs/adr/006); handlers in index.ts call these. */

export type BusinessHistoryInsert = typeof projectBusinessHistories.$inferInsert;
/** The columns a write sets (the request's fields). */
export type BusinessHistoryValues = Omit<
  BusinessHistoryInsert,
  'id' | 'companyId' | 'projectId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

const selection = {
  entry: projectBusinessHistories,
  fieldName: projects.caseName,
  createdByName: sql<string | null>`nullif(concat_ws(' ', ${members.name1}, ${members.name2}), '')`,
};
export type BusinessHistoryRow = {
  entry: typeof projectBusinessHistories.$inferSelect;
  fieldName: string;
  createdByName: string | null;
};

const joined = (db: Db) =>
  db
    .select(selection)
    .from(projectBusinessHistories)
    .innerJoin(projects, eq(projects.id, projectBusinessHistories.projectId))
    .leftJoin(members, eq(members.id, projectBusinessHistories.createdBy));

/** A project's history, newest day first, then the latest start time (no time last), then newest entry. */
export const listBusinessHistories = (db: Db, projectId: number): Promise<BusinessHistoryRow[]> =>
  joined(db)
    .where(eq(projectBusinessHistories.projectId, projectId))
    .orderBy(
      desc(projectBusinessHistories.operationDate),
      sql`${projectBusinessHistories.startTime} desc nulls last`,
      desc(projectBusinessHistories.id),
    )
    .limit(BUSINESS_HISTORY_LIMIT.perProject);

/** One entry of the company (another company's id reads as missing). */
export const findBusinessHistory = async (
  db: Db,
  companyId: number,
  id: number,
): Promise<BusinessHistoryRow | undefined> => {
  const [row] = await joined(db).where(
    and(eq(projectBusinessHistories.id, id), eq(projectBusinessHistories.companyId, companyId)),
  );
  return row;
};

/**
 * Adds an entry unless the project already holds the most it may; the
 * project's row is locked first, so two adds racing at the limit cannot both pass.
 * Returns the new id, or null at the limit.
 */
export const insertBusinessHistory = (
  db: Db,
  row: BusinessHistoryValues & { companyId: number; projectId: number; createdBy: number },
): Promise<number | null> =>
  db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, row.projectId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(projectBusinessHistories)
      .where(eq(projectBusinessHistories.projectId, row.projectId));
    if ((held?.n ?? 0) >= BUSINESS_HISTORY_LIMIT.perProject) return null;
    const [created] = await tx
      .insert(projectBusinessHistories)
      .values(row)
      .returning({ id: projectBusinessHistories.id });
    return created?.id ?? null;
  });

export const updateBusinessHistoryRow = async (
  db: Db,
  id: number,
  values: BusinessHistoryValues,
): Promise<boolean> => {
  const updated = await db
    .update(projectBusinessHistories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projectBusinessHistories.id, id))
    .returning({ id: projectBusinessHistories.id });
  return updated.length > 0;
};

export const deleteBusinessHistoryRow = async (db: Db, id: number): Promise<boolean> => {
  const deleted = await db
    .delete(projectBusinessHistories)
    .where(eq(projectBusinessHistories.id, id))
    .returning({ id: projectBusinessHistories.id });
  return deleted.length > 0;
};

export type BusinessHistoryFileRow = typeof projectBusinessHistoryFiles.$inferSelect;

/** The files of the given entries, oldest first, by entry id. */
export const filesOf = async (
  db: Db,
  historyIds: readonly number[],
): Promise<Map<number, BusinessHistoryFileRow[]>> => {
  const byEntry = new Map<number, BusinessHistoryFileRow[]>();
  if (historyIds.length === 0) return byEntry;
  const rows = await db
    .select()
    .from(projectBusinessHistoryFiles)
    .where(inArray(projectBusinessHistoryFiles.historyId, [...historyIds]))
    .orderBy(asc(projectBusinessHistoryFiles.id));
  for (const row of rows) byEntry.set(row.historyId, [...(byEntry.get(row.historyId) ?? []), row]);
  return byEntry;
};

/** A file of the company with the project its entry belongs to (another company's id reads as missing). */
export const findBusinessHistoryFile = async (db: Db, companyId: number, id: number) => {
  const [row] = await db
    .select({ file: projectBusinessHistoryFiles, projectId: projectBusinessHistories.projectId })
    .from(projectBusinessHistoryFiles)
    .innerJoin(
      projectBusinessHistories,
      eq(projectBusinessHistories.id, projectBusinessHistoryFiles.historyId),
    )
    .where(and(eq(projectBusinessHistoryFiles.id, id), eq(projectBusinessHistoryFiles.companyId, companyId)));
  return row;
};

/**
 * Records a stored file unless the entry already holds the most it may (the
 * entry's row locked first, so two uploads racing at the limit cannot both pass).
 * Returns the row, or null at the limit.
 */
export const insertBusinessHistoryFile = (
  db: Db,
  row: typeof projectBusinessHistoryFiles.$inferInsert,
): Promise<BusinessHistoryFileRow | null> =>
  db.transaction(async (tx) => {
    await tx
      .select({ id: projectBusinessHistories.id })
      .from(projectBusinessHistories)
      .where(eq(projectBusinessHistories.id, row.historyId))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(projectBusinessHistoryFiles)
      .where(eq(projectBusinessHistoryFiles.historyId, row.historyId));
    if ((held?.n ?? 0) >= BUSINESS_HISTORY_LIMIT.filesPerEntry) return null;
    const [created] = await tx.insert(projectBusinessHistoryFiles).values(row).returning();
    return created ?? null;
  });

export const deleteBusinessHistoryFileRow = async (db: Db, id: number): Promise<void> => {
  await db.delete(projectBusinessHistoryFiles).where(eq(projectBusinessHistoryFiles.id, id));
};

/** The storage keys of every file attached to a project's history (removed with the project). */
export const projectFileKeys = async (db: Db, projectId: number): Promise<string[]> => {
  const rows = await db
    .select({ key: projectBusinessHistoryFiles.storageKey })
    .from(projectBusinessHistoryFiles)
    .innerJoin(
      projectBusinessHistories,
      eq(projectBusinessHistories.id, projectBusinessHistoryFiles.historyId),
    )
    .where(eq(projectBusinessHistories.projectId, projectId));
  return rows.map((r) => r.key);
};
