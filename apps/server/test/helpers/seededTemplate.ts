import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { templatePath } from './pgliteTemplate.ts';

/**
 * Where the workers find this run's seeded template: a PGlite dump file, or a
 * PostgreSQL database name. Environment variables set by a global setup reach
 * the workers, which Vitest starts afterwards.
 */
export const SEEDED_DUMP_ENV = 'GENBA_TEST_SEEDED_DUMP';
export const SEEDED_DATABASE_ENV = 'GENBA_TEST_SEEDED_DATABASE';

const builder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'buildSeededTemplate.ts');
const serverDir = path.resolve(path.dirname(builder), '../..');
const run = promisify(execFile);

const build = (kind: 'pglite' | 'postgres', ...args: string[]) =>
  run(process.execPath, ['--conditions=source', builder, kind, ...args], { cwd: serverDir });

/**
 * Vitest global setup (after pgliteTemplate.ts): seeds the demo data once per
 * run instead of once per test file (1.5 to 5 s each on this machine), and
 * each test database is a copy of it. Built per run, never cached across runs:
 * the seed changes with the code and its dates follow today.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `genba_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    await build('postgres', name);
    process.env[SEEDED_DATABASE_ENV] = name;
    return async () => {
      delete process.env[SEEDED_DATABASE_ENV];
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  const target = path.join(
    tmpdir(),
    `genba-pglite-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  const migrated = templatePath();
  await build('pglite', `${target}.partial`, ...(existsSync(migrated) ? [migrated] : []));
  // Renamed once complete, so no worker ever reads half a file.
  await rename(`${target}.partial`, target);
  process.env[SEEDED_DUMP_ENV] = target;
  return async () => {
    delete process.env[SEEDED_DUMP_ENV];
    await rm(target, { force: true });
  };
}

const adminQuery = async (url: string, sql: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};
