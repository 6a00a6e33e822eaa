import { z } from 'zod';
import { companySchema } from './schema.ts';

/** The company settings form's text values (core §3 company edit payload). */
export type CompanyFormValues = {
  company_name: string;
  name_kana: string;
  postcode: string;
  prefecture_id: string;
  address1: string;
  address2: string;
  address3: string;
  telephone_number: string;
  fax_number: string;
  url: string;
  represent_name1: string;
  represent_name2: string;
  represent_kana1: string;
  represent_kana2: string;
  person_in_charge_last_name: string;
  person_in_charge_first_name: string;
  in_charge_kana1: string;
  in_charge_kana2: string;
};

export const COMPANY_FORM_FIELDS = [
  'company_name',
  'name_kana',
  'postcode',
  'prefecture_id',
  'address1',
  'address2',
  'address3',
  'telephone_number',
  'fax_number',
  'url',
  'represent_name1',
  'represent_name2',
  'represent_kana1',
  'represent_kana2',
  'person_in_charge_last_name',
  'person_in_charge_first_name',
  'in_charge_kana1',
  'in_charge_kana2',
] as const satisfies readonly (keyof CompanyFormValues)[];

export type CompanyPayload = z.output<typeof companySchema>;

/**
 * The form's strings → the company edit payload, checked by companySchema
 * (core §5: required name, postcode, prefecture, address1-2, telephone and
 * representative surname; address limits 20/10/20; postcode 7 digits).
 */
export const companyFormSchema = z
  .custom<CompanyFormValues>((v) => typeof v === 'object' && v !== null)
  .transform((v, ctx) => {
    const trimmed = Object.fromEntries(COMPANY_FORM_FIELDS.map((k) => [k, v[k].trim()]));
    const result = companySchema.safeParse({
      ...trimmed,
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, Number('') is 0, which the prefecture rule refuses with the same message as a missing prefecture.
      prefecture_id: v.prefecture_id === '' ? undefined : Number(v.prefecture_id),
    });
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { ...result.data, postcode: result.data.postcode.replace('-', '') };
  });

/** A stored company → the form (the person in charge is stored as one name: it fills the surname). */
export const companyFormValuesOf = (c: {
  name: string;
  name_kana: string | null;
  url: string | null;
  represent_name1: string | null;
  represent_name2: string | null;
  represent_kana1: string | null;
  represent_kana2: string | null;
  person_in_charge_name: string | null;
  company_detail: {
    postcode: string | null;
    prefec_id: number | null;
    address1: string | null;
    address2: string | null;
    address3: string | null;
    telephone_number: string | null;
    fax_number: string | null;
  };
}): CompanyFormValues => {
  // Stryker disable next-line StringLiteral: equivalent, split always returns at least one element, so the default is never taken.
  const [last = '', ...first] = (c.person_in_charge_name ?? '').split(' ');
  const d = c.company_detail;
  return {
    company_name: c.name,
    name_kana: c.name_kana ?? '',
    postcode: d.postcode ?? '',
    prefecture_id: d.prefec_id === null ? '' : String(d.prefec_id),
    address1: d.address1 ?? '',
    address2: d.address2 ?? '',
    address3: d.address3 ?? '',
    telephone_number: d.telephone_number ?? '',
    fax_number: d.fax_number ?? '',
    url: c.url ?? '',
    represent_name1: c.represent_name1 ?? '',
    represent_name2: c.represent_name2 ?? '',
    represent_kana1: c.represent_kana1 ?? '',
    represent_kana2: c.represent_kana2 ?? '',
    person_in_charge_last_name: last,
    person_in_charge_first_name: first.join(' '),
    in_charge_kana1: '',
    in_charge_kana2: '',
  };
};
