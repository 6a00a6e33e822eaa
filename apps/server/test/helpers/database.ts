import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { templatePath } from './pgliteTemplate.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a database created for this file on that server (so
 * files run in parallel) and dropped by `close()`.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = templatePath();
    const loadDataDir = existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir });
    // Applies nothing when the template is current; migrates a fresh cluster otherwise.
    await database.migrate();
    return database;
  }
  const name = `genba_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
