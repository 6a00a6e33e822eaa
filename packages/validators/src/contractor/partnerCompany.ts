import { z } from 'zod';
import {
  contactAddressFields,
  contactAddressFormFields,
  contactAddressPayload,
  EMPTY_CONTACT_ADDRESS_FORM,
  reportPayloadIssues,
} from '../company/contactAddress.ts';
import { COMPANY_MESSAGE } from '../company/schema.ts';
import { maxChars } from '../internal/fields.ts';
import { blankToNull, optionalText, requiredText } from '../internal/schema.ts';
import { isValidUrl } from '../text/inputHelpers.ts';

/**
 * A partner company (協力会社) as /setting/subcontractor registers it. The
 * spec lists the contractor's fields (core §3) but no limits of their own:
 * the address lines take the company limits of core §5, names the 50
 * characters of an office or customer name, representative names the 20 of a
 * member's name.
 */
export const PARTNER_COMPANY_LIMIT = {
  name: 50,
  nameKana: 50,
  representName: 20,
  personInCharge: 40,
  url: 255,
  /** Logo: the company logo's limits of issue 10 (≤ 5 MB; jpeg, jpg, gif, png). */
  logoBytes: 5 * 1024 * 1024,
} as const;

export const PARTNER_LOGO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** Messages of /setting/subcontractor (our wording; the field messages are the company form's). */
export const PARTNER_COMPANY_MESSAGE = {
  nameRequired: COMPANY_MESSAGE.nameRequired,
  notFound: '協力会社が見つかりません。',
  companyIdRequired: '会社IDを入力してください。',
  companyIdDigits: '会社IDは半角数字で入力してください。',
  alreadyLinked: 'すでに協力会社として登録されています。',
  self: '自社を協力会社として登録することはできません。',
  notUsingProduct: 'この会社は現場ポケットを利用していません。新しい協力会社として登録してください。',
  notOwned: '自社で登録した協力会社のみ編集できます。',
  hasMembers:
    'この協力会社に所属するメンバーがいるため削除できません。メンバーを削除するか、所属会社を変更してください。',
  deleteConfirm: 'この協力会社との関係を解除します。よろしいですか？',
  logoType: 'ロゴはjpeg、jpg、gif、png形式の画像を選択してください。',
  logoSize: 'ロゴは5MB以下の画像を選択してください。',
} as const;

const line = (n: number) => optionalText([maxChars(n)], { singleLine: true }).nullish();

/** The partner company payload: a name is required, the rest optional and bounded. */
export const partnerCompanySchema = z.object({
  company_name: requiredText(PARTNER_COMPANY_MESSAGE.nameRequired, [maxChars(PARTNER_COMPANY_LIMIT.name)], {
    singleLine: true,
  }),
  name_kana: line(PARTNER_COMPANY_LIMIT.nameKana),
  ...contactAddressFields,
  // Stryker disable next-line ObjectLiteral: equivalent, the URL rule refuses any white space (tab and line breaks included) first.
  url: optionalText([maxChars(PARTNER_COMPANY_LIMIT.url), [isValidUrl, COMPANY_MESSAGE.urlInvalid]], {
    // Stryker disable next-line BooleanLiteral: equivalent (see above).
    singleLine: true,
  }).nullish(),
  represent_name1: line(PARTNER_COMPANY_LIMIT.representName),
  represent_name2: line(PARTNER_COMPANY_LIMIT.representName),
  represent_kana1: line(PARTNER_COMPANY_LIMIT.representName),
  represent_kana2: line(PARTNER_COMPANY_LIMIT.representName),
  person_in_charge_name: line(PARTNER_COMPANY_LIMIT.personInCharge),
});
export type PartnerCompanyInput = z.input<typeof partnerCompanySchema>;

/** The partner company form's fields, as strings (the edit form adds its logo, @genba/forms). */
export const partnerCompanyFormFields = {
  company_name: z.string(),
  name_kana: z.string(),
  ...contactAddressFormFields,
  url: z.string(),
  represent_name1: z.string(),
  represent_name2: z.string(),
  represent_kana1: z.string(),
  represent_kana2: z.string(),
  person_in_charge_name: z.string(),
};

export type PartnerCompanyFormFields = { [K in keyof typeof partnerCompanyFormFields]: string };

/** The form's strings → the payload, with partnerCompanySchema's (the server's) messages on the form's fields. */
export const toPartnerPayload = (v: PartnerCompanyFormFields, ctx: z.RefinementCtx) => {
  const payload = {
    company_name: v.company_name.trim(),
    name_kana: blankToNull(v.name_kana),
    ...contactAddressPayload(v),
    url: blankToNull(v.url),
    represent_name1: blankToNull(v.represent_name1),
    represent_name2: blankToNull(v.represent_name2),
    represent_kana1: blankToNull(v.represent_kana1),
    represent_kana2: blankToNull(v.represent_kana2),
    person_in_charge_name: blankToNull(v.person_in_charge_name),
  };
  reportPayloadIssues(partnerCompanySchema, payload, ctx);
  return payload;
};

/** The form's strings → the partner company payload, checked by partnerCompanySchema (the server's rules). */
export const partnerCompanyFormSchema = z.object(partnerCompanyFormFields).transform(toPartnerPayload);

export type PartnerCompanyFormValues = z.input<typeof partnerCompanyFormSchema>;
export type PartnerCompanyPayload = z.output<typeof partnerCompanyFormSchema>;

export const EMPTY_PARTNER_COMPANY_FORM: PartnerCompanyFormValues = {
  company_name: '',
  name_kana: '',
  ...EMPTY_CONTACT_ADDRESS_FORM,
  url: '',
  represent_name1: '',
  represent_name2: '',
  represent_kana1: '',
  represent_kana2: '',
  person_in_charge_name: '',
};

/** A logo file's refusal message, or null when it may be sent (type and size, issue 10). */
export const partnerLogoProblem = (file: { type: string; size: number }): string | null => {
  if (!(PARTNER_LOGO_TYPES as readonly string[]).includes(file.type)) return PARTNER_COMPANY_MESSAGE.logoType;
  if (file.size > PARTNER_COMPANY_LIMIT.logoBytes) return PARTNER_COMPANY_MESSAGE.logoSize;
  return null;
};

/** Text the partner list's search matches: name, kana, phone and representative, case- and width-blind. */
export const partnerSearchText = (p: {
  name: string;
  name_kana: string | null;
  telephone_number: string | null;
  represent_name: string | null;
}): string =>
  [p.name, p.name_kana, p.telephone_number, p.represent_name]
    .filter(Boolean)
    .join(' ')
    .normalize('NFKC')
    .toLowerCase();

/** The largest company id the form takes (the API's ids are PostgreSQL integers). */
const COMPANY_ID_MAX = 2_147_483_647;

/**
 * 登録済みの会社を追加 (registExistsCompany): the company id the partner reads
 * on its own /setting/subcontractor screen, typed as half-width digits.
 */
export const existingPartnerFormSchema = z.object({
  company_id: z
    .string()
    .trim()
    .min(1, { error: PARTNER_COMPANY_MESSAGE.companyIdRequired, abort: true })
    // Dropping an anchor is an equivalent mutant (left undetected: a directive inside a call chain is not applied): what an
    // unanchored pattern lets through reads as NaN or an id past COMPANY_ID_MAX, which the refinement refuses the same way.
    .regex(/^\d{1,10}$/, PARTNER_COMPANY_MESSAGE.companyIdDigits)
    .transform(Number)
    .refine((n) => n >= 1 && n <= COMPANY_ID_MAX, PARTNER_COMPANY_MESSAGE.companyIdDigits),
});
export type ExistingPartnerFormValues = z.input<typeof existingPartnerFormSchema>;
