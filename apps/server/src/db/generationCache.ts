import type { Db } from './client.ts';
import type { WriteGeneration } from './writeGenerations.ts';

/**
 * Values remembered per database and key while no statement has written the
 * tables a write watch counts (writeGenerations.ts). On PGlite the counter is
 * exact (one connection, every statement seen), so a write is read at once; the
 * age bound covers writes made outside drizzle. Where the database has no
 * counter (PostgreSQL: other servers write) every call computes.
 */
export const generationCache = <T>(
  generationOf: (db: Db) => WriteGeneration | undefined,
  limits: { maxAgeMs: number; maxEntries: number },
) => {
  type Entry = { value: T; generation: number; storedAt: number };
  const caches = new WeakMap<Db, Map<string, Entry>>();
  return async (
    db: Db,
    key: string,
    compute: () => Promise<T>,
    clock: () => number = () => performance.now(),
  ): Promise<T> => {
    const generation = generationOf(db);
    if (!generation) return compute();
    let store = caches.get(db);
    if (!store) {
      store = new Map();
      caches.set(db, store);
    }
    const entry = store.get(key);
    // A negative age (the clock stepped backwards) is no age at all: the entry is not trusted.
    const age = entry ? clock() - entry.storedAt : Number.NaN;
    if (entry && entry.generation === generation.value && age >= 0 && age < limits.maxAgeMs)
      return entry.value;
    const before = generation.value;
    const value = await compute();
    // A write that raced the computation must not be masked by it.
    if (generation.value === before) {
      if (store.size >= limits.maxEntries) store.clear();
      store.set(key, { value, generation: before, storedAt: clock() });
    }
    return value;
  };
};
