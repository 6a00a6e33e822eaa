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
 * The tables the triggers of the migrations write when a row is inserted into a table (apps/server/drizzle:
 * 0031_albumindex keeps album_photo_counts, 0037_casegenerations case_list_generations).
 * writeGenerations.test.ts fails when a migration adds a trigger this map does not name, so an insert's
 * trigger never writes a watched table unseen.
 */
export const INSERT_TRIGGER_WRITES: Readonly<Record<string, readonly string[]>> = {
  album_photos: ['album_photo_counts'],
  // 0037_casegenerations: the company's case-list generation.
  customers: ['case_list_generations'],
  project_members: ['case_list_generations'],
  projects: ['case_list_generations'],
};

const STARTS_INSERT = /^\s*(with|insert)\b/i;
/** The table's name (schema-qualified or not, quoted or not) is the last word before its column list. */
const INSERT_INTO = /\binsert\s+into\s+(?:"?[a-z_][a-z0-9_]*"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
/** An upsert updates the row of the table it inserts into. */
const UPSERT = /\bon\s+conflict\b/gi;
const DO_UPDATE = /\bdo\s+update\s+set\b/gi;
/** Whatever else could write, or run something that writes, once the inserts are set aside. */
const OTHER_WRITE =
  /\b(insert|update|delete|merge|truncate|drop|alter|create|call|copy|execute|lock|grant|revoke)\b|;\s*\S/i;

/**
 * The tables an insert-only statement writes: `insert …` or `with …` whose only writes are
 * `insert into <table>` (upserts included) and whose other words call nothing that writes, with
 * the tables their triggers write. Undefined for any other statement, whose every named table
 * then counts. So a send that inserts a message and reads its sender's name from members
 * (talk's insertSentMessage) no longer drops every cached session: it writes chat_messages,
 * chat_mentions and chat_room_reads, not members.
 */
export const insertTargets = (statement: string): string[] | undefined => {
  if (!STARTS_INSERT.test(statement)) return undefined;
  const targets = [...statement.matchAll(INSERT_INTO)].map((m) => (m[1] as string).toLowerCase());
  if (targets.length === 0) return undefined;
  // Each `do update set` must belong to an `on conflict` of an insert, never stand for an update statement.
  const upserts = statement.match(UPSERT)?.length ?? 0;
  const updates = statement.match(DO_UPDATE)?.length ?? 0;
  if (updates > upserts) return undefined;
  const rest = statement.replace(INSERT_INTO, ' ').replace(DO_UPDATE, ' ');
  if (OTHER_WRITE.test(rest)) return undefined;
  return [...new Set(targets.flatMap((t) => [t, ...(INSERT_TRIGGER_WRITES[t] ?? [])]))];
};

/**
 * The statements that may change a set of tables, counted per database.
 * `writes` is deliberately coarse: anything but a read (readsOnly) that names
 * one of the tables (a rolled-back write also counts), except that an insert-only
 * statement counts for the tables it inserts into (insertTargets), not those it reads.
 * A false alarm only costs a recount; a missed write would serve stale data. A `with … select` once
 * counted too, so every rare-keyword case list (its MATERIALIZED filter) emptied
 * every read cache of the server (bench:projects: 3.0 ms CPU per request, not 0.2).
 */
export type WriteWatch = {
  writes: (statement: string) => boolean;
  /** writes() for a statement already classified (writeCounter classifies each once for every watch). */
  writesClassified: (statement: string, targets: string[] | undefined) => boolean;
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
  const writesClassified = (statement: string, targets: string[] | undefined) =>
    targets ? targets.some((table) => tables.test(table)) : tables.test(statement);
  return {
    writes: (statement) => !readsOnly(statement) && writesClassified(statement, insertTargets(statement)),
    writesClassified,
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
      if (readsOnly(query)) return;
      const targets = insertTargets(query);
      for (const { watch, generation } of counted)
        if (watch.writesClassified(query, targets)) generation.value += 1;
    },
    track: (db: Db): void => {
      for (const { watch, generation } of counted) watch.track(db, generation);
    },
  };
};
