import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A hot statement planned once per connection instead of at every call (issue 11: the send
 * statement's planning was about half of its cost on PGlite, 0.9 of 1.8 ms of CPU). Its text must
 * not change from call to call (the values travel as parameters), and `name` must be that text's
 * alone.
 *
 * - PostgreSQL (node-postgres): a named statement of the extended protocol; node-postgres prepares
 *   it on each pooled connection the first time it runs there.
 * - PGlite (one connection): PREPARE once, then EXECUTE with the parameters as quoted literals
 *   (PGlite's query() knows only the unnamed statement, and EXECUTE takes no bound parameters).
 * - A transaction (drizzle's tx has no client of its own here): an ordinary statement.
 */

const dialect = new PgDialect();

/** PGlite's client and node-postgres's pool, as far as this module uses them. */
type PgliteClient = {
  query: (text: string) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<unknown>;
  waitReady: Promise<void>;
};
type PgPool = {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
  totalCount: number;
};

const clientOf = (db: Db): unknown => (db as unknown as { $client?: unknown }).$client;
const isPglite = (client: unknown): client is PgliteClient =>
  typeof client === 'object' && client !== null && 'waitReady' in client && 'exec' in client;
const isPool = (client: unknown): client is PgPool =>
  typeof client === 'object' && client !== null && 'totalCount' in client && 'query' in client;

/**
 * A parameter as a PostgreSQL string literal: E'…' with quotes and backslashes doubled (the form
 * of node-postgres's escapeLiteral, right whatever standard_conforming_strings says). The value
 * is cast by the prepared statement's parameter type.
 */
export const quoteLiteral = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  const text = typeof value === 'string' ? value : String(value);
  if (text.includes('\0')) throw new Error('a NUL character cannot be sent to PostgreSQL');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
};

/**
 * The drizzle logger of a PGlite database (client.ts registers it): a statement run on the client
 * itself is shown to it as drizzle would have, so the write counters (writeGenerations.ts) see the
 * statement's own text, not `execute name(…)`, which would count as a write of every table.
 */
export const statementLoggers = new WeakMap<Db, (text: string, params: unknown[]) => void>();

/** The statements PREPAREd on each PGlite client (a PGlite instance is one session). */
const preparedOn = new WeakMap<object, Set<string>>();

/** PostgreSQL's "prepared statement does not exist" (a session reset, DEALLOCATE ALL). */
const UNDEFINED_PSTATEMENT = '26000';
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/**
 * Runs `query` as the prepared statement `name`. `types` are its parameters' types in order
 * (PGlite's PREPARE needs them), as many as the query has parameters.
 */
export const queryPrepared = async <T>(
  db: Db,
  name: string,
  types: readonly string[],
  query: SQL,
): Promise<T[]> => {
  const client = clientOf(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length !== types.length)
    throw new Error(`${name}: ${params.length} parameters, ${types.length} types`);
  if (isPool(client)) return (await client.query({ name, text, values: params })).rows as T[];
  if (!isPglite(client)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  statementLoggers.get(db)?.(text, params);
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  const execute = `execute ${name}(${params.map(quoteLiteral).join(', ')})`;
  for (let attempt = 0; ; attempt++) {
    if (!prepared.has(name)) {
      await client.exec(`prepare ${name}(${types.join(', ')}) as ${text}`);
      prepared.add(name);
    }
    try {
      return (await client.query(execute)).rows as T[];
    } catch (error) {
      if (codeOf(error) !== UNDEFINED_PSTATEMENT || attempt > 0) throw error;
      prepared.delete(name);
    }
  }
};
