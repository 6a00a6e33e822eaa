import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TOKEN_TTL_SECONDS,
  findLiveAccountToken,
  issueAccountToken,
  spendAccountToken,
} from '../../src/auth/accountTokens.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import type { Database } from '../../src/db/client.ts';
import { accountTokens, users } from '../../src/db/schema/index.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

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

const now = new Date('2026-11-22T10:00:00Z');

describe('one-time account tokens', () => {
  it('stores only the hash, and a newer token of the same purpose revokes the older one', async () => {
    const { db } = database;
    const first = await issueAccountToken(db, { userId, purpose: 'invitation', now });
    const second = await issueAccountToken(db, { userId, purpose: 'invitation', now });
    const stored = (await db.select().from(accountTokens)).map((r) => r.tokenHash);
    expect(stored).not.toContain(first.token);
    expect(stored).toContain(hashToken(first.token));
    expect(
      await findLiveAccountToken(db, { token: first.token, purpose: 'invitation', now }),
    ).toBeUndefined();
    expect(await findLiveAccountToken(db, { token: second.token, purpose: 'invitation', now })).toMatchObject(
      {
        userId,
      },
    );
  });

  it('keeps purposes apart: an account-change link neither revokes nor opens an invitation', async () => {
    const { db } = database;
    const invitation = await issueAccountToken(db, { userId, purpose: 'invitation', now });
    const change = await issueAccountToken(db, { userId, purpose: 'account_change', now });
    expect(
      await findLiveAccountToken(db, { token: invitation.token, purpose: 'invitation', now }),
    ).toBeDefined();
    expect(
      await findLiveAccountToken(db, { token: change.token, purpose: 'invitation', now }),
    ).toBeUndefined();
  });

  it('expires, and is spent exactly once', async () => {
    const { db } = database;
    const { token, expiresAt } = await issueAccountToken(db, { userId, purpose: 'account_change', now });
    expect(expiresAt.getTime() - now.getTime()).toBe(ACCOUNT_TOKEN_TTL_SECONDS.account_change * 1000);
    const later = new Date(expiresAt.getTime() + 1);
    expect(await findLiveAccountToken(db, { token, purpose: 'account_change', now: later })).toBeUndefined();
    const live = await findLiveAccountToken(db, { token, purpose: 'account_change', now });
    if (!live) throw new Error('token not live');
    const input = { ...live, purpose: 'account_change' as const, now };
    expect(await spendAccountToken(db, { ...input, now: later })).toBe(false);
    const results = await Promise.all([spendAccountToken(db, input), spendAccountToken(db, input)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await spendAccountToken(db, input)).toBe(false);
  });
});
