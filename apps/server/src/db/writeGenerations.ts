import type { Db } from './client.ts';

/** A counter bumped before every statement that may change the tables it watches. */
export type WriteGeneration = { value: number };

const READ_ONLY = /^\s*select\b/i;

/**
 * The statements that may change a set of tables, counted per database.
 * `writes` is deliberately coarse: anything but a plain select that names one
 * of the tables (a `with … select` or a rolled-back write also counts). A false
 * alarm only costs a recount; a missed write would serve stale data.
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
    writes: (statement) => !READ_ONLY.test(statement) && tables.test(statement),
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
