import { AUTH_FAILURE_MESSAGES, allowsMobileLogin, QR_LOGIN_CODE_TTL_SECONDS } from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import { startLoginSession } from '../../auth/login.ts';
import { hit, hitCount, isExhausted, slowDown } from '../../auth/rateLimit.ts';
import type { MemberRow, UserRow } from '../../auth/session.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { SP_NOT_ALLOWED_MESSAGE, tooManyAttempts } from './login.ts';
import {
  officeIdsOfMember,
  qrLoginAccountOf,
  qrLoginCodeStateOf,
  replaceQrLoginCode,
  spendQrLoginCode,
} from './queries.ts';

/** The one answer for a wrong, expired, used or revoked code: it tells a guesser nothing. */
const badQrCode = () => authFailure(401, AUTH_FAILURE_MESSAGES.badQrCode);

/**
 * Issues a QR login code for the caller's session (docs/adr/011): only its
 * hash is stored, for the member, company and office the session acts for,
 * and the member's earlier live codes die with it. A PC-only account could
 * not use it on a phone, so it gets none.
 */
const issueCode = async (
  c: AppContext,
  caller: { user: UserRow; member: MemberRow; officeId: number | null },
) => {
  const { db, rateLimits, now } = c.var.deps;
  if (!allowsMobileLogin(caller.user.loginType)) throw authFailure(403, SP_NOT_ALLOWED_MESSAGE);
  if (!(await hit(db, `qr-code:member:${caller.member.id}`, rateLimits.qrLoginCodePerMember)))
    throw tooManyAttempts(rateLimits.qrLoginCodePerMember);
  const code = newToken();
  const issuedAt = now();
  await replaceQrLoginCode(
    db,
    {
      codeHash: hashToken(code),
      userId: caller.user.id,
      memberId: caller.member.id,
      companyId: caller.member.companyId,
      officeId: caller.officeId,
      expiresAt: new Date(issuedAt.getTime() + QR_LOGIN_CODE_TTL_SECONDS * 1000),
    },
    issuedAt,
  );
  return { status: 200 as const, code, expires_in: QR_LOGIN_CODE_TTL_SECONDS };
};

/**
 * Spends a code for an sp session of the member that issued it. Every attempt
 * counts against the caller's address; failures count apart and are answered
 * ever more slowly, like the other login calls.
 */
const exchangeCode = async (c: AppContext, code: string) => {
  const { db, rateLimits, now } = c.var.deps;
  const ip = clientIp(c);
  if (!(await hit(db, `qr-login:ip:${ip}`, rateLimits.qrLoginPerIp)))
    throw tooManyAttempts(rateLimits.qrLoginPerIp);
  const failureKey = `qr-login:fail-ip:${ip}`;
  if (await isExhausted(db, failureKey, rateLimits.qrLoginFailuresPerIp))
    throw tooManyAttempts(rateLimits.qrLoginFailuresPerIp);
  const spent = await spendQrLoginCode(db, hashToken(code), now());
  // A code whose membership has ended since it was issued is spent and refused like any dead one.
  const account = spent && (await qrLoginAccountOf(db, spent));
  if (!spent || !account) {
    await slowDown(await hitCount(db, failureKey, rateLimits.qrLoginFailuresPerIp));
    throw badQrCode();
  }
  if (!allowsMobileLogin(account.user.loginType)) throw authFailure(401, SP_NOT_ALLOWED_MESSAGE);
  // The office of the issuing session, unless the member has left it since.
  const officeIds = await officeIdsOfMember(db, account.member.id);
  const officeId =
    spent.officeId !== null && officeIds.includes(spent.officeId) ? spent.officeId : (officeIds[0] ?? null);
  return startLoginSession(
    c,
    account.user,
    { member: account.member, company: account.company, officeId },
    'sp',
  );
};

export const qrLoginRoutes = [
  implement('createQrLoginCode', ({ c, user, member, auth }) =>
    issueCode(c, { user, member, officeId: auth.officeId }),
  ),
  implement('qrLogin', ({ c, body }) => exchangeCode(c, body.code)),
  // The dialog that shows a code learns when a phone used it; only the member's own codes are found.
  implement('getQrLoginCodeState', async ({ db, deps, member, body }) => ({
    status: 200 as const,
    state: await qrLoginCodeStateOf(db, member.id, hashToken(body.code), deps.now()),
  })),
];
