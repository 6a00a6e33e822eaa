import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TOKEN_TTL_SECONDS,
  findLiveAccountToken,
  issueAccountToken,
  spendAccountToken,
} from '../../src/auth/accountTokens.ts';
import { hashToken, newToken } from '../../src/auth/tokens.ts';
import type { Database } from '../../src/db/client.ts';
import { type AccountTokenPurpose, accountTokens, users } from '../../src/db/schema/index.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

/**
 * One-time links (issue 8 item 3): each lives exactly as long as its purpose
 * allows, and spending one ends every other live link of the same kind, even
 * one that slipped in beside it (two requests racing).
 */
let database: Database;
let userId: number;
beforeAll(async () => {
  database = await openSeededTestDatabase();
  const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
  userId = user?.id ?? 0;
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2026-11-23T09:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('account token lifetimes', () => {
  it.each(Object.entries(ACCOUNT_TOKEN_TTL_SECONDS) as [AccountTokenPurpose, number][])(
    '%s: a link works until its %i seconds are up, and not from then on',
    async (purpose, seconds) => {
      const { db } = database;
      const { token } = await issueAccountToken(db, { userId, purpose, now });
      const ttl = seconds * 1000;
      expect(await findLiveAccountToken(db, { token, purpose, now: at(ttl - 1) })).toMatchObject({ userId });
      expect(await findLiveAccountToken(db, { token, purpose, now: at(ttl) })).toBeUndefined();
      const live = await findLiveAccountToken(db, { token, purpose, now });
      if (!live) throw new Error('token not live');
      expect(await spendAccountToken(db, { ...live, purpose, now: at(ttl) })).toBe(false);
      expect(await spendAccountToken(db, { ...live, purpose, now: at(ttl - 1) })).toBe(true);
    },
  );
});

describe('spending a link', () => {
  it('ends another live link of the same user and purpose that was issued beside it', async () => {
    const { db } = database;
    const { token } = await issueAccountToken(db, { userId, purpose: 'password_reset', now });
    // A second live link, as a racing request could leave it (issueAccountToken itself revokes older ones).
    const racing = newToken();
    await db.insert(accountTokens).values({
      tokenHash: hashToken(racing),
      purpose: 'password_reset',
      userId,
      expiresAt: at(60_000),
    });
    const live = await findLiveAccountToken(db, { token, purpose: 'password_reset', now });
    if (!live) throw new Error('token not live');
    expect(await spendAccountToken(db, { ...live, purpose: 'password_reset', now })).toBe(true);
    expect(await findLiveAccountToken(db, { token: racing, purpose: 'password_reset', now })).toBeUndefined();
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(racing)));
    expect(row?.usedAt).toEqual(now);
  });
});
