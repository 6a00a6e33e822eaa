import { ACCOUNT_MESSAGE, LOGIN_FLOW_MESSAGE } from '@genba/validators';
import { issueAccountToken, spendAccountToken } from '../../auth/accountTokens.ts';
import { clientIp } from '../../auth/clientIp.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { clearBucket, hit } from '../../auth/rateLimit.ts';
import { endSession, type UserRow } from '../../auth/session.ts';
import { hashToken } from '../../auth/tokens.ts';
import { sqlState } from '../../http/dbErrors.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { runInBackground } from '../user/background.ts';
import { checkCode } from '../user/codes.ts';
import { tooManyAttempts } from '../user/login.ts';
import { toWireUser } from '../user/wire.ts';
import {
  accountChangeByTokenHash,
  accountDeletionBlocker,
  applyAccountChange,
  deleteAccountData,
  emailTakenByOther,
  insertAccountChange,
  latestAccountChange,
  renameAccount,
  setPasswordEndingOtherSessions,
} from './queries.ts';
import { accountChangeStatus, toWireAccountChange } from './wire.ts';

export const ACCOUNT_CHANGE_MAIL_SUBJECT = '【現場管理】メールアドレス変更のご確認';

/** Password and e-mail changes need an e-mail login with a password (core §4: mobile-only accounts have neither). */
const requirePasswordLogin = (user: UserRow): void => {
  if (!user.email || !user.passwordHash) throw forbidden(ACCOUNT_MESSAGE.noPcLogin);
};

/**
 * The current password, checked as chekUserPassword checks it: every try
 * counts on the user's own bucket (cleared by the right password), so a left-open
 * session cannot be used to guess the password without limit.
 */
const checkCurrentPassword = async (deps: AppDeps, user: UserRow, password: string): Promise<void> => {
  const rule = deps.rateLimits.loginFailuresPerAccountAndIp;
  const key = `password:user:${user.id}`;
  if (!(await hit(deps.db, key, rule))) throw tooManyAttempts(rule);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw validationFailed({ current_password: [ACCOUNT_MESSAGE.currentPasswordWrong] });
  await clearBucket(deps.db, key);
};

/** An SMS code for a protected call: a wrong one is the field's mistake (422), never a 401 that reads as logged out. */
const checkOwnSmsCode = async (c: AppContext, tel: string, code: string): Promise<void> => {
  try {
    await checkCode(c, tel, code, true);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      const { message } = error.body as { message: string };
      throw validationFailed({ auth_number: [message] });
    }
    throw error;
  }
};

/** Link lookups from one address are bounded like the SMS code checks (a stranger guessing tokens). */
const limitLinkUse = async (c: AppContext): Promise<void> => {
  const { db, rateLimits } = c.var.deps;
  if (!(await hit(db, `account-change:ip:${clientIp(c)}`, rateLimits.smsCheckPerIp)))
    throw tooManyAttempts(rateLimits.smsCheckPerIp);
};

/** Another account took the address between the check and the write. */
const UNIQUE_VIOLATION = '23505';

class SpentLink extends Error {}

/**
 * The user's own account (issue 10 item 5, catalogue/account.ts). No call
 * takes a user id: each acts on the session's user, so none can reach another
 * account; the tenancy headers are checked by implement() as for every call.
 */
