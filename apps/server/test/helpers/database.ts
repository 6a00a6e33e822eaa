import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/seed.ts';
import { templatePath } from './pgliteTemplate.ts';
import { SEEDED_DATABASE_ENV, SEEDED_DUMP_ENV } from './seededTemplate.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a database created for this file on that server (so
 * files run in parallel) and dropped by `close()`.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(templatePath());
  return openPostgres(url);
};

/**
 * A fresh database holding the demo seed, isolated like openTestDatabase's:
 * a copy of the run's seeded template (test/helpers/seededTemplate.ts), so
 * each test file skips seeding. Without that template (a script outside
 * Vitest) it seeds as before.
 */
export const openSeededTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  const dump = process.env[SEEDED_DUMP_ENV];
  const template = process.env[SEEDED_DATABASE_ENV];
  if (!url && dump && existsSync(dump)) return openPglite(dump);
  if (url && template) return openPostgres(url, template);
  const database = await openTestDatabase();
  await seedDemo(database.db);
  return database;
};

const openPglite = async (dumpFile: string): Promise<Database> => {
  const loadDataDir = existsSync(dumpFile) ? new Blob([readFileSync(dumpFile)]) : undefined;
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir });
  // Applies nothing when the dump is current; migrates a fresh cluster otherwise.
  await database.migrate();
  return database;
};

const openPostgres = async (url: string, template?: string): Promise<Database> => {
  const name = `genba_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};
