import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/auth/purge.ts';
import {
  accountTokens,
  members,
  rateLimitBuckets,
  sessions,
  smsCodes,
  users,
} from '../../src/db/schema/index.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * purgeExpired deletes only what can no longer be used. Every table gets rows
 * on both sides of its cut-off: now for sessions, a day ago for the rest (a
 * flipped sign or a wrong unit would delete live reset tokens, SMS codes and
 * lock-out counters, which re-opens brute force).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const now = new Date('2026-11-22T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600 * 1000);

describe('purgeExpired', () => {
  it('keeps every row that is live or expired less than a day ago, and deletes the rest', async () => {
    const { db } = server.database;
    const [user] = await db.select().from(users).limit(1);
    const [member] = await db.select().from(members).limit(1);
    if (!user || !member) throw new Error('seed missing');

    const session = (key: string, expiresAt: Date) => ({
      tokenHash: `purge-session-${key}`,
      userId: user.id,
      memberId: member.id,
      companyId: member.companyId,
      officeId: null,
      client: 'pc' as const,
      expiresAt,
    });
    await db
      .insert(sessions)
      .values([
        session('expired', hours(-1 / 3600)),
        session('at-now', now),
        session('live', hours(1)),
        session('long-gone', hours(-48)),
      ]);

    const code = (tel: string, expiresAt: Date, consumedAt: Date | null = null) => ({
      telNumber: tel,
      codeHash: `hash-${tel}`,
      expiresAt,
      consumedAt,
    });
    await db
      .insert(smsCodes)
      .values([
        code('09000000100', hours(0.1)),
        code('09000000101', hours(-23)),
        code('09000000102', hours(-25)),
        code('09000000103', hours(0.1), hours(-0.05)),
      ]);

    const token = (key: string, expiresAt: Date) => ({
      tokenHash: `purge-reset-${key}`,
      purpose: 'password_reset' as const,
      userId: user.id,
      expiresAt,
    });
    await db
      .insert(accountTokens)
      .values([token('live', hours(1)), token('recent', hours(-23)), token('old', hours(-25))]);

    await db.insert(rateLimitBuckets).values([
      { key: 'purge:now', count: 3, windowStart: now },
      { key: 'purge:recent', count: 3, windowStart: hours(-23) },
      { key: 'purge:old', count: 3, windowStart: hours(-25) },
    ]);

    await purgeExpired(db, now);

    const left = {
      sessions: (await db.select().from(sessions))
        .map((r) => r.tokenHash)
        .filter((h) => h.startsWith('purge-'))
        .sort(),
      sms: (await db.select().from(smsCodes)).map((r) => r.telNumber).sort(),
      reset: (await db.select().from(accountTokens)).map((r) => r.tokenHash).sort(),
      buckets: (await db.select().from(rateLimitBuckets))
        .map((r) => r.key)
        .filter((k) => k.startsWith('purge:'))
        .sort(),
    };
    expect(left).toEqual({
      sessions: ['purge-session-at-now', 'purge-session-live'],
      // The consumed code goes at once; an expired one stays for a day.
      sms: ['09000000100', '09000000101'],
      reset: ['purge-reset-live', 'purge-reset-recent'],
      buckets: ['purge:now', 'purge:recent'],
    });
  });
});
