import type { Db } from './client.ts';

/**
 * The tables a session's caller is read from (scripts/bench-api.ts: reading
 * them was the largest query of every authenticated request on PGlite).
 */
const IDENTITY_TABLE = /\b(users|members|companies|sessions)\b/i;
const READ_ONLY = /^\s*select\b/i;

/**
 * Whether a statement may change who a session's caller is: anything but a
 * plain select that names one of the identity tables. Deliberately coarse
 * (a `with … select` or a rolled-back write also counts): a false alarm only
 * costs one uncached session lookup, a missed write would serve stale rights.
 */
export const writesIdentity = (statement: string): boolean =>
  !READ_ONLY.test(statement) && IDENTITY_TABLE.test(statement);

/** A counter bumped before every statement that may change the identity tables. */
export type IdentityGeneration = { value: number };

const generations = new WeakMap<Db, IdentityGeneration>();

/**
 * The drizzle logger that counts identity writes on one database. It sees
 * every statement drizzle sends (builders, `execute`, transactions), so no
 * feature has to remember to invalidate anything.
 */
export const identityWriteCounter = (): {
  generation: IdentityGeneration;
  logQuery: (query: string) => void;
} => {
  const generation: IdentityGeneration = { value: 0 };
  return {
    generation,
    logQuery: (query) => {
      if (writesIdentity(query)) generation.value += 1;
    },
  };
};

export const trackIdentityWrites = (db: Db, generation: IdentityGeneration): void => {
  generations.set(db, generation);
};

/**
 * The counter of a database whose statements are serialised in this process
 * (PGlite: one connection, one writer, guarded by the data directory's lock);
 * undefined for PostgreSQL, where other connections or servers may write and
 * no in-process cache can know it.
 */
export const identityGeneration = (db: Db): IdentityGeneration | undefined => generations.get(db);
