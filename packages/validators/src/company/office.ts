import { z } from 'zod';
import { isValidPostalCode } from '../address/postalCode.ts';
import { maxChars, prefectureField } from '../internal/fields.ts';
import { blankToNull, optionalText, requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';
import { COMPANY_LIMIT, COMPANY_MESSAGE } from './schema.ts';

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
  postcode: optionalText([[isValidPostalCode, OFFICE_MESSAGE.postcode]], { singleLine: true }).nullish(),
  prefecture_id: prefectureField(OFFICE_MESSAGE.prefecture).nullish(),
  address1: optionalText([maxChars(COMPANY_LIMIT.address1)], { singleLine: true }).nullish(),
  address2: optionalText([maxChars(COMPANY_LIMIT.address2)], { singleLine: true }).nullish(),
  address3: optionalText([maxChars(COMPANY_LIMIT.address3)], { singleLine: true }).nullish(),
  telephone_number: optionalText([[isValidJapanesePhone, OFFICE_MESSAGE.telInvalid]], {
    singleLine: true,
  }).nullish(),
  fax_number: optionalText([[isValidJapanesePhone, OFFICE_MESSAGE.faxInvalid]], {
    singleLine: true,
  }).nullish(),
});
export type OfficeInput = z.input<typeof officeSchema>;

/** The form's strings → the office payload, checked by officeSchema (the server's own rules). */
export const officeFormSchema = z
  .object({
    name: z.string(),
    name_kana: z.string(),
    postcode: z.string(),
    prefecture_id: z.string(),
    address1: z.string(),
    address2: z.string(),
    address3: z.string(),
    telephone_number: z.string(),
    fax_number: z.string(),
  })
  .transform((v, ctx) => {
    const payload = {
      name: v.name.trim(),
      name_kana: blankToNull(v.name_kana),
      postcode: blankToNull(v.postcode)?.replace('-', '') ?? null,
      prefecture_id: v.prefecture_id === '' ? null : Number(v.prefecture_id),
      address1: blankToNull(v.address1),
      address2: blankToNull(v.address2),
      address3: blankToNull(v.address3),
      telephone_number: blankToNull(v.telephone_number),
      fax_number: blankToNull(v.fax_number),
    };
    // The server's own rules, reported on the form's fields.
    const result = officeSchema.safeParse(payload);
    for (const issue of result.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return payload;
  });

/** The office form's text values (a select gives '' for no prefecture). */
export type OfficeFormValues = z.input<typeof officeFormSchema>;

export const EMPTY_OFFICE_FORM: OfficeFormValues = {
  name: '',
  name_kana: '',
  postcode: '',
  prefecture_id: '',
  address1: '',
  address2: '',
  address3: '',
  telephone_number: '',
  fax_number: '',
};
