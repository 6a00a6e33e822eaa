import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { getCookie } from 'hono/cookie';
import { clientIp } from '../../auth/clientIp.ts';
import { completeLogin } from '../../auth/login.ts';
import { hit, hitCount, isExhausted, slowDown } from '../../auth/rateLimit.ts';
import { SESSION_COOKIE } from '../../auth/session.ts';
import { hashToken, newSmsCode, sameSecret } from '../../auth/tokens.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { runInBackground } from './background.ts';
import { tooManyAttempts } from './login.ts';
import {
  mobileUserByTel,
  newestLiveSmsCode,
  replaceSmsCode,
  reserveSmsCodeAttempt,
  settleSmsCode,
} from './queries.ts';

/** How long a code is valid, and how many wrong guesses burn it. */
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_CODE_MAX_ATTEMPTS = 5;

export const smsBody = (code: string): string =>
  `【現場管理】認証コードは ${code} です。${SMS_CODE_TTL_SECONDS / 60}分以内に入力してください。`;

/** What a number is sent once its code is stored: the SMS text, with the code when it carries one, or nothing. */
export type SmsCodeMessage = { body: string; code?: string } | null;

/**
 * Issues a code for a well-formed number under the per-address and per-number
 * limits: stores its hash (invalidating the number's earlier codes) and, after
 * the answer, sends what `messageFor` decides. The limits, the writes and the
 * answer are the same whatever `messageFor` returns, so a caller that decides
 * by whether the number has an account does not tell the requester which.
 */
export const issueSmsCode = async (
  c: AppContext,
  tel: string,
  messageFor: (code: string) => Promise<SmsCodeMessage>,
) => {
  const { db, rateLimits, sms, now, logger } = c.var.deps;
  if (!(await hit(db, `sms:ip:${clientIp(c)}`, rateLimits.smsSendPerIp)))
    throw tooManyAttempts(rateLimits.smsSendPerIp);
  if (!(await hit(db, `sms:tel:${tel}`, rateLimits.smsSendPerTel)))
    throw tooManyAttempts(rateLimits.smsSendPerTel);
  const code = newSmsCode();
  const message = await messageFor(code);
  const issuedAt = now();
  // Requesting again invalidates every earlier code for the number.
  await replaceSmsCode(
    db,
    {
      telNumber: tel,
      codeHash: hashToken(`${tel}:${code}`),
      expiresAt: new Date(issuedAt.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    },
    issuedAt,
  );
  if (message)
    runInBackground(
      () => sms.send({ to: tel, ...message }),
      (error) => logger.error('SMS send failed', error),
    );
  return { status: 200 as const, expires_in: SMS_CODE_TTL_SECONDS };
};

/**
 * The login's code: issued for any well-formed number, registered or not, and
 * sent only to a number a mobile-allowed member has; an unregistered one gets a
 * code nobody receives (no enumeration).
 */
const sendCode = (c: AppContext, tel: string) =>
  issueSmsCode(c, tel, async (code) =>
    (await mobileUserByTel(c.var.deps.db, tel)) ? { body: smsBody(code), code } : null,
  );

/**
 * Checks a code against the newest live one for the number. Every check counts
 * against the caller's address; wrong guesses count on the code (burnt after
 * SMS_CODE_MAX_ATTEMPTS) and on (number, address), so a stranger's guesses do
 * not lock the owner out, and are answered ever more slowly.
 * `consume` marks it used (login); verify-auth-number leaves it usable.
 */
export const checkCode = async (c: AppContext, tel: string, code: string, consume: boolean) => {
  const { db, rateLimits, now } = c.var.deps;
  const ip = clientIp(c);
  if (!(await hit(db, `sms:check:${ip}`, rateLimits.smsCheckPerIp)))
    throw tooManyAttempts(rateLimits.smsCheckPerIp);
  const failureKey = `sms:fail:${tel}:${ip}`;
  if (await isExhausted(db, failureKey, rateLimits.smsFailuresPerTelAndIp))
    throw tooManyAttempts(rateLimits.smsFailuresPerTelAndIp);
  const live = await newestLiveSmsCode(db, tel);
  if (!live || live.expiresAt.getTime() <= now().getTime())
    throw authFailure(401, AUTH_FAILURE_MESSAGES.codeExpired);
  // An attempt is reserved atomically before the code is compared, so parallel
  // guesses cannot all pass the attempts check before any of them is counted.
  if (!(await reserveSmsCodeAttempt(db, live.id, SMS_CODE_MAX_ATTEMPTS)))
    throw authFailure(401, AUTH_FAILURE_MESSAGES.codeExpired);
  if (!sameSecret(live.codeHash, hashToken(`${tel}:${code}`))) {
    const failures = await hitCount(db, failureKey, rateLimits.smsFailuresPerTelAndIp);
    await slowDown(failures);
    throw authFailure(401, AUTH_FAILURE_MESSAGES.badCode);
  }
  // The right code gives its reserved attempt back: only wrong guesses count.
  await settleSmsCode(db, live.id, consume ? now() : undefined);
};

/**
 * verify-tel-number answers what the catalogue promises (whether a
 * mobile-allowed member has the number: the login screen and the invitation
 * flow ask it), but only a few times per address and per browser session, so
 * it cannot be used to sweep number ranges.
 */
const lookUpTel = async (c: AppContext, tel: string) => {
  const { db, rateLimits } = c.var.deps;
  if (!(await hit(db, `tel-lookup:ip:${clientIp(c)}`, rateLimits.telLookupPerIp)))
    throw tooManyAttempts(rateLimits.telLookupPerIp);
  const session = getCookie(c, SESSION_COOKIE);
  if (session && !(await hit(db, `tel-lookup:session:${hashToken(session)}`, rateLimits.telLookupPerSession)))
    throw tooManyAttempts(rateLimits.telLookupPerSession);
  return { status: 200 as const, registered: (await mobileUserByTel(db, tel)) !== undefined };
};

export const smsRoutes = [
  implement('sms_request', ({ c, body }) => sendCode(c, body.tel_number)),
  implement('sms_request_again', ({ c, body }) => sendCode(c, body.tel_number)),
  implement('verify_tel_number', ({ c, body }) => lookUpTel(c, body.tel_number)),
  /**
   * An unregistered number is checked like a registered one (its code was
   * stored but never sent), and even a right guess answers as a wrong code.
   */
  implement('sms_login', async ({ c, body }) => {
    const user = await mobileUserByTel(c.var.deps.db, body.tel_number);
    await checkCode(c, body.tel_number, body.auth_number, true);
    if (!user) throw authFailure(401, AUTH_FAILURE_MESSAGES.badCode);
    return completeLogin(c, user, 'sp');
  }),
  implement('verify_auth_number', async ({ c, body }) => {
    await checkCode(c, body.tel_number, body.auth_number, false);
    return { status: 200 as const, verified: true as const };
  }),
];
