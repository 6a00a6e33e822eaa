import type { Db } from '../db/client.ts';
import { identityGeneration } from '../db/identityWrites.ts';

/**
 * An in-memory cache of session lookups, for PGlite only (where the lookup's
 * four-table join was the largest single cost of an authenticated request;
 * scripts/bench-api.ts). An entry is served only while no statement has
 * written users, members, companies or sessions since it was read (see
 * db/identityWrites.ts): logout, revocation, a password change, a company
 * switch, a renewal, terms agreement or a removed member all drop it, whoever
 * wrote them. The age bound is a second line for writes made outside drizzle.
 */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
/** Beyond this many live tokens the cache starts over rather than grow without bound. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry<Row> = { row: Row; generation: number; storedAt: number };

export type SessionCache<Row> = {
  /** The cached row, or undefined when absent, stale or invalidated by a write. */
  get(tokenHash: string): Row | undefined;
  /**
   * Reads through `load`, remembering the answer only if no identity write
   * happened while it ran (a write racing the read must not be masked).
   */
  load(tokenHash: string, read: () => Promise<Row | undefined>): Promise<Row | undefined>;
};

const caches = new WeakMap<Db, Map<string, unknown>>();

export const sessionCacheFor = <Row>(
  db: Db,
  clock: () => number = () => performance.now(),
): SessionCache<Row> => {
  const generation = identityGeneration(db);
  let entries = caches.get(db) as Map<string, Entry<Row>> | undefined;
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const store = entries;
  const get = (tokenHash: string): Row | undefined => {
    // Stryker disable next-line ConditionalExpression,BlockStatement: load stores nothing without a generation, so the lookup below finds nothing either
    if (!generation) return undefined;
    const entry = store.get(tokenHash);
    if (!entry) return undefined;
    if (entry.generation !== generation.value || clock() - entry.storedAt >= SESSION_CACHE_MAX_AGE_MS) {
      // Stryker disable next-line CallExpression: frees memory only; a stale entry is never served either way
      store.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  };
  return {
    get,
    load: async (tokenHash, read) => {
      const cached = get(tokenHash);
      if (cached !== undefined) return cached;
      // Stryker disable next-line OptionalChaining: without a generation (PostgreSQL) this crashes; sessionCache.test.ts checks that under DATABASE_URL, mutation runs use PGlite
      const before = generation?.value;
      const row = await read();
      if (row === undefined || !generation || generation.value !== before) return row;
      if (store.size >= SESSION_CACHE_MAX_ENTRIES) store.clear();
      store.set(tokenHash, { row, generation: generation.value, storedAt: clock() });
      return row;
    },
  };
};
