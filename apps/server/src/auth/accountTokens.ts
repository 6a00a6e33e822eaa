import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountTokenPurpose, accountTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long each kind of link stays usable. */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60,
  invitation: 7 * 24 * 60 * 60,
  account_change: 60 * 60,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issues a one-time token for a user and a purpose. Every earlier live token
 * of the same user and purpose is revoked in the same transaction, so only the
 * newest link works. Returns the token itself, which is sent and never stored.
 */
export const issueAccountToken = async (
  db: Db,
  input: { userId: number; purpose: AccountTokenPurpose; now: Date },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + ACCOUNT_TOKEN_TTL_SECONDS[input.purpose] * 1000);
  await db.transaction(async (tx) => {
    await revokeAccountTokens(tx, input.userId, input.purpose, input.now);
    await tx
      .insert(accountTokens)
      .values({ tokenHash: hashToken(token), purpose: input.purpose, userId: input.userId, expiresAt });
  });
  return { token, expiresAt };
};

/** Marks every live token of the user and purpose used. */
export const revokeAccountTokens = async (
  db: Db | Tx,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> => {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
};

/** The live token's owner, without spending it (to check it before the work it allows). */
export const findLiveAccountToken = async (
  db: Db,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<{ tokenHash: string; userId: number } | undefined> => {
  const [row] = await db
    .select({ tokenHash: accountTokens.tokenHash, userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    );
  return row;
};

/**
 * Spends a live token inside the caller's transaction: the conditional update
 * lets exactly one of two concurrent uses succeed, and every other live token
 * of the user and purpose is revoked with it. False when it was already spent,
 * revoked or expired.
 */
export const spendAccountToken = async (
  tx: Db | Tx,
  input: { tokenHash: string; userId: number; purpose: AccountTokenPurpose; now: Date },
): Promise<boolean> => {
  const spent = await tx
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, input.tokenHash),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ tokenHash: accountTokens.tokenHash });
  if (spent.length === 0) return false;
  await revokeAccountTokens(tx, input.userId, input.purpose, input.now);
  return true;
};
