import { z } from 'zod';
import { maxChars } from '../internal/fields.ts';
import { blankToNull, optionalText, requiredText } from '../internal/schema.ts';
import {
  contactAddressFields,
  contactAddressFormFields,
  contactAddressPayload,
  EMPTY_CONTACT_ADDRESS_FORM,
  reportPayloadIssues,
} from './contactAddress.ts';
import { COMPANY_MESSAGE } from './schema.ts';

/** Office names: the spec gives no limit; 50 characters matches the building name's (core §5). */
export const OFFICE_LIMIT = { name: 50, nameKana: 50 } as const;

/**
 * Office (営業所) messages. The spec names the office settings screen but not
 * its fields' wording; these follow the company form's messages.
 */
export const OFFICE_MESSAGE = {
  nameRequired: '営業所名を入力してください。',
  postcode: COMPANY_MESSAGE.postcode,
  prefecture: COMPANY_MESSAGE.prefectureRequired,
  telInvalid: COMPANY_MESSAGE.telInvalid,
  faxInvalid: COMPANY_MESSAGE.faxInvalid,
  notFound: '営業所が見つかりません。',
  headOffice: '本社は削除できません。',
  hasMembers: 'メンバーが所属している営業所は削除できません。',
  deleteConfirm: 'この営業所を削除します。よろしいですか？',
} as const;

/**
 * The office form (/setting/office): a name is required; the address and
 * numbers are optional and, when given, follow the company's limits (core §5).
 */
export const officeSchema = z.object({
  name: requiredText(OFFICE_MESSAGE.nameRequired, [maxChars(OFFICE_LIMIT.name)], { singleLine: true }),
  name_kana: optionalText([maxChars(OFFICE_LIMIT.nameKana)], { singleLine: true }).nullish(),
  ...contactAddressFields,
});
export type OfficeInput = z.input<typeof officeSchema>;

/** The form's strings → the office payload, checked by officeSchema (the server's own rules). */
export const officeFormSchema = z
  .object({ name: z.string(), name_kana: z.string(), ...contactAddressFormFields })
  .transform((v, ctx) => {
    const payload = {
      name: v.name.trim(),
      name_kana: blankToNull(v.name_kana),
      ...contactAddressPayload(v),
    };
    reportPayloadIssues(officeSchema, payload, ctx);
    return payload;
  });

/** The office form's text values (a select gives '' for no prefecture). */
export type OfficeFormValues = z.input<typeof officeFormSchema>;

export const EMPTY_OFFICE_FORM: OfficeFormValues = { name: '', name_kana: '', ...EMPTY_CONTACT_ADDRESS_FORM };
