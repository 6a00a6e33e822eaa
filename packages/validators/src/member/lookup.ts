import { z } from 'zod';
import { isValidEmail } from '../email/email.ts';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';
import { isHalfWidthAlnumSymbols } from '../text/inputHelpers.ts';

/** Core §4 member lookup result states. */
export const MEMBER_LOOKUP_STATE = {
  empty: 'empty',
  error: 'error',
  fontError: 'font_error',
  registered: 'registered',
} as const;
export type MemberLookupState = (typeof MEMBER_LOOKUP_STATE)[keyof typeof MEMBER_LOOKUP_STATE];

/** Core §4 login value check results. */
export const LOGIN_VALUE_CHECK = {
  empty: 'empty',
  registered: 'registered',
  ok: 'ok',
  error: 'error',
} as const;
export type LoginValueCheck = (typeof LOGIN_VALUE_CHECK)[keyof typeof LOGIN_VALUE_CHECK];

export const MEMBER_LOOKUP_MESSAGE = {
  required: 'メールアドレスまたは電話番号を入力してください。',
  fontError: '半角英数字で入力してください。',
  invalid: 'メールアドレスまたは電話番号に誤りがあります。',
  alreadyMember: 'すでにこの会社のメンバーです。',
} as const;

/**
 * Core §5 member lookup by e-mail or phone. "Non-half-width-alphanumeric
 * characters are refused" is read as "anything not half-width": '@', '.'
 * and '-' must stay allowed or no e-mail could be looked up. Full-width
 * input is the font error; then the value must be an e-mail or a phone.
 */
export const memberLookupSchema = z.object({
  keyword: requiredText(
    MEMBER_LOOKUP_MESSAGE.required,
    [
      [isHalfWidthAlnumSymbols, MEMBER_LOOKUP_MESSAGE.fontError],
      [(v) => isValidEmail(v) || isValidJapanesePhone(v), MEMBER_LOOKUP_MESSAGE.invalid],
    ],
    { trim: true },
  ),
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

/**
 * Core §4: a registered member already in the company gets the
 * already-a-member message; a registered member elsewhere may be completed
 * (added); other states are shown as they are.
 */
export const memberLookupOutcome = (
  state: MemberLookupState,
  inCompany: boolean,
): 'alreadyMember' | 'offerCompletion' | Exclude<MemberLookupState, 'registered'> => {
  if (state !== MEMBER_LOOKUP_STATE.registered) return state;
  return inCompany ? 'alreadyMember' : 'offerCompletion';
};

const picked = z
  .string({ error: INPUT_MESSAGE.choice })
  // The string's error also answers the refinement (zod 4).
  .refine((v) => v !== '');

/** Core §4 completion in the browser: the type, auth and office the selects hold, as numbers. */
export const memberCompletionSchema = z
  .object({ type: picked, auth_id: picked, office_id: picked })
  .transform((v) => ({ type: Number(v.type), auth_id: Number(v.auth_id), office_id: Number(v.office_id) }));
export type MemberCompletion = z.output<typeof memberCompletionSchema>;
