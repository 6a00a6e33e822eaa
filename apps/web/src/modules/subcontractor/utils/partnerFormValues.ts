import type { TSubcontractor } from '@genba/api-client/schemas';
import { EMPTY_PARTNER_COMPANY_FORM, type PartnerCompanyFormValues } from '@genba/validators';

/** A listed partner company as the edit form's strings (null → ''). */
export const partnerFormValuesOf = (p: TSubcontractor): PartnerCompanyFormValues => ({
  ...EMPTY_PARTNER_COMPANY_FORM,
  company_name: p.company.name,
  name_kana: p.company.name_kana ?? '',
  postcode: p.postcode ?? '',
  prefecture_id: p.prefecture_id === null ? '' : String(p.prefecture_id),
  address1: p.address1 ?? '',
  address2: p.address2 ?? '',
  address3: p.address3 ?? '',
  telephone_number: p.telephone_number ?? '',
  fax_number: p.fax_number ?? '',
  url: p.url ?? '',
  represent_name1: p.represent_name1 ?? '',
  represent_name2: p.represent_name2 ?? '',
  represent_kana1: p.represent_kana1 ?? '',
  represent_kana2: p.represent_kana2 ?? '',
  person_in_charge_name: p.person_in_charge_name ?? '',
});

/** The list's second line: representative, phone and how many of our members belong to the company. */
export const partnerDetailOf = (p: TSubcontractor): string =>
  [
    p.represent_name && `代表者 ${p.represent_name}`,
    p.telephone_number && `電話 ${p.telephone_number}`,
    `所属メンバー ${p.member_count}人`,
  ]
    .filter(Boolean)
    .join('　');
