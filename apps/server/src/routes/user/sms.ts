import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { getCookie } from 'hono/cookie';
import { clientIp } from '../../auth/clientIp.ts';
import { completeLogin } from '../../auth/login.ts';
import { hit } from '../../auth/rateLimit.ts';
import { SESSION_COOKIE } from '../../auth/session.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { checkCode, issueCode, SMS_CODE_TTL_SECONDS, smsTarget } from './codes.ts';
import { tooManyAttempts } from './login.ts';
import { mobileUserByTel } from './queries.ts';

export const smsBody = (code: string): string =>
  `【現場管理】認証コードは ${code} です。${SMS_CODE_TTL_SECONDS / 60}分以内に入力してください。`;

/**
 * The login's code: issued for any well-formed number, registered or not, and
 * sent only to a number a mobile-allowed member has; an unregistered one gets a
 * code nobody receives (no enumeration).
 */
const sendCode = (c: AppContext, tel: string) =>
  issueCode(c, smsTarget(c, tel), async (code) =>
    (await mobileUserByTel(c.var.deps.db, tel)) ? { body: smsBody(code), code } : null,
  );

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
