import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generationCache } from '../../db/generationCache.ts';
import { projectWriteGeneration } from '../../db/projectWrites.ts';
import { caseListGenerations } from '../../db/schema/index.ts';

/**
 * Case-list totals remembered per filter (core §9 allows a total cached for a
 * short time). Counting every matching project cost more than the page itself
 * at 50,000 projects (scripts/bench-projects.ts), and a filter change that
 * came back to a status after a 30 s age counted its 5,000 projects again
 * (28–34 ms of server CPU) although nothing had been written. A total is now
 * remembered until a write that may change it, with no age:
 *
 * - On PGlite by the process's own counter of statements that write projects,
 *   their members or customers (db/projectWrites.ts): one connection, every
 *   statement seen, no statement of its own asked.
 * - On PostgreSQL (other servers write) by the company's generation in the
 *   database (case_list_generations, bumped by statement triggers in the writing
 *   transaction, migration 0037_casegenerations): read first, then the count,
 *   which sees at least what that read saw, so a total is only ever stored
 *   under a generation no newer than the rows it counted.
 */
export const CASE_TOTAL_MAX_ENTRIES = 1_000;

const local = generationCache<number>(projectWriteGeneration, {
  maxAgeMs: Number.POSITIVE_INFINITY,
  maxEntries: CASE_TOTAL_MAX_ENTRIES,
});

type Stored = { generation: number; value: number };
const shared = new WeakMap<Db, Map<string, Stored>>();

/** The company's case-list generation (0 before its first counted write). */
export const caseListGeneration = async (db: Db, companyId: number): Promise<number> => {
  const [row] = await db
    .select({ generation: caseListGenerations.generation })
    .from(caseListGenerations)
    .where(eq(caseListGenerations.companyId, companyId));
  return Number(row?.generation ?? 0);
};

/**
 * The total of one filter of one company (`key` names the whole filter, the company and the caller's
 * visibility included): remembered until a write of the company's projects, members or customers.
 */
export const cachedCaseTotal = async (
  db: Db,
  companyId: number,
  key: string,
  count: () => Promise<number>,
  clock?: () => number,
): Promise<number> => {
  if (projectWriteGeneration(db)) return local(db, key, count, clock);
  const generation = await caseListGeneration(db, companyId);
  let store = shared.get(db);
  if (!store) {
    store = new Map();
    shared.set(db, store);
  }
  const entry = store.get(key);
  if (entry?.generation === generation) return entry.value;
  const value = await count();
  // A slower count of an older generation must not replace a newer one.
  const current = store.get(key);
  if (!current || current.generation < generation) {
    if (store.size >= CASE_TOTAL_MAX_ENTRIES) store.clear();
    store.set(key, { generation, value });
  }
  return value;
};
