import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_CACHE_MAX_ENTRIES,
  sessionCacheFor,
} from '../../src/auth/sessionCache.ts';
import { identityGeneration, writesIdentity } from '../../src/db/identityWrites.ts';
import { members, sessions, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

/**
 * The session cache (PGlite): a cached caller is served only until anything
 * writes the tables it was read from, whoever writes them.
 */
// The cache is on for PGlite only: a PostgreSQL server may be written by other processes (DATABASE_URL).
const onPglite = !process.env.DATABASE_URL;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

describe('which statements count as identity writes', () => {
  it.each([
    ['update "members" set "del_flg" = $1 where "members"."id" = $2', true],
    ['insert into "sessions" ("token_hash") values ($1)', true],
    ['delete from "sessions" where "sessions"."token_hash" = $1', true],
    ['UPDATE users SET agree_terms_flg = true', true],
    ['with gone as (delete from sessions returning 1) select count(*) from gone', true],
    ['WITH s AS (SELECT 1) UPDATE sessions SET token_hash = $1', true],
    ['with m as materialized (select id from sessions) insert into sessions select * from m', true],
    ['with s as (select id from sessions for update) select * from s', true],
    ['update "companies" set "name" = $1', true],
  ])('%s → %s', (statement, expected) => {
    expect(writesIdentity(statement)).toBe(expected);
  });

  it.each([
    'select "id" from "users" where "email" = $1',
    '  SELECT * FROM sessions',
    'update "project_members" set "room_role" = $1',
    'insert into "chat_room_members" ("member_id") values ($1)',
    'update "projects" set "case_name" = $1',
    // A `with` that only reads, as the case list's MATERIALIZED filter: not a write.
    'with matches as materialized (select "id", "update_datetime" from "sessions") select id from matches',
  ])('%s → false', (statement) => {
    expect(writesIdentity(statement)).toBe(false);
  });

  it.runIf(onPglite)('are counted on the PGlite database the server uses', async () => {
    const generation = identityGeneration(server.database.db);
    expect(generation).toBeDefined();
    const before = generation?.value ?? 0;
    await server.database.db.select().from(users).limit(1);
    expect(generation?.value).toBe(before);
    await server.database.db.execute(sql`update users set last_access = last_access where id = -1`);
    expect(generation?.value).toBe(before + 1);
  });
});

/** The demo partner's user id (-1, matching nothing, when the seed lacks the partner). */
const partnerUserId = async () => {
  const [partner] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LOGINS.partner.email));
  return partner?.id ?? -1;
};

describe('a cached session', () => {
  it('answers from the cache while nothing is written', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    expect((await client.api('getUserData')).status).toBe(200);
    const generation = identityGeneration(server.database.db);
    const before = generation?.value;
    for (let i = 0; i < 3; i++) expect((await client.api('getUserData')).status).toBe(200);
    // Reads only: no renewal, no lookup write, so the cached entry stayed valid.
    expect(generation?.value).toBe(before);
  });

  it('is dropped at once when its row is deleted behind the server (revocation)', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    expect((await client.api('getUserData')).status).toBe(200);
    await server.database.db.delete(sessions).where(eq(sessions.userId, await partnerUserId()));
    expect((await client.api('getUserData')).status).toBe(419);
  });

  it('is dropped at once when its member is removed', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    expect((await client.api('getUserData')).status).toBe(200);
    const memberOf = and(eq(members.userId, await partnerUserId()), eq(members.delFlg, false));
    const live = await server.database.db.select({ id: members.id }).from(members).where(memberOf);
    await server.database.db.update(members).set({ delFlg: true }).where(memberOf);
    try {
      expect((await client.api('getUserData')).status).toBe(419);
    } finally {
      for (const { id } of live) {
        await server.database.db.update(members).set({ delFlg: false }).where(eq(members.id, id));
      }
    }
  });

  it('is dropped on logout, so the old cookie is refused', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    expect((await client.api('getUserData')).status).toBe(200);
    const cookie = client.cookie;
    expect((await client.api('logout')).status).toBe(200);
    client.cookie = cookie;
    expect((await client.api('getUserData')).status).toBe(419);
  });
});

