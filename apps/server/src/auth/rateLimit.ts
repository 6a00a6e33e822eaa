import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * The limits on login and SMS attempts and on every lookup a stranger can
 * make. Counting is per fixed window in the rate_limit_buckets table, so it
 * holds across restarts and across processes sharing one PostgreSQL.
 *
 * Failed sign-ins count per (account, address), never per account alone: a
 * stranger's wrong passwords cannot lock the owner out (NIST SP 800-63B
 * 5.2.2), while one address still gets no more tries per account than the
 * account-wide lock allowed before. Failures also slow the answers down
 * (growing delays) and count per address, which stops password spraying.
 */
export type RateLimits = {
  /** Every login attempt from one IP. */
  loginPerIp: RateLimitRule;
  /** Failed logins against one account (e-mail) from one IP. */
  loginFailuresPerAccountAndIp: RateLimitRule;
  /** Failed logins from one IP, whatever the account. */
  loginFailuresPerIp: RateLimitRule;
  /** SMS codes sent to one phone number. */
  smsSendPerTel: RateLimitRule;
  /** SMS requests from one IP. */
  smsSendPerIp: RateLimitRule;
  /** Wrong codes entered for one phone number from one IP. */
  smsFailuresPerTelAndIp: RateLimitRule;
  /** Code checks (sms login, verify-auth-number) from one IP. */
  smsCheckPerIp: RateLimitRule;
  /** Registration look-ups (verify-tel-number) from one IP, and from one browser session. */
  telLookupPerIp: RateLimitRule;
  telLookupPerSession: RateLimitRule;
  /** Password-reset mails asked for one address or from one IP; reset attempts from one IP. */
  passwordResetPerKey: RateLimitRule;
  /** QR login codes issued for one member (docs/adr/011). */
  qrLoginCodePerMember: RateLimitRule;
  /** QR login exchanges from one IP, and the failed ones among them (answered ever more slowly). */
  qrLoginPerIp: RateLimitRule;
  qrLoginFailuresPerIp: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // 200, not 50: an office behind one NAT address logs in together in the morning, and the end-to-end run
  // (one address, about 70 logins in 9 minutes) hit 50. Password spraying is bounded by the failure rules below.
  loginPerIp: { limit: 200, windowSeconds: 600 },
  loginFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
  loginFailuresPerIp: { limit: 30, windowSeconds: 3600 },
  smsSendPerTel: { limit: 5, windowSeconds: 900 },
  smsSendPerIp: { limit: 20, windowSeconds: 3600 },
  smsFailuresPerTelAndIp: { limit: 5, windowSeconds: 900 },
  smsCheckPerIp: { limit: 30, windowSeconds: 900 },
  telLookupPerIp: { limit: 10, windowSeconds: 3600 },
  telLookupPerSession: { limit: 5, windowSeconds: 3600 },
  passwordResetPerKey: { limit: 5, windowSeconds: 3600 },
  qrLoginCodePerMember: { limit: 10, windowSeconds: 900 },
  qrLoginPerIp: { limit: 30, windowSeconds: 900 },
  qrLoginFailuresPerIp: { limit: 10, windowSeconds: 900 },
};

/** The delay before a failed sign-in is answered: base × 2^(failures − 2), at most max; none for the first. */
export type FailureDelay = { baseMs: number; maxMs: number };
export const FAILURE_DELAY: FailureDelay = { baseMs: 250, maxMs: 4000 };

/** The growing delay for the n-th failure in a row (1-based). */
export const failureDelayMs = (failures: number, delay: FailureDelay = FAILURE_DELAY): number =>
  failures < 2 ? 0 : Math.min(delay.maxMs, delay.baseMs * 2 ** (failures - 2));

/** Waits out the growing delay of a failed attempt before it is answered (a 0 ms timer for the first). */
export const slowDown = (failures: number, delay: FailureDelay = FAILURE_DELAY): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, failureDelayMs(failures, delay)));

/** Counts one hit and says whether it is still within the limit (atomic upsert). */
export const hit = async (db: Db, key: string, rule: RateLimitRule): Promise<boolean> =>
  (await hitCount(db, key, rule)) <= rule.limit;

/** Counts one hit and returns the count in the current window, this hit included. */
export const hitCount = async (db: Db, key: string, rule: RateLimitRule): Promise<number> => {
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
  // Stryker disable next-line OptionalChaining,LogicalOperator: the upsert always returns its row
  return rows[0]?.count ?? 0;
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
