import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anyWrites } from '../../src/db/anyWrites.ts';
import { identityWrites } from '../../src/db/identityWrites.ts';
import { INSERT_TRIGGER_WRITES, insertTargets, readsOnly } from '../../src/db/writeGenerations.ts';

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

/**
 * An insert-only statement counts for the tables it inserts into, not those it reads: talk's send
 * (insertSentMessage) reads the sender's name from members and emptied the session cache on
 * every message, so each send read its session again (bench:talk).
 */
describe('insertTargets', () => {
  const SEND = `with m as (
      insert into chat_messages (chat_room_id, member_id, kind, message, stamp_id)
      values ($1, $2, $3, $4, $5) returning *)
    , mentioned as (insert into chat_mentions (chat_message_id, member_id, from_member_id) select m.id, x.id, m.member_id from m, (values (3::int)) x(id)),
    own_read as (
      insert into chat_room_reads (chat_room_id, member_id, last_read_message_id)
      select m.chat_room_id, m.member_id, m.id from m
      on conflict (chat_room_id, member_id) do update
        set last_read_message_id = greatest(chat_room_reads.last_read_message_id, excluded.last_read_message_id),
            read_at = now())
    select m.id, trim(mem.name1 || ' ' || mem.name2) as member_name, coalesce(co.name, mem.company_name) as company_name
    from m join members mem on mem.id = m.member_id left join companies co on co.id = mem.belong_to_company_id`;

  it('names the tables a send inserts into, and the send leaves the session cache alone', () => {
    expect(insertTargets(SEND)).toEqual(['chat_messages', 'chat_mentions', 'chat_room_reads']);
    expect(identityWrites.writes(SEND)).toBe(false);
    expect(anyWrites.writes(SEND)).toBe(true);
  });

  it.each([
    ['insert into "members" ("name1") values ($1)', ['members']],
    ['insert into public.members (name1) values ($1)', ['members']],
    ['INSERT INTO "public"."sessions" ("token_hash") VALUES ($1)', ['sessions']],
    [
      'insert into "chat_room_reads" ("a") select id from members on conflict ("a") do update set "b" = now()',
      ['chat_room_reads'],
    ],
    // A trigger's writes count too (0031_albumindex).
    ['insert into album_photos (id) values (1)', ['album_photos', 'album_photo_counts']],
  ])('%s writes %j', (statement, tables) => {
    expect(insertTargets(statement)).toEqual(tables);
  });

  it.each([
    // Anything else that writes: every table the statement names counts, as before.
    'with u as (update members set name1 = $1 returning id) insert into chat_messages (member_id) select id from u',
    'with d as (delete from sessions returning user_id) insert into audit (user_id) select user_id from d',
    'insert into chat_messages (member_id) values (1); truncate members',
    'insert into chat_messages (member_id) select 1 from members for update',
    'update members set name1 = $1',
    // A `do update set` with no `on conflict` of its own is not an upsert of the inserted table.
    'insert into chat_messages (member_id) select id from members do update set name1 = 1',
  ])('%s: not insert-only, so members counts', (statement) => {
    expect(insertTargets(statement)).toBeUndefined();
    expect(identityWrites.writes(statement)).toBe(true);
  });

  it('knows every trigger the migrations create, so an insert never writes a watched table unseen', () => {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
    const triggered = new Set<string>();
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      for (const m of text.matchAll(
        /create\s+(?:or\s+replace\s+)?trigger\s+\S+\s+[\s\S]*?\bon\s+"?(\w+)"?/gi,
      ))
        triggered.add((m[1] as string).toLowerCase());
      // A rule rewrites an insert into something else: insertTargets would not see it.
      expect(text).not.toMatch(/create\s+(or\s+replace\s+)?rule\b/i);
    }
    expect([...triggered].sort()).toEqual(Object.keys(INSERT_TRIGGER_WRITES).sort());
  });
});
