import type { Db } from '../../db/client.ts';
import { projectWriteGeneration } from '../../db/projectWrites.ts';

/**
 * Case-list totals remembered per filter (core §9 allows a total cached for a
 * short time). Counting every matching project cost more than the page itself
 * at 50,000 projects (scripts/bench-projects.ts). On PGlite an entry is served
 * only while no statement has written projects, their members or customers
 * since it was counted (db/projectWrites.ts), so a new or deleted project is
 * counted at once; the age bound covers writes made outside drizzle.
 * PostgreSQL counts every time: other servers may write.
 */
export const CASE_TOTAL_MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 1_000;

type Entry = { total: number; generation: number; storedAt: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

export const cachedCaseTotal = async (
  db: Db,
  key: string,
  count: () => Promise<number>,
  clock: () => number = () => performance.now(),
): Promise<number> => {
  const generation = projectWriteGeneration(db);
  if (!generation) return count();
  let store = caches.get(db);
  if (!store) {
    store = new Map();
    caches.set(db, store);
  }
  const entry = store.get(key);
  if (entry && entry.generation === generation.value && clock() - entry.storedAt < CASE_TOTAL_MAX_AGE_MS)
    return entry.total;
  const before = generation.value;
  const total = await count();
  // A write that raced the count must not be masked by it.
  if (generation.value === before) {
    if (store.size >= MAX_ENTRIES) store.clear();
    store.set(key, { total, generation: before, storedAt: clock() });
  }
  return total;
};
