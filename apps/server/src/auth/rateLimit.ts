import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * The limits on login and SMS attempts. Counting is per fixed window in the
 * rate_limit_buckets table, so it holds across restarts and across processes
 * sharing one PostgreSQL.
 */
export type RateLimits = {
  /** Every login attempt from one IP. */
  loginPerIp: RateLimitRule;
  /** Failed logins against one account (e-mail). */
  loginFailuresPerAccount: RateLimitRule;
  /** SMS codes sent to one phone number. */
  smsSendPerTel: RateLimitRule;
  /** SMS requests from one IP. */
  smsSendPerIp: RateLimitRule;
  /** Wrong codes entered for one phone number. */
  smsFailuresPerTel: RateLimitRule;
  /** Password-reset mails asked for one address or from one IP. */
  passwordResetPerKey: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { limit: 50, windowSeconds: 600 },
  loginFailuresPerAccount: { limit: 5, windowSeconds: 900 },
  smsSendPerTel: { limit: 5, windowSeconds: 900 },
  smsSendPerIp: { limit: 20, windowSeconds: 3600 },
  smsFailuresPerTel: { limit: 5, windowSeconds: 900 },
  passwordResetPerKey: { limit: 5, windowSeconds: 3600 },
};

/** Counts one hit and says whether it is still within the limit (atomic upsert). */
export const hit = async (db: Db, key: string, rule: RateLimitRule): Promise<boolean> => {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limit_buckets (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                       then 1 else rate_limit_buckets.count + 1 end,
          window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                       then now() else rate_limit_buckets.window_start end
        returning count`,
  );
  return (rows[0]?.count ?? 0) <= rule.limit;
};

/** Whether the key has already used up its window (without counting a hit). */
export const isExhausted = async (db: Db, key: string, rule: RateLimitRule): Promise<boolean> => {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limit_buckets
        where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  return (rows[0]?.count ?? 0) >= rule.limit;
};

export const clearBucket = async (db: Db, key: string): Promise<void> => {
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
};
