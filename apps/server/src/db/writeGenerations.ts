import type { Db } from './client.ts';

/** A counter bumped before every statement that may change the tables it watches. */
export type WriteGeneration = { value: number };

const READ_ONLY = /^\s*select\b/i;
const WITH = /^\s*with\b/i;
/**
 * A word that makes a `with` statement a write (a data-modifying CTE or its main statement). Matched
 * anywhere in the text: a column named update_datetime does not match, `select … for update` or a
 * literal holding one of the words does, and counts as a write: a false alarm, never a missed write.
 */
const WRITE_WORD = /\b(insert|update|delete|merge)\b/i;

/** A plain select, or a `with` that only reads (the case list's MATERIALIZED filter). */
export const readsOnly = (statement: string) =>
  READ_ONLY.test(statement) || (WITH.test(statement) && !WRITE_WORD.test(statement));

/**
 * The statements that may change a set of tables, counted per database.
 * `writes` is deliberately coarse: anything but a read (readsOnly) that names
 * one of the tables (a rolled-back write also counts). A false alarm only costs
 * a recount; a missed write would serve stale data. A `with … select` once
 * counted too, so every rare-keyword case list (its MATERIALIZED filter) emptied
 * every read cache of the server (bench:projects: 3.0 ms CPU per request, not 0.2).
 */
export type WriteWatch = {
  writes: (statement: string) => boolean;
  track: (db: Db, generation: WriteGeneration) => void;
  /**
   * The counter of a database whose statements are serialised in this process
   * (PGlite: one connection, one writer, guarded by the data directory's lock);
   * undefined for PostgreSQL, where other connections or servers may write and
   * no in-process cache can know it.
   */
  generation: (db: Db) => WriteGeneration | undefined;
};

export const watchWrites = (tables: RegExp): WriteWatch => {
  const generations = new WeakMap<Db, WriteGeneration>();
  return {
    writes: (statement) => !readsOnly(statement) && tables.test(statement),
    track: (db, generation) => void generations.set(db, generation),
    generation: (db) => generations.get(db),
  };
};

/**
 * The drizzle logger that counts the writes of every watch on one database. It
 * sees every statement drizzle sends (builders, `execute`, transactions), so no
 * feature has to remember to invalidate anything.
 */
export const writeCounter = (watches: readonly WriteWatch[]) => {
  const counted = watches.map((watch) => ({ watch, generation: { value: 0 } }));
  return {
    logQuery: (query: string): void => {
      for (const { watch, generation } of counted) if (watch.writes(query)) generation.value += 1;
    },
    track: (db: Db): void => {
      for (const { watch, generation } of counted) watch.track(db, generation);
    },
  };
};