export const accountRoutes = [
  implement('updateAccountProfile', async ({ db, body, user, member, company, auth }) => {
    const names = {
      name1: body.name1,
      name2: body.name2 ?? '',
      kana1: body.kana1 ?? '',
      kana2: body.kana2 ?? '',
    };
    await renameAccount(db, user.id, names);
    return {
      success: true as const,
      user: toWireUser(user, { ...member, ...names }, company, auth.officeId),
    };
  }),

  implement('changeAccountPassword', async ({ body, user, auth, deps }) => {
    requirePasswordLogin(user);
    await checkCurrentPassword(deps, user, body.current_password);
    const ended = await setPasswordEndingOtherSessions(deps.db, {
      userId: user.id,
      passwordHash: await hashPassword(body.password),
      keepTokenHash: auth.tokenHash,
    });
    return { success: true as const, ended_sessions: ended };
  }),

  implement('getAccountEmailChange', async ({ db, user, deps }) => {
    const row = await latestAccountChange(db, user.id);
    return { change: row ? toWireAccountChange(row, deps.now()) : null };
  }),

  implement('requestAccountEmailChange', async ({ body, user, deps }) => {
    const { db, rateLimits, mail, config, now, logger } = deps;
    requirePasswordLogin(user);
    const email = body.email.toLowerCase();
    if (email === user.email) throw validationFailed({ email: [ACCOUNT_MESSAGE.emailUnchanged] });
    await checkCurrentPassword(deps, user, body.current_password);
    if (!(await hit(db, `account-change:user:${user.id}`, rateLimits.passwordResetPerKey)))
      throw tooManyAttempts(rateLimits.passwordResetPerKey);
    if (await emailTakenByOther(db, email, user.id))
      throw validationFailed({ email: [ACCOUNT_MESSAGE.emailTaken] });
    const { token, expiresAt } = await issueAccountToken(db, {
      userId: user.id,
      purpose: 'account_change',
      now: now(),
    });
    const tokenHash = hashToken(token);
    await insertAccountChange(db, { tokenHash, userId: user.id, email });
    const change = toWireAccountChange(
      { email, completedAt: null, usedAt: null, expiresAt, userId: user.id, tokenHash },
      now(),
    );
    const link = `${config.publicUrl}/account-change/${token}`;
    runInBackground(
      () =>
        mail.send({
          to: email,
          subject: ACCOUNT_CHANGE_MAIL_SUBJECT,
          text: `メールアドレス変更のお申し込みを受け付けました。\n以下のURLを開いて変更を確定してください（有効期限 ${change.expires_at}）。\n\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。`,
        }),
      (error) => logger.error('account change mail failed', error),
    );
    return change;
  }),

  implement('getAccountChange', async ({ c, params, deps }) => {
    await limitLinkUse(c);
    const row = await accountChangeByTokenHash(deps.db, hashToken(params.token));
    if (!row) throw notFound(ACCOUNT_MESSAGE.changeLinkInvalid);
    return toWireAccountChange(row, deps.now());
  }),

  /** Spends the link once (two concurrent opens: one completes, the other reads the result). */
  implement('completeAccountChange', async ({ c, params, deps }) => {
    const { db, now } = deps;
    await limitLinkUse(c);
    const tokenHash = hashToken(params.token);
    const row = await accountChangeByTokenHash(db, tokenHash);
    if (!row) throw notFound(ACCOUNT_MESSAGE.changeLinkInvalid);
    const at = now();
    if (accountChangeStatus(row, at) !== 1) return toWireAccountChange(row, at);
    if (await emailTakenByOther(db, row.email, row.userId))
      throw validationFailed({ email: [ACCOUNT_MESSAGE.emailTaken] });
    try {
      await db.transaction(async (tx) => {
        const spent = await spendAccountToken(tx, {
          tokenHash,
          userId: row.userId,
          purpose: 'account_change',
          now: at,
        });
        if (!spent) throw new SpentLink();
        await applyAccountChange(tx, { tokenHash, userId: row.userId, email: row.email, now: at });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION)
        throw validationFailed({ email: [ACCOUNT_MESSAGE.emailTaken] });
      if (!(error instanceof SpentLink)) throw error;
    }
    const after = await accountChangeByTokenHash(db, tokenHash);
    return toWireAccountChange(after ?? row, at);
  }),

  /**
   * /accountdelete. The owner proves it is them (password, or an SMS code for
   * an account without one), then the account goes and every session with it.
   */
  implement('deleteAccount', async ({ c, body, user, auth, deps }) => {
    if (user.passwordHash) {
      if (!body.current_password)
        throw validationFailed({ current_password: [ACCOUNT_MESSAGE.currentPasswordRequired] });
      await checkCurrentPassword(deps, user, body.current_password);
    } else {
      if (!user.telNumber) throw forbidden();
      if (!body.auth_number) throw validationFailed({ auth_number: [LOGIN_FLOW_MESSAGE.authNumberRequired] });
      await checkOwnSmsCode(c, user.telNumber, body.auth_number);
    }
    const blocker = await accountDeletionBlocker(deps.db, user.id);
    if (blocker) throw forbidden(ACCOUNT_MESSAGE[blocker]);
    await deleteAccountData(deps.db, user.id, deps.now());
    await endSession(c, auth.tokenHash);
    return { success: true };
  }),
];
