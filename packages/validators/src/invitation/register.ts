import { z } from 'zod';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { requiredText, textField } from '../internal/schema.ts';
import {
  checkPasswordConfirmation,
  loginEmailField,
  mobileTelField,
  newPasswordFields,
  smsAuthNumberField,
} from '../login/schemas.ts';
import { charLength } from '../text/displayLength.ts';
import { INVITATION_MESSAGE, INVITATION_NAME_MAX } from './schemas.ts';

/** Messages of the public invitation page that the spec does not word (our design). */
export const INVITATION_REGISTER_MESSAGE = {
  name2Max: 'お名前(名)には20文字以下の文字列を指定してください。',
  termsRequired: '利用規約に同意してください。',
  linkInvalid: 'この招待URLは無効です。招待した方に再度招待を依頼してください。',
  alreadyUsed: 'この招待は既に登録済みです。ログインしてご利用ください。',
  emailTaken: 'このメールアドレスは既に登録されています。ログインしてからご利用ください。',
  alreadyMember: '既にメンバーに登録されています。',
  siteNotFound: '招待先の現場が見つかりません。',
} as const;

/** A name and the terms agreed: what every registration on /invitation_user/{encoded} asks. */
const nameAndTermsFields = {
  name1: requiredText(INVITATION_MESSAGE.name1Required, [
    [(v) => charLength(v) <= INVITATION_NAME_MAX, INVITATION_MESSAGE.name1Max],
  ]),
  name2: textField(INPUT_MESSAGE.text, [
    [(v) => charLength(v) <= INVITATION_NAME_MAX, INVITATION_REGISTER_MESSAGE.name2Max],
  ]),
  // A boolean the form starts as false; only true passes (the box must be ticked).
  agree_terms_flg: z
    .boolean({ error: INVITATION_REGISTER_MESSAGE.termsRequired })
    // The boolean's error also answers the refinement (zod 4).
    .refine((v) => v),
};
/**
 * The invited worker's registration on /invitation_user/{encoded} (talk §2,
 * core §7's member form with agree_terms_flg): a name, a password of 6-20
 * half-width letters and digits with its confirmation, and the terms agreed.
 */
const registerFields = { ...nameAndTermsFields, ...newPasswordFields };

export const invitationRegisterSchema = z.object(registerFields).superRefine(checkPasswordConfirmation);
export type InvitationRegister = z.infer<typeof invitationRegisterSchema>;

/**
 * Joining through an open link (ADR 009) by e-mail: nobody was invited by
 * address, so the worker gives the e-mail address they will log in with (the
 * login e-mail rules and messages of talk §5), proves it with the code mailed
 * to it (openInvitationMailRequestSchema, then the SMS code's rules), and sets
 * a name, a password and the terms.
 */
export const openInvitationRegisterSchema = z
  .object({ ...registerFields, email: loginEmailField, auth_number: smsAuthNumberField })
  .superRefine(checkPasswordConfirmation);
export type OpenInvitationRegister = z.infer<typeof openInvitationRegisterSchema>;

/** The e-mail registration's first step: the address its code is mailed to. */
export const openInvitationMailRequestSchema = z.object({ email: loginEmailField });
export type OpenInvitationMailRequest = z.infer<typeof openInvitationMailRequestSchema>;

/**
 * Joining through an open link by phone instead (issue 10 item 4): the mobile
 * number the code was sent to, the code from the SMS (the SMS login's rules and
 * messages), a name and the terms. No password: the worker logs in by SMS.
 */
export const openInvitationTelRegisterSchema = z.object({
  ...nameAndTermsFields,
  tel_number: mobileTelField,
  auth_number: smsAuthNumberField,
});
export type OpenInvitationTelRegister = z.infer<typeof openInvitationTelRegisterSchema>;
