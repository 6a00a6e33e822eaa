import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { clientIp } from '../../auth/clientIp.ts';
import { findUserByEmail } from '../../auth/login.ts';
import { hashPassword } from '../../auth/password.ts';
import { hit } from '../../auth/rateLimit.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { authFailure } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { tooManyAttempts } from './login.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const RESET_MAIL_SENT_MESSAGE =
  'パスワード再設定用のメールを送信しました。メールに記載のURLから再設定してください。';
export const RESET_DONE_MESSAGE = 'パスワードを再設定しました。新しいパスワードでログインしてください。';
export const RESET_MAIL_SUBJECT = '【現場管理】パスワード再設定のご案内';

export const passwordRoutes = [
  /** Answers the same whether or not the address exists, so addresses cannot be probed. */
  implement('password_reset_request', async ({ c, body }) => {
    const { db, rateLimits, mail, config, now } = c.var.deps;
    const email = body.email.trim().toLowerCase();
    if (!(await hit(db, `reset:ip:${clientIp(c)}`, rateLimits.passwordResetPerKey))) {
      throw tooManyAttempts(rateLimits.passwordResetPerKey);
    }
    const user = await findUserByEmail(c, email);
    if (user && (await hit(db, `reset:account:${email}`, rateLimits.passwordResetPerKey))) {
      const token = newToken();
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      const link = `${config.publicUrl}/password/reset/${token}`;
      await mail.send({
        to: email,
        subject: RESET_MAIL_SUBJECT,
        text: `パスワード再設定のお申し込みを受け付けました。\n以下のURLから${RESET_TOKEN_TTL_SECONDS / 60}分以内に新しいパスワードを設定してください。\n\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。`,
      });
    }
    return { status: 200 as const, message: RESET_MAIL_SENT_MESSAGE };
  }),

  /** One-time: the token is spent, and every session of the account is ended. */
  implement('password_reset', async ({ c, body }) => {
    const { db, now } = c.var.deps;
    const at = now();
    const [row] = await db
      .select({ token: passwordResetTokens, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(body.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, at),
        ),
      );
    if (!row || row.email !== body.email.trim().toLowerCase()) {
      throw authFailure(422, AUTH_FAILURE_MESSAGES.badResetToken);
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.token.userId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(eq(passwordResetTokens.tokenHash, row.token.tokenHash));
      await tx.delete(sessions).where(eq(sessions.userId, row.token.userId));
    });
    return { status: 200 as const, message: RESET_DONE_MESSAGE };
  }),
];
