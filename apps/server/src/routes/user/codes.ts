import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import { hit, hitCount, isExhausted, slowDown } from '../../auth/rateLimit.ts';
import { hashToken, newSmsCode, sameSecret } from '../../auth/tokens.ts';
import type { AppContext } from '../../http/env.ts';
import { authFailure } from '../../http/errors.ts';
import { runInBackground } from './background.ts';
import { tooManyAttempts } from './login.ts';
import { newestLiveSmsCode, replaceSmsCode, reserveSmsCodeAttempt, settleSmsCode } from './queries.ts';

/** How long a code is valid, and how many wrong guesses burn it. */
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * Where a one-time code goes. `key` is what its rows, its limits and its hash
 * are kept under: a phone number is its own key (the SMS login's codes), an
 * e-mail address is `mail:<address>`, which no normalised number can be, so
 * the two channels share the table and the limits' rules without meeting.
 * `send` delivers a message of the channel's shape.
 */
export type CodeTarget<M> = { key: string; channel: string; send: (message: M) => Promise<void> };

/** A number's code, sent by SMS; `code` rides along for the development outbox and tests. */
export type SmsCodeMessage = { body: string; code?: string };
export const smsTarget = (c: AppContext, tel: string): CodeTarget<SmsCodeMessage> => ({
  key: tel,
  channel: 'SMS',
  send: (message) => c.var.deps.sms.send({ to: tel, ...message }),
});

/** An address's code, sent through the mail adapter. */
export type MailCodeMessage = { subject: string; text: string };
export const mailCodeKey = (address: string) => `mail:${address}`;
export const mailTarget = (c: AppContext, address: string): CodeTarget<MailCodeMessage> => ({
  key: mailCodeKey(address),
  channel: 'mail',
  send: (message) => c.var.deps.mail.send({ to: address, ...message }),
});

/**
 * Issues a code under the per-address (IP) and per-target limits: stores its
 * hash (invalidating the target's earlier codes) and, after the answer, sends
 * what `messageFor` decides, or nothing. The limits, the writes and the answer
 * are the same whatever `messageFor` returns, so a caller that decides by
 * whether the number or address has an account does not tell the requester which.
 */
export const issueCode = async <M>(
  c: AppContext,
  target: CodeTarget<M>,
  messageFor: (code: string) => Promise<M | null>,
) => {
  const { db, rateLimits, now, logger } = c.var.deps;
  if (!(await hit(db, `sms:ip:${clientIp(c)}`, rateLimits.smsSendPerIp)))
    throw tooManyAttempts(rateLimits.smsSendPerIp);
  if (!(await hit(db, `sms:tel:${target.key}`, rateLimits.smsSendPerTel)))
    throw tooManyAttempts(rateLimits.smsSendPerTel);
  const code = newSmsCode();
  const message = await messageFor(code);
  const issuedAt = now();
  // Requesting again invalidates every earlier code for the target.
  await replaceSmsCode(
    db,
    {
      telNumber: target.key,
      codeHash: hashToken(`${target.key}:${code}`),
      expiresAt: new Date(issuedAt.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    },
    issuedAt,
  );
  if (message)
    runInBackground(
      () => target.send(message),
      (error) => logger.error(`Code ${target.channel} send failed`, error),
    );
  return { status: 200 as const, expires_in: SMS_CODE_TTL_SECONDS };
};

/**
 * Checks a code against the newest live one for the key (a number, or
 * mailCodeKey's). Every check counts against the caller's address; wrong
 * guesses count on the code (burnt after SMS_CODE_MAX_ATTEMPTS) and on (key,
 * address), so a stranger's guesses do not lock the owner out, and are
 * answered ever more slowly. `consume` marks it used (login, registration);
 * verify-auth-number leaves it usable.
 */
export const checkCode = async (c: AppContext, key: string, code: string, consume: boolean) => {
  const { db, rateLimits, now } = c.var.deps;
  const ip = clientIp(c);
  if (!(await hit(db, `sms:check:${ip}`, rateLimits.smsCheckPerIp)))
    throw tooManyAttempts(rateLimits.smsCheckPerIp);
  const failureKey = `sms:fail:${key}:${ip}`;
  if (await isExhausted(db, failureKey, rateLimits.smsFailuresPerTelAndIp))
    throw tooManyAttempts(rateLimits.smsFailuresPerTelAndIp);
  const live = await newestLiveSmsCode(db, key);
  if (!live || live.expiresAt.getTime() <= now().getTime())
    throw authFailure(401, AUTH_FAILURE_MESSAGES.codeExpired);
  // An attempt is reserved atomically before the code is compared, so parallel
  // guesses cannot all pass the attempts check before any of them is counted.
  if (!(await reserveSmsCodeAttempt(db, live.id, SMS_CODE_MAX_ATTEMPTS)))
    throw authFailure(401, AUTH_FAILURE_MESSAGES.codeExpired);
  if (!sameSecret(live.codeHash, hashToken(`${key}:${code}`))) {
    const failures = await hitCount(db, failureKey, rateLimits.smsFailuresPerTelAndIp);
    await slowDown(failures);
    throw authFailure(401, AUTH_FAILURE_MESSAGES.badCode);
  }
  // The right code gives its reserved attempt back: only wrong guesses count.
  await settleSmsCode(db, live.id, consume ? now() : undefined);
};
