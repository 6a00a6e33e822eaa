import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TOKEN_TTL_SECONDS,
  findLiveAccountToken,
  issueAccountToken,
  spendAccountToken,
} from '../../auth/accountTokens.ts';
import { clientIp } from '../../auth/clientIp.ts';
import { findUserByEmail, normalizedEmail } from '../../auth/login.ts';
import { hashPassword } from '../../auth/password.ts';
import { hit } from '../../auth/rateLimit.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { runInBackground } from './background.ts';
import { tooManyAttempts } from './login.ts';

export const RESET_TOKEN_TTL_SECONDS = ACCOUNT_TOKEN_TTL_SECONDS.password_reset;
export const RESET_MAIL_SENT_MESSAGE =
  'パスワード再設定用のメールを送信しました。メールに記載のURLから再設定してください。';
export const RESET_DONE_MESSAGE = 'パスワードを再設定しました。新しいパスワードでログインしてください。';
export const RESET_MAIL_SUBJECT = '【現場管理】パスワード再設定のご案内';

class SpentToken extends Error {}

export const passwordRoutes = [
  /**
   * Answers the same, after the same work, whether or not the address exists:
   * the per-address count is kept for unknown addresses too, and the token and
   * the mail are made after the answer. A new token revokes the earlier ones.
   */
  implement('password_reset_request', async ({ c, body }) => {
    const { db, rateLimits, mail, config, now, logger } = c.var.deps;
    const email = normalizedEmail(body.email);
    if (!(await hit(db, `reset:ip:${clientIp(c)}`, rateLimits.passwordResetPerKey))) {
      throw tooManyAttempts(rateLimits.passwordResetPerKey);
    }
    const withinLimit = await hit(db, `reset:account:${email}`, rateLimits.passwordResetPerKey);
    const user = await findUserByEmail(c, email);
    if (user && withinLimit) {
      runInBackground(
        async () => {
          const { token } = await issueAccountToken(db, {
            userId: user.id,
            purpose: 'password_reset',
            now: now(),
          });
          const link = `${config.publicUrl}/password/reset/${token}`;
          await mail.send({
            to: email,
            subject: RESET_MAIL_SUBJECT,
            text: `パスワード再設定のお申し込みを受け付けました。\n以下のURLから${RESET_TOKEN_TTL_SECONDS / 60}分以内に新しいパスワードを設定してください。\n\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。`,
          });
        },
        (error) => logger.error('password reset mail failed', error),
      );
    }
    return { status: 200 as const, message: RESET_MAIL_SENT_MESSAGE };
  }),

  /**
   * One-time: the token is spent (exactly once, even under concurrent use), every
   * other live reset token of the account is revoked, and every session is ended.
   */
  implement('password_reset', async ({ c, body }) => {
    const { db, now, rateLimits } = c.var.deps;
    if (!(await hit(db, `reset-use:ip:${clientIp(c)}`, rateLimits.passwordResetPerKey))) {
      throw tooManyAttempts(rateLimits.passwordResetPerKey);
    }
    const at = now();
    const live = await findLiveAccountToken(db, { token: body.token, purpose: 'password_reset', now: at });
    const [owner] = live
      ? await db.select({ email: users.email }).from(users).where(eq(users.id, live.userId))
      : [];
    if (!live || owner?.email !== normalizedEmail(body.email)) {
      throw authFailure(422, AUTH_FAILURE_MESSAGES.badResetToken);
    }
    const passwordHash = await hashPassword(body.password);
    try {
      await db.transaction(async (tx) => {
        const spent = await spendAccountToken(tx, { ...live, purpose: 'password_reset', now: at });
        if (!spent) throw new SpentToken();
        await tx.update(users).set({ passwordHash }).where(eq(users.id, live.userId));
        await tx.delete(sessions).where(eq(sessions.userId, live.userId));
      });
    } catch (error) {
      if (error instanceof SpentToken) throw authFailure(422, AUTH_FAILURE_MESSAGES.badResetToken);
      throw error;
    }
    return { status: 200 as const, message: RESET_DONE_MESSAGE };
  }),
];
