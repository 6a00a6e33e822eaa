/**
 * Run by seededTemplate.ts in a child process (`node --conditions=source`,
 * as the workers resolve the workspace packages; the global setup's own
 * module loader does not): migrates and seeds one template, either a PGlite
 * dump written to `argv[3]` or the PostgreSQL database `argv[3]` (already
 * created) on DATABASE_URL.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { usePasswordHashCost } from '../../src/auth/password.ts';
import { migrationsFolder, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/seed.ts';

const [kind, target, migratedDump] = process.argv.slice(2);
if (!target || (kind !== 'pglite' && kind !== 'postgres')) throw new Error('usage: pglite|postgres target');
// The cost the workers use (fastPasswords.ts): logins in the tests stay fast.
usePasswordHashCost('test');

if (kind === 'pglite') {
  const { readFile } = await import('node:fs/promises');
  const loadDataDir = migratedDump ? new Blob([await readFile(migratedDump)]) : undefined;
  const client = new PGlite({ loadDataDir, extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedDemo(db);
  // Statistics travel with the dump, so every copy plans like a seeded server.
  await client.exec('analyze');
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
} else {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${target}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  await seedDemo(database.db);
  await database.db.execute(sql`analyze`);
  await database.close();
}
