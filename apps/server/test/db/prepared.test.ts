import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryPrepared, quoteLiteral } from '../../src/db/prepared.ts';
import { openTestDatabase } from '../helpers/database.ts';

/** db/prepared.ts: a hot statement planned once per connection, on both engines. */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('queryPrepared', () => {
  it('answers with its parameters as they were sent, quotes and backslashes included', async () => {
    for (const value of ["it's", "''", '\\', "\\'", "E'x'", '$1', '改行\nタブ\t', '😀']) {
      const rows = await queryPrepared<{ value: string }>(
        database.db,
        'genba_test_echo',
        ['text'],
        sql`select ${value}::text as value`,
      );
      expect(rows).toEqual([{ value }]);
    }
  });

  it('prepares again when the session lost its statements (PGlite)', async () => {
    const run = () =>
      queryPrepared<{ n: number }>(database.db, 'genba_test_again', ['int'], sql`select ${41}::int + 1 as n`);
    expect(await run()).toEqual([{ n: 42 }]);
    if (database.kind === 'pglite') await database.db.execute(sql`deallocate all`);
    expect(await run()).toEqual([{ n: 42 }]);
  });

  it('quotes a literal as PostgreSQL reads it back, and refuses a NUL', () => {
    expect(quoteLiteral("it's \\")).toBe("E'it''s \\\\'");
    expect(quoteLiteral(null)).toBe('null');
    expect(() => quoteLiteral('a\0b')).toThrow();
  });
});
