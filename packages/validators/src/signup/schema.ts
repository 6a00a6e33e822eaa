import { z } from 'zod';
import { isValidEmail } from '../email/email.ts';
import { requiredText } from '../internal/schema.ts';
import { LOGIN_FLOW_MESSAGE } from '../login/messages.ts';
import { isValidNewPassword } from '../login/schemas.ts';

/**
 * Talk §2: the header of /register, verbatim. Its '⽤' is U+2F64 (the Kangxi
 * radical), as the spec and the original product write it, not the usual
 * U+7528 '用': search for it with this constant, not by typing it.
 */
export const SIGN_UP_FORM_TITLE = 'ご利\u2F64申し込みフォーム';

/** Core §5 sign-up messages; the spec lists them without wording. */
export const SIGN_UP_MESSAGE = {
  companyNameRequired: '会社名を入力してください。',
  name1Required: 'お名前(姓)を入力してください。',
  name2Required: 'お名前(名)を入力してください。',
  emailRequired: 'メールアドレスを入力してください。',
  emailInvalid: '正しいメールアドレスを入力してください。',
  emailConfirmRequired: 'メールアドレス(確認用)を入力してください。',
  emailMismatch: 'メールアドレスとメールアドレス(確認用)が一致しません。',
  passwordRequired: 'パスワードを入力してください。',
  password: LOGIN_FLOW_MESSAGE.passwordFormat,
  passwordMismatch: 'パスワードとパスワード(確認用)が一致しません。',
} as const;

/**
 * Core §3/§5 sign-up account (/register). Mismatches are reported on the
 * confirmation fields; the confirmation of the password has no separate
 * "required" message in the spec, so an empty one is a mismatch.
 */
export const signUpAccountSchema = z
  .object({
    company_name: requiredText(SIGN_UP_MESSAGE.companyNameRequired),
    name1: requiredText(SIGN_UP_MESSAGE.name1Required),
    name2: requiredText(SIGN_UP_MESSAGE.name2Required),
    kana1: z.string().nullish(),
    kana2: z.string().nullish(),
    email: requiredText(SIGN_UP_MESSAGE.emailRequired, [[isValidEmail, SIGN_UP_MESSAGE.emailInvalid]], {
      trim: true,
    }),
    email_confirm: requiredText(SIGN_UP_MESSAGE.emailConfirmRequired),
    password: requiredText(SIGN_UP_MESSAGE.passwordRequired, [
      [isValidNewPassword, SIGN_UP_MESSAGE.password],
    ]),
    password_confirm: z.string({ error: SIGN_UP_MESSAGE.passwordMismatch }),
  })
  .superRefine((v, ctx) => {
    if (v.email_confirm.trim() !== '' && v.email !== v.email_confirm) {
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: SIGN_UP_MESSAGE.emailMismatch });
    }
    if (v.password !== v.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: SIGN_UP_MESSAGE.passwordMismatch });
    }
  });
export type SignUpAccount = z.infer<typeof signUpAccountSchema>;
