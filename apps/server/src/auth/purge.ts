import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountTokens, qrLoginCodes, rateLimitBuckets, sessions, smsCodes } from '../db/schema/index.ts';
import { pruneTalkEvents } from '../routes/events/retention.ts';

/**
 * Deletes what can no longer be used: expired sessions, SMS and QR login codes and account
 * tokens (reset, invitation, account change), rate-limit windows older than a day, and talk events past
 * their retention (routes/events/retention.ts). Lookups already refuse expired rows; this only keeps the
 * tables small.
 */
export const purgeExpired = async (db: Db, now: Date): Promise<void> => {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(smsCodes).where(or(lt(smsCodes.expiresAt, dayAgo), isNotNull(smsCodes.consumedAt)));
  await db.delete(qrLoginCodes).where(lt(qrLoginCodes.expiresAt, dayAgo));
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, dayAgo));
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, dayAgo));
  await pruneTalkEvents(db, now);
};
