import { z } from 'zod';
import { isValidEmail } from '../email/email.ts';
import { type Rule, requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone, normalizePhone } from '../phone/phone.ts';
import { charLength } from '../text/displayLength.ts';

/** Talk §9: the longest invitee surname, in characters. */
export const INVITATION_NAME_MAX = 20;

/** The most rows one invitation dialog sends (not in the spec: a bound so a request stays small). */
export const INVITATION_ROWS_MAX = 50;

/** Talk §5 invitation messages, verbatim. */
export const INVITATION_MESSAGE = {
  name1Required: 'お名前(姓)を入力してください。',
  name1Max: 'お名前(姓)には20文字以下の文字列を指定してください。',
  telInvalid: '正しい電話番号を入力してください。',
  telDuplicate: '同じ電話番号は招待できません。',
  emailInvalid: '正しいメールアドレスを入力してください。',
  emailDuplicate: '同じメールアドレスは招待できません。',
  /** Not in the spec: sending an empty list is refused with this. */
  noRows: '招待する方を1人以上入力してください。',
  /** Not in the spec: more rows than INVITATION_ROWS_MAX. */
  tooManyRows: '一度に招待できるのは50人までです。',
} as const;

const name1Field = requiredText(INVITATION_MESSAGE.name1Required, [
  [(v) => charLength(v) <= INVITATION_NAME_MAX, INVITATION_MESSAGE.name1Max],
] satisfies Rule[]);

/**
 * Rows whose key equals an earlier row's key get `message` at
 * `[index, field]`; the first occurrence stays valid so the user sees which
 * row to remove. Rows with an empty key are skipped (they already fail).
 */
const refuseDuplicates =
  <T extends Record<string, unknown>>(field: keyof T & string, key: (row: T) => string, message: string) =>
  (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const k = key(row);
      if (k === '') return;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index, field], message });
      seen.add(k);
    });
  };

export const invitationByPhoneRowSchema = z.object({
  name1: name1Field,
  tel_number: requiredText(INVITATION_MESSAGE.telInvalid, [
    [isValidJapanesePhone, INVITATION_MESSAGE.telInvalid],
  ]),
});
export type InvitationByPhoneRow = z.infer<typeof invitationByPhoneRowSchema>;

/** Talk §5 invitation by phone. Duplicates are compared after `normalizePhone` ('090-1234-5678' = '09012345678'). */
export const invitationsByPhoneSchema = z
  // The array's error also answers min(1) (zod 4): an empty list and a missing one read the same.
  .array(invitationByPhoneRowSchema, { error: INVITATION_MESSAGE.noRows })
  .min(1)
  .max(INVITATION_ROWS_MAX, { error: INVITATION_MESSAGE.tooManyRows })
  .superRefine(
    refuseDuplicates<InvitationByPhoneRow>(
      'tel_number',
      (r) => normalizePhone(r.tel_number),
      INVITATION_MESSAGE.telDuplicate,
    ),
  );
export type InvitationsByPhone = z.infer<typeof invitationsByPhoneSchema>;

export const invitationByEmailRowSchema = z.object({
  name1: name1Field,
  email: requiredText(INVITATION_MESSAGE.emailInvalid, [[isValidEmail, INVITATION_MESSAGE.emailInvalid]], {
    trim: true,
  }),
});
export type InvitationByEmailRow = z.infer<typeof invitationByEmailRowSchema>;

/** Talk §5 invitation by e-mail. Duplicates ignore case and surrounding spaces: mail providers treat them as one address. */
export const invitationsByEmailSchema = z
  // The array's error also answers min(1) (zod 4): an empty list and a missing one read the same.
  .array(invitationByEmailRowSchema, { error: INVITATION_MESSAGE.noRows })
  .min(1)
  .max(INVITATION_ROWS_MAX, { error: INVITATION_MESSAGE.tooManyRows })
  .superRefine(
    refuseDuplicates<InvitationByEmailRow>(
      'email',
      // The row schema has trimmed the address already; either case would do for the comparison.
      // Stryker disable next-line MethodExpression: equivalent, upper-casing compares the same way.
      (r) => r.email.toLowerCase(),
      INVITATION_MESSAGE.emailDuplicate,
    ),
  );
export type InvitationsByEmail = z.infer<typeof invitationsByEmailSchema>;
