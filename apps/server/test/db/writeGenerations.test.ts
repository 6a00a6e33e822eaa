import { describe, expect, it } from 'vitest';
import { anyWrites } from '../../src/db/anyWrites.ts';
import { readsOnly } from '../../src/db/writeGenerations.ts';

/** The read caches answer from memory only while no write was counted: what counts decides their use. */
describe('readsOnly', () => {
  it.each([
    'select 1',
    '  SELECT "id" FROM "projects"',
    // The case list's rare-keyword plan: its filter as a MATERIALIZED query of its own, then sorted.
    'with matches as materialized (select "projects"."id", "projects"."updated_at" as "value" from "projects" where "projects"."company_id" = $1) select id from matches order by value desc, id desc limit $2 offset $3',
  ])('%s: a read, which leaves every read cache in place', (statement) => {
    expect(readsOnly(statement)).toBe(true);
    expect(anyWrites.writes(statement)).toBe(false);
  });

  it.each([
    'insert into "chat_messages" ("body") values ($1)',
    'with m as (insert into "chat_messages" ("body") values ($1) returning *) select * from m',
    'WITH s AS (SELECT 1) UPDATE "projects" SET "case_name" = $1',
    'with d as (delete from "sessions" returning 1) select count(*) from d',
    'with t as (select 1) merge into "projects" using t on false when not matched then do nothing',
    // A locking read counts: a false alarm costs a recount, never stale data.
    'with s as (select id from "projects" for update) select * from s',
    'begin',
  ])('%s: counted as a write', (statement) => {
    expect(anyWrites.writes(statement)).toBe(true);
  });
});
