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
  limits: {
    maxAgeMs: number;
    maxEntries: number;
    /** With `sizeOf`, the store also starts over before its values would hold more than this many bytes. */
    maxBytes?: number;
    sizeOf?: (value: T) => number;
  },
) => {
  type Entry = { value: T; generation: number; storedAt: number };
  type Flight = { promise: Promise<T>; generation: number };
  type Stores = { entries: Map<string, Entry>; flights: Map<string, Flight>; bytes: number };
  const stores = new WeakMap<Db, Stores>();
  const storesOf = (db: Db): Stores => {
    let found = stores.get(db);
    if (!found) {
      found = { entries: new Map(), flights: new Map(), bytes: 0 };
      stores.set(db, found);
    }
    return found;
  };
  const sizeOf = (value: T): number => limits.sizeOf?.(value) ?? 0;
  const remember = (stores: Stores, key: string, entry: Entry) => {
    const { entries } = stores;
    const size = sizeOf(entry.value);
    // A value larger than the whole budget is served once and not kept.
    if (limits.maxBytes !== undefined && size > limits.maxBytes) return;
    const replaced = entries.get(key);
    if (replaced) stores.bytes -= sizeOf(replaced.value);
    const overBytes = limits.maxBytes !== undefined && stores.bytes + size > limits.maxBytes;
    if (overBytes || (!replaced && entries.size >= limits.maxEntries)) {
      entries.clear();
      stores.bytes = 0;
    }
    entries.set(key, entry);
    stores.bytes += size;
  };
  return async (
    db: Db,
    key: string,
    compute: () => Promise<T>,
    clock: () => number = () => performance.now(),
  ): Promise<T> => {
    const generation = generationOf(db);
    if (!generation) return compute();
    const stores = storesOf(db);
    const { entries: store, flights: running } = stores;
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
      if (generation.value === before)
        remember(stores, key, { value, generation: before, storedAt: clock() });
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
