import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';

/**
 * PGlite's PostgreSQL lives in the server's WebAssembly memory, which never shrinks: what these
 * settings let the backend touch stays resident (db/client.ts PGLITE_SETTINGS, issue 11's 200 MB).
 * PGlite only: a PostgreSQL server's settings are its operator's.
 */
describe('the embedded database memory settings', () => {
  it('bounds shared_buffers, maintenance_work_mem and temp_buffers', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const rows = await queryRows<{ name: string; bytes: string }>(
        database.db,
        sql`select name, pg_size_bytes(current_setting(name))::text as bytes
            from unnest(array['shared_buffers', 'maintenance_work_mem', 'temp_buffers']) as name`,
      );
      const mb = Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes) / 2 ** 20]));
      expect(mb).toEqual({ maintenance_work_mem: 8, shared_buffers: 8, temp_buffers: 1 });
    } finally {
      await database.close();
    }
  });
});
