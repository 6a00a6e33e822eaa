import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companies, projects } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';
import { SEEDED_DATABASE_ENV, SEEDED_DUMP_ENV } from '../helpers/seededTemplate.ts';

/** The seed is made once per run (seededTemplate.ts); every test file must still get its own database. */
describe('seeded test databases', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([openSeededTestDatabase(), openSeededTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('come from the run’s template, not from seeding again in each file', () => {
    const template = process.env.DATABASE_URL ? SEEDED_DATABASE_ENV : SEEDED_DUMP_ENV;
    expect(process.env[template]).toBeTruthy();
  });

  it('hold the demo seed, and a write to one copy is invisible in the other', async () => {
    const countProjects = async (database: Database) =>
      (await database.db.select({ n: count() }).from(projects))[0]?.n ?? 0;
    const seeded = await countProjects(first);
    expect(seeded).toBeGreaterThan(0);
    expect(await countProjects(second)).toBe(seeded);

    await first.db.delete(projects);
    await first.db.update(companies).set({ name: 'changed' }).where(eq(companies.name, DEMO_COMPANY_NAME));
    expect(await countProjects(first)).toBe(0);
    expect(await countProjects(second)).toBe(seeded);
    const [demo] = await second.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    expect(demo).toBeDefined();
  });
});
