import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { projectWrites, writesProjects } from '../../db/projectWrites.ts';
import { cachedCaseTotal as cachedCaseTotalOf } from './caseTotals.ts';

const cachedCaseTotal = (db: Db, key: string, count: () => Promise<number>, clock?: () => number) =>
  cachedCaseTotalOf(db, 1, key, count, clock);

/** A stand-in PGlite database: the cache only keys on its identity and its project-write counter (PostgreSQL: test/routes/caseTotals.test.ts). */
const fakeDb = () => {
  const db = {} as unknown as Db;
  const generation = { value: 0 };
  projectWrites.track(db, generation);
  return { db, generation };
};

const counter = (answers: number[]) => {
  let calls = 0;
  return {
    count: async () => answers[Math.min(calls++, answers.length - 1)] ?? -1,
    get calls() {
      return calls;
    },
  };
};

describe('case-list totals', () => {
  it('counts once per filter until a project write, then counts again', async () => {
    const { db, generation } = fakeDb();
    const c = counter([5, 6]);
    expect(await cachedCaseTotal(db, 'a', c.count)).toBe(5);
    expect(await cachedCaseTotal(db, 'a', c.count)).toBe(5);
    expect(c.calls).toBe(1);
    generation.value += 1;
    expect(await cachedCaseTotal(db, 'a', c.count)).toBe(6);
    expect(c.calls).toBe(2);
  });

  it('keeps filters apart and keeps an entry at any age while nothing was written', async () => {
    const { db } = fakeDb();
    let now = 0;
    const c = counter([1, 2, 3]);
    expect(await cachedCaseTotal(db, 'a', c.count, () => now)).toBe(1);
    expect(await cachedCaseTotal(db, 'b', c.count, () => now)).toBe(2);
    // A filter change that comes back to a status after minutes (bench:projects: 32.5 s) is not a recount.
    now = 60 * 60 * 1000;
    expect(await cachedCaseTotal(db, 'a', c.count, () => now)).toBe(1);
    expect(c.calls).toBe(2);
    // A clock that stepped backwards is no age at all: the entry is not trusted.
    now = -1;
    expect(await cachedCaseTotal(db, 'a', c.count, () => now)).toBe(3);
  });

  it('does not remember a count that a write raced', async () => {
    const { db, generation } = fakeDb();
    const c = counter([7, 8]);
    const racing = async () => {
      generation.value += 1;
      return c.count();
    };
    expect(await cachedCaseTotal(db, 'a', racing)).toBe(7);
    expect(await cachedCaseTotal(db, 'a', c.count)).toBe(8);
  });

  it.each([
    ['insert into "projects" ("case_name") values ($1)', true],
    ['delete from "project_members" where "project_id" = $1', true],
    ['update "customers" set "client_name" = $1', true],
    ['select count(*) from "projects"', false],
    ['update "members" set "name1" = $1', false],
  ])('%s counts as a project write: %s', (statement, expected) => {
    expect(writesProjects(statement)).toBe(expected);
  });
});
