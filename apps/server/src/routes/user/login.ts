import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import { accountLockKey, badCredentials, completeLogin, findUserByEmail } from '../../auth/login.ts';
import { verifyPassword } from '../../auth/password.ts';
import { clearBucket, hit, type RateLimitRule } from '../../auth/rateLimit.ts';
import { LOGIN_TYPE } from '../../db/schema/index.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';

export const SP_NOT_ALLOWED_MESSAGE = 'このアカウントはスマートフォンからはログインできません';

export const tooManyAttempts = (rule: RateLimitRule) =>
  authFailure(429, AUTH_FAILURE_MESSAGES.tooManyAttempts, { 'retry-after': String(rule.windowSeconds) });

/**
 * E-mail login shared by PC and SP. Every attempt counts against the caller's
 * IP; failures count against the account, which locks after too many (the
 * lock is checked before the password so a locked account reveals nothing).
 */
const emailLogin = async (c: AppContext, body: { email: string; password: string }, client: 'pc' | 'sp') => {
  const { db, rateLimits } = c.var.deps;
  const email = body.email.trim().toLowerCase();
  const accountKey = accountLockKey(email);
  if (!(await hit(db, `login:ip:${clientIp(c)}`, rateLimits.loginPerIp)))
    throw tooManyAttempts(rateLimits.loginPerIp);
  // Counted before the password is checked (and cleared when it is right), so
  // parallel attempts cannot all pass the lock before any failure is counted.
  if (!(await hit(db, accountKey, rateLimits.loginFailuresPerAccount))) {
    throw tooManyAttempts(rateLimits.loginFailuresPerAccount);
  }
  const user = await findUserByEmail(c, email);
  if (!user || !(await verifyPassword(user.passwordHash, body.password))) throw badCredentials();
  await clearBucket(db, accountKey);
  if (client === 'sp' && user.loginType === LOGIN_TYPE.pcOnly) throw authFailure(401, SP_NOT_ALLOWED_MESSAGE);
  return completeLogin(c, user, client);
};

export const loginRoutes = [
  implement('login_pc', ({ c, body }) => emailLogin(c, body, 'pc')),
  implement('login_sp', ({ c, body }) => emailLogin(c, body, 'sp')),
];
