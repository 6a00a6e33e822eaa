import type { Db } from './client.ts';
import type { WriteGeneration } from './writeGenerations.ts';

/**
 * Values remembered per database and key while no statement has written the
 * tables a write watch counts (writeGenerations.ts). On PGlite the counter is
 * exact (one connection, every statement seen), so a write is read at once; the
 * age bound covers writes made outside drizzle. Where the database has no
 * counter (PostgreSQL: other servers write) every call computes.
 *
 * Callers that miss while the same key is already being computed, with no
 * counted write since that computation started, wait for it instead of
 * computing again: when an answer ages out under load, every client asked at
 * once, and ten copies of the same six statements were the tail of bench:api.
 * What they get is what they would have computed: the same database state.
 */
export const generationCache = <T>(
  generationOf: (db: Db) => WriteGeneration | undefined,
  limits: { maxAgeMs: number; maxEntries: number },
) => {
  type Entry = { value: T; generation: number; storedAt: number };
  type Flight = { promise: Promise<T>; generation: number };
  type Stores = { entries: Map<string, Entry>; flights: Map<string, Flight> };
  const stores = new WeakMap<Db, Stores>();
  const storesOf = (db: Db): Stores => {
    let found = stores.get(db);
    if (!found) {
      found = { entries: new Map(), flights: new Map() };
      stores.set(db, found);
    }
    return found;
  };
  return async (
    db: Db,
    key: string,
    compute: () => Promise<T>,
    clock: () => number = () => performance.now(),
  ): Promise<T> => {
    const generation = generationOf(db);
    if (!generation) return compute();
    const { entries: store, flights: running } = storesOf(db);
    const entry = store.get(key);
    // A negative age (the clock stepped backwards) is no age at all: the entry is not trusted.
    const age = entry ? clock() - entry.storedAt : Number.NaN;
    if (entry && entry.generation === generation.value && age >= 0 && age < limits.maxAgeMs)
      return entry.value;
    const before = generation.value;
    const flight = running.get(key);
    if (flight && flight.generation === before) return flight.promise;
    const promise = compute().then((value) => {
      // A write that raced the computation must not be masked by it.
      if (generation.value === before) {
        if (store.size >= limits.maxEntries) store.clear();
        store.set(key, { value, generation: before, storedAt: clock() });
      }
      return value;
    });
    const own: Flight = { promise, generation: before };
    running.set(key, own);
    const settled = () => {
      if (running.get(key) === own) running.delete(key);
    };
    promise.then(settled, settled);
    return promise;
  };
};
