import { z } from 'zod';
import { EMAIL_LIMIT, isValidEmail } from '../email/email.ts';
import { requiredText } from '../internal/schema.ts';
import { isJapaneseMobilePhone } from '../phone/phone.ts';
import { containsEmoji } from '../text/emoji.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';
import { LOGIN_FLOW_MESSAGE, LOGIN_MESSAGE } from './messages.ts';

/** Password lengths: login checks the minimum only (talk §5); setting a password also checks the maximum (core §5). */
export const PASSWORD_LIMIT = { min: 6, max: 20 } as const;

/** The length of the SMS code. The spec does not give it: six half-width digits is our design. */
export const SMS_AUTH_NUMBER_LENGTH = 6;

/** Login e-mail field: required, then no emoji, then a valid address (one message at a time, in that order). */
export const loginEmailField = requiredText(
  LOGIN_MESSAGE.emailRequired,
  [
    [(v) => !containsEmoji(v), LOGIN_MESSAGE.emailEmoji],
    [isValidEmail, LOGIN_MESSAGE.emailInvalid],
  ],
  // An address pasted with a surrounding space is the address (issue 7, item 8).
  { trim: true, maxRaw: EMAIL_LIMIT.total },
);

/**
 * The longest password a login reads. The login checks only the minimum
 * (talk §5), but the raw value is bounded before its characters are counted,
 * so a huge body cannot make the count allocate (issue 8).
 */
export const LOGIN_PASSWORD_RAW_MAX = 256;

/** Talk §5 e-mail login: `{ email, password }`. The password's maximum is not checked at login. */
export const loginEmailSchema = z.object({
  email: loginEmailField,
  password: requiredText(
    LOGIN_MESSAGE.passwordRequired,
    [[(v) => [...v].length >= PASSWORD_LIMIT.min, LOGIN_MESSAGE.passwordMin]],
    { maxRaw: LOGIN_PASSWORD_RAW_MAX },
  ),
});
export type LoginEmail = z.infer<typeof loginEmailSchema>;

/** SMS can only reach a mobile number (070/080/090), so landlines are refused here. */
export const mobileTelField = requiredText(LOGIN_FLOW_MESSAGE.telRequired, [
  [isJapaneseMobilePhone, LOGIN_FLOW_MESSAGE.telInvalid],
]);

/** Talk §4 SMS login, step 1 (also used for "request again"): `{ tel_number }`. Send `normalizePhone(tel_number)`. */
export const smsRequestSchema = z.object({ tel_number: mobileTelField });
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** The code from the SMS: six half-width digits. */
export const smsAuthNumberField = requiredText(LOGIN_FLOW_MESSAGE.authNumberRequired, [
  [
    (v) => new RegExp(`^\\d{${SMS_AUTH_NUMBER_LENGTH}}$`).test(v),
    TEXT_MESSAGE.digitCount(SMS_AUTH_NUMBER_LENGTH),
  ],
]);

/** Talk §4 SMS login, step 2: `{ tel_number, auth_number }` with a 6-digit half-width code. */
export const smsLoginSchema = z.object({
  tel_number: mobileTelField,
  auth_number: smsAuthNumberField,
});
export type SmsLogin = z.infer<typeof smsLoginSchema>;

/** `/login/forgotpass`: `{ email }` with the login e-mail messages. */
export const passwordResetRequestSchema = z.object({ email: loginEmailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** 6-20 half-width letters and digits: what a new password may be (core §5 member form and "max 20 elsewhere"). */
export const isValidNewPassword = (v: string): boolean =>
  new RegExp(`^[A-Za-z0-9]{${PASSWORD_LIMIT.min},${PASSWORD_LIMIT.max}}$`).test(v);

/**
 * A new password and its confirmation, the pair every password-setting form
 * asks for (reset, account change, invitation registration). Spread into the
 * form's object and refine it with `checkPasswordConfirmation`.
 */
export const newPasswordFields = {
  password: requiredText(LOGIN_MESSAGE.passwordRequired, [
    [isValidNewPassword, LOGIN_FLOW_MESSAGE.passwordFormat],
  ]),
  password_confirmation: requiredText(LOGIN_FLOW_MESSAGE.passwordConfirmationRequired),
};

/**
 * The mismatch message sits on `password_confirmation`, the field the user
 * corrects; an empty confirmation already has its own required message.
 */
export const checkPasswordConfirmation = (
  v: { password: string; password_confirmation: string },
  ctx: z.RefinementCtx,
): void => {
  if (v.password_confirmation !== '' && v.password !== v.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: LOGIN_FLOW_MESSAGE.passwordMismatch,
    });
  }
};

/** `/password/reset/{token}`: `{ token, password, password_confirmation }`. */
export const passwordResetSchema = z
  .object({
    token: requiredText(LOGIN_FLOW_MESSAGE.tokenInvalid),
    ...newPasswordFields,
  })
  .superRefine(checkPasswordConfirmation);
export type PasswordReset = z.infer<typeof passwordResetSchema>;