describe('sessionCacheFor', () => {
  it.runIf(onPglite)('does not keep an answer read while an identity write happened', async () => {
    const { db } = server.database;
    const cache = sessionCacheFor<{ n: number }>(db);
    const first = await cache.load('race', async () => {
      await db.execute(sql`update users set last_access = last_access where id = -1`);
      return { n: 1 };
    });
    expect(first).toEqual({ n: 1 });
    expect(cache.get('race')).toBeUndefined();
    await cache.load('race', async () => ({ n: 2 }));
    expect(cache.get('race')).toEqual({ n: 2 });
  });

  it.runIf(!onPglite)('keeps nothing on PostgreSQL, which other processes may write', async () => {
    const cache = sessionCacheFor<{ n: number }>(server.database.db);
    expect(identityGeneration(server.database.db)).toBeUndefined();
    await cache.load('shared', async () => ({ n: 1 }));
    expect(cache.get('shared')).toBeUndefined();
  });

  it.runIf(onPglite)('forgets an entry after its maximum age', async () => {
    let now = 0;
    const cache = sessionCacheFor<{ n: number }>(server.database.db, () => now);
    await cache.load('aged', async () => ({ n: 1 }));
    now = SESSION_CACHE_MAX_AGE_MS - 1;
    expect(cache.get('aged')).toEqual({ n: 1 });
    now = SESSION_CACHE_MAX_AGE_MS;
    expect(cache.get('aged')).toBeUndefined();
  });

  it.runIf(onPglite)('is one cache per database, shared by every request', async () => {
    const { db } = server.database;
    await sessionCacheFor<{ n: number }>(db).load('shared-entry', async () => ({ n: 1 }));
    expect(sessionCacheFor<{ n: number }>(db).get('shared-entry')).toEqual({ n: 1 });
  });

  it.runIf(onPglite)('starts over rather than hold more than its maximum of entries', async () => {
    const cache = sessionCacheFor<{ n: number }>(server.database.db);
    // Fill until it starts over (other tests left entries), so it holds exactly one entry.
    await cache.load('fill-0', async () => ({ n: 0 }));
    let filled = 1;
    while (cache.get('fill-0') !== undefined && filled <= SESSION_CACHE_MAX_ENTRIES) {
      await cache.load(`fill-${filled}`, async () => ({ n: filled }));
      filled++;
    }
    expect(cache.get('fill-0')).toBeUndefined();
    for (let n = 1; n < SESSION_CACHE_MAX_ENTRIES; n++) await cache.load(`bounded-${n}`, async () => ({ n }));
    expect(cache.get('bounded-1')).toEqual({ n: 1 });
    await cache.load('one-more', async () => ({ n: -1 }));
    expect(cache.get('bounded-1')).toBeUndefined();
    expect(cache.get('one-more')).toEqual({ n: -1 });
  });

  it.runIf(onPglite)('ages entries by the monotonic clock when given none', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = sessionCacheFor<{ n: number }>(server.database.db);
      await cache.load('real-clock', async () => ({ n: 1 }));
      vi.advanceTimersByTime(SESSION_CACHE_MAX_AGE_MS - 1);
      expect(cache.get('real-clock')).toEqual({ n: 1 });
      vi.advanceTimersByTime(1);
      expect(cache.get('real-clock')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(onPglite)('answers a cached token without reading it again', async () => {
    const cache = sessionCacheFor<{ n: number }>(server.database.db);
    let reads = 0;
    const read = async () => ({ n: ++reads });
    expect(await cache.load('read-once', read)).toEqual({ n: 1 });
    expect(await cache.load('read-once', read)).toEqual({ n: 1 });
    expect(reads).toBe(1);
  });

  it.runIf(onPglite)('keeps its cache for the database from the first lookup on', async () => {
    const other = await openSeededTestDatabase();
    try {
      await sessionCacheFor<{ n: number }>(other.db).load('first', async () => ({ n: 1 }));
      expect(sessionCacheFor<{ n: number }>(other.db).get('first')).toEqual({ n: 1 });
    } finally {
      await other.close();
    }
  });

  it.runIf(onPglite)(
    'gives unknown tokens no room, so random cookies cannot push live sessions out',
    async () => {
      const cache = sessionCacheFor<{ n: number }>(server.database.db);
      // Start from one entry (see the bound above), then fill to one below the maximum.
      await cache.load('room-0', async () => ({ n: 0 }));
      let filled = 1;
      while (cache.get('room-0') !== undefined && filled <= SESSION_CACHE_MAX_ENTRIES) {
        await cache.load(`room-fill-${filled}`, async () => ({ n: filled }));
        filled++;
      }
      for (let n = 1; n < SESSION_CACHE_MAX_ENTRIES - 1; n++)
        await cache.load(`room-${n}`, async () => ({ n }));
      for (let n = 0; n < 10; n++) await cache.load(`random-cookie-${n}`, async () => undefined);
      expect(cache.get('room-1')).toEqual({ n: 1 });
    },
  );

  it('caches nothing for an unknown token', async () => {
    const cache = sessionCacheFor<{ n: number }>(server.database.db);
    expect(await cache.load('unknown', async () => undefined)).toBeUndefined();
    expect(cache.get('unknown')).toBeUndefined();
  });
});
