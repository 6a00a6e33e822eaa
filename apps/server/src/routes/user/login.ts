import { AUTH_FAILURE_MESSAGES, LOGIN_TYPE } from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import {
  accountLockKey,
  badCredentials,
  completeLogin,
  findUserByEmail,
  normalizedEmail,
} from '../../auth/login.ts';
import { verifyPassword } from '../../auth/password.ts';
import {
  clearBucket,
  hit,
  hitCount,
  isExhausted,
  type RateLimitRule,
  slowDown,
} from '../../auth/rateLimit.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';

export const SP_NOT_ALLOWED_MESSAGE = 'このアカウントはスマートフォンからはログインできません';

export const tooManyAttempts = (rule: RateLimitRule) =>
  authFailure(429, AUTH_FAILURE_MESSAGES.tooManyAttempts, { 'retry-after': String(rule.windowSeconds) });

/**
 * E-mail login shared by PC and SP. Every attempt counts against the caller's
 * address; failures count against (account, address) and against the address,
 * and each further failure is answered more slowly. Known and unknown
 * addresses do the same work (the same queries and one argon2 verification),
 * so neither the answer nor its timing tells which addresses exist.
 */
const emailLogin = async (c: AppContext, body: { email: string; password: string }, client: 'pc' | 'sp') => {
  const { db, rateLimits } = c.var.deps;
  const email = normalizedEmail(body.email);
  const ip = clientIp(c);
  if (!(await hit(db, `login:ip:${ip}`, rateLimits.loginPerIp))) throw tooManyAttempts(rateLimits.loginPerIp);
  const ipFailures = `login:fail-ip:${ip}`;
  if (await isExhausted(db, ipFailures, rateLimits.loginFailuresPerIp))
    throw tooManyAttempts(rateLimits.loginFailuresPerIp);
  // Counted before the password is checked (and cleared when it is right), so
  // parallel attempts cannot all pass the lock before any failure is counted.
  const pairKey = accountLockKey(email, ip);
  const rule = rateLimits.loginFailuresPerAccountAndIp;
  const attempts = await hitCount(db, pairKey, rule);
  if (attempts > rule.limit) throw tooManyAttempts(rule);
  const user = await findUserByEmail(c, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) {
    await hit(db, ipFailures, rateLimits.loginFailuresPerIp);
    await slowDown(attempts);
    throw badCredentials();
  }
  await clearBucket(db, pairKey);
  if (client === 'sp' && user.loginType === LOGIN_TYPE.pcOnly) throw authFailure(401, SP_NOT_ALLOWED_MESSAGE);
  return completeLogin(c, user, client);
};

export const loginRoutes = [
  implement('login_pc', ({ c, body }) => emailLogin(c, body, 'pc')),
  implement('login_sp', ({ c, body }) => emailLogin(c, body, 'sp')),
];
