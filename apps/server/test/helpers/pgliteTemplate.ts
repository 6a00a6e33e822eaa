import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../src/db/client.ts';

/**
 * PGlite's initdb costs seconds per test file (8 s on a busy machine); loading
 * a dump of an already migrated cluster takes under one. The template is keyed
 * by the migrations' content, so a new migration makes a new template.
 */
export const templatePath = (): string => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return path.join(tmpdir(), `genba-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
};

/** Vitest global setup: builds the template once per run if it is missing. */
export default async function setup(): Promise<void> {
  const target = templatePath();
  if (existsSync(target)) return;
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target);
}
