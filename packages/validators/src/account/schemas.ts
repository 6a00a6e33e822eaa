import { z } from 'zod';
import { optionalText, requiredText } from '../internal/schema.ts';
import {
  checkPasswordConfirmation,
  LOGIN_PASSWORD_RAW_MAX,
  loginEmailField,
  newPasswordFields,
  SMS_AUTH_NUMBER_LENGTH,
} from '../login/schemas.ts';
import { MEMBER_MESSAGE } from '../member/schema.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';
import { ACCOUNT_MESSAGE } from './messages.ts';

/** Names keep the invitation's limit (talk §5: name max 20). */
export const ACCOUNT_NAME_MAX = 20;

const maxLength: readonly [(v: string) => boolean, string] = [
  (v) => [...v].length <= ACCOUNT_NAME_MAX,
  TEXT_MESSAGE.maxLength(ACCOUNT_NAME_MAX),
];

/** The password the user types to prove it is them (checked like chekUserPassword; only its size is bounded here). */
export const currentPasswordField = requiredText(ACCOUNT_MESSAGE.currentPasswordRequired, [], {
  maxRaw: LOGIN_PASSWORD_RAW_MAX,
});

/** Profile edit: the person's name and its kana (core §3 member name1, name2, kana1, kana2). */
export const accountProfileSchema = z.object({
  name1: requiredText(MEMBER_MESSAGE.name1Required, [maxLength], { trim: true, singleLine: true }),
  name2: optionalText([maxLength], { trim: true, singleLine: true }),
  kana1: optionalText([maxLength], { trim: true, singleLine: true }),
  kana2: optionalText([maxLength], { trim: true, singleLine: true }),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/**
 * Password change: the current password first (chekUserPassword's rule), then
 * a new one of 6-20 half-width letters and digits typed twice (core §5). The
 * mismatch sits on the confirmation, the field the user corrects.
 */
export const accountPasswordSchema = z
  .object({
    current_password: currentPasswordField,
    ...newPasswordFields,
  })
  .superRefine((v, ctx) => {
    checkPasswordConfirmation(v, ctx);
    if (v.password !== '' && v.password === v.current_password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGE.samePassword });
    }
  });
export type AccountPassword = z.infer<typeof accountPasswordSchema>;

/** E-mail change: the new address (login e-mail rules, talk §5) and the current password. */
export const accountEmailSchema = z.object({
  email: loginEmailField,
  current_password: currentPasswordField,
});
export type AccountEmail = z.infer<typeof accountEmailSchema>;

/**
 * Account deletion at /accountdelete (after the screen's confirmation): an
 * account with a password proves it is its owner with the password; a
 * mobile-only account, which has none, with an SMS code sent to its number
 * (sms_request). The server requires the one the account has.
 */
export const accountDeleteSchema = z.object({
  current_password: optionalText([], { maxRaw: LOGIN_PASSWORD_RAW_MAX }),
  auth_number: optionalText([
    [
      (v) => new RegExp(`^\\d{${SMS_AUTH_NUMBER_LENGTH}}$`).test(v),
      TEXT_MESSAGE.digitCount(SMS_AUTH_NUMBER_LENGTH),
    ],
  ]),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** The token of an /account-change/{token} link: url-safe characters, bounded. */
export const accountChangeTokenField = requiredText(ACCOUNT_MESSAGE.changeLinkInvalid, [
  [(v) => /^[A-Za-z0-9_-]{16,128}$/.test(v), ACCOUNT_MESSAGE.changeLinkInvalid],
]);
