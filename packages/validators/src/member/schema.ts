import { z } from 'zod';
import { isValidEmail } from '../email/email.ts';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { isBlank, optionalText, RAW_TEXT_MAX, requiredText } from '../internal/schema.ts';
import { LOGIN_FLOW_MESSAGE, LOGIN_MESSAGE } from '../login/messages.ts';
import { isValidNewPassword } from '../login/schemas.ts';
import { isJapaneseMobilePhone } from '../phone/phone.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';
import { allowsMobileLogin, allowsPcLogin, LOGIN_TYPE } from './constants.ts';
import { requiredWorkerListIssues, workerListDataSchema } from './workerList.ts';

export const MEMBER_MESSAGE = {
  name1Required: '氏名(姓)を入力してください',
  loginTypeRequired: 'ログイン方法を選択してください。',
  emailRequired: LOGIN_MESSAGE.emailRequired,
  emailInvalid: LOGIN_MESSAGE.emailInvalid,
  telRequired: LOGIN_FLOW_MESSAGE.telRequired,
  telInvalid: LOGIN_FLOW_MESSAGE.telInvalid,
  passwordRequired: LOGIN_MESSAGE.passwordRequired,
  password: LOGIN_FLOW_MESSAGE.passwordFormat,
  passwordMismatch: LOGIN_FLOW_MESSAGE.passwordMismatch,
} as const;

const loginTypeField = z
  .number({ error: MEMBER_MESSAGE.loginTypeRequired })
  // The number's error also answers the refinement (zod 4).
  .refine((t) => t === LOGIN_TYPE.pcOnly || t === LOGIN_TYPE.mobileOnly || t === LOGIN_TYPE.both);

const memberFields = z.object({
  member_id: z.number({ error: INPUT_MESSAGE.id }).nullish(),
  name1: requiredText(MEMBER_MESSAGE.name1Required),
  name2: optionalText([]),
  kana1: optionalText([]),
  kana2: optionalText([]),
  type: z.number({ error: INPUT_MESSAGE.choice }).nullish(),
  auth_id: z.number({ error: INPUT_MESSAGE.choice }).nullish(),
  login_type: loginTypeField,
  tel_number: optionalText([]),
  // An address pasted with a surrounding space is the address (issue 7, item 8).
  email: z
    .string()
    .trim()
    .max(RAW_TEXT_MAX, { abort: true, error: TEXT_MESSAGE.maxLength(RAW_TEXT_MAX) })
    .nullish(),
  password: optionalText([]),
  password_confirmation: optionalText([]),
  worker_list_data: workerListDataSchema.nullish(),
});
export type MemberForm = z.infer<typeof memberFields>;

export type MemberFormOptions = {
  /** Resolved with `isWorkerListRequired`. */
  workerListRequired: boolean;
  /** True when creating a member; when editing, an empty password keeps the current one. */
  passwordRequired: boolean;
};

/**
 * Core §5 member form. By login type: a PC login (PC only or both) needs a
 * valid e-mail; a mobile login (mobile only or both) needs a valid number,
 * and it must be a mobile number because the mobile login is by SMS code;
 * every type but mobile-only needs a password of 6-20 half-width letters and
 * digits and a matching confirmation. With the worker list required, the
 * worker-list rules are reported under `worker_list_data.…`.
 */
export const createMemberFormSchema = (options: MemberFormOptions) =>
  memberFields.superRefine((v, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (allowsPcLogin(v.login_type)) {
      if (isBlank(v.email ?? '')) add(['email'], MEMBER_MESSAGE.emailRequired);
      // An equivalent mutant stays undetected here (a directive before `else if` is not applied): a missing e-mail took the branch above.
      else if (!isValidEmail(v.email ?? '')) add(['email'], MEMBER_MESSAGE.emailInvalid);
    }
    if (allowsMobileLogin(v.login_type)) {
      if (isBlank(v.tel_number ?? '')) add(['tel_number'], MEMBER_MESSAGE.telRequired);
      // An equivalent mutant stays undetected here (a directive before `else if` is not applied): a missing number took the branch above.
      else if (!isJapaneseMobilePhone(v.tel_number ?? '')) add(['tel_number'], MEMBER_MESSAGE.telInvalid);
    }
    if (v.login_type !== LOGIN_TYPE.mobileOnly) {
      const password = v.password ?? '';
      const given = password !== '' || (v.password_confirmation ?? '') !== '';
      if (password === '' && (options.passwordRequired || given))
        add(['password'], MEMBER_MESSAGE.passwordRequired);
      else if (password !== '' && !isValidNewPassword(password)) add(['password'], MEMBER_MESSAGE.password);
      // Stryker disable next-line StringLiteral: equivalent, with a password given a missing confirmation differs from it either way, and without one `given` is false.
      if (given && password !== (v.password_confirmation ?? '')) {
        add(['password_confirmation'], MEMBER_MESSAGE.passwordMismatch);
      }
    }
    if (options.workerListRequired) {
      for (const issue of requiredWorkerListIssues(v.worker_list_data))
        add(['worker_list_data', ...issue.path], issue.message);
    }
  });

/** The form for a new member with no worker list required; build others with `createMemberFormSchema`. */
export const memberFormSchema = createMemberFormSchema({ workerListRequired: false, passwordRequired: true });

/**
 * Core §4 login-type rules, applied before sending: mobile-only members lose
 * e-mail and password, PC-only members lose the phone number.
 */
export const applyLoginTypeRules = <
  T extends {
    login_type: number;
    email?: unknown;
    password?: unknown;
    password_confirmation?: unknown;
    tel_number?: unknown;
  },
>(
  member: T,
): T => {
  const copy = { ...member };
  if (member.login_type === LOGIN_TYPE.mobileOnly) {
    delete copy.email;
    delete copy.password;
    delete copy.password_confirmation;
  }
  if (member.login_type === LOGIN_TYPE.pcOnly) delete copy.tel_number;
  return copy;
};
