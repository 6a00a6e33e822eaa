import { z } from 'zod';
import { isValidEmail } from '../email/email.ts';
import { optionalText, requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';

/** Talk §5 contact-person messages, verbatim. */
export const CONTACT_PERSON_MESSAGE = {
  name1Required: '氏名(姓)を入力してください',
  telInvalid: '携帯電話番号に誤りがあります',
  emailInvalid: 'メールアドレスに誤りがあります',
} as const;

/**
 * Talk §5 / core §7 contact person: `{ name1, name2, tel_number, email }`.
 * Only the surname is required; a phone or e-mail that is given must be
 * valid. The message says '携帯電話番号' (verbatim), but any Japanese number
 * is accepted because a contact's office line is a normal thing to store.
 */
export const contactPersonSchema = z.object({
  name1: requiredText(CONTACT_PERSON_MESSAGE.name1Required),
  name2: optionalText([]),
  tel_number: optionalText([[isValidJapanesePhone, CONTACT_PERSON_MESSAGE.telInvalid]]),
  email: optionalText([[isValidEmail, CONTACT_PERSON_MESSAGE.emailInvalid]], { trim: true }),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;
