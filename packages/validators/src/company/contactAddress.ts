import { z } from 'zod';
import { isValidPostalCode } from '../address/postalCode.ts';
import { maxChars, prefectureField } from '../internal/fields.ts';
import { blankToNull, optionalText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';
import { COMPANY_LIMIT, COMPANY_MESSAGE } from './schema.ts';

/**
 * The optional address and numbers an office and a partner company share: each
 * given line follows the company's limits and messages (core §5).
 */
export const contactAddressFields = {
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, the postcode rule (/^\d{3}-?\d{4}$/) refuses a tab or line break before the single-line rule runs.
  postcode: optionalText([[isValidPostalCode, COMPANY_MESSAGE.postcode]], { singleLine: true }).nullish(),
  prefecture_id: prefectureField(COMPANY_MESSAGE.prefectureRequired).nullish(),
  address1: optionalText([maxChars(COMPANY_LIMIT.address1)], { singleLine: true }).nullish(),
  address2: optionalText([maxChars(COMPANY_LIMIT.address2)], { singleLine: true }).nullish(),
  address3: optionalText([maxChars(COMPANY_LIMIT.address3)], { singleLine: true }).nullish(),
  telephone_number: optionalText([[isValidJapanesePhone, COMPANY_MESSAGE.telInvalid]], {
    singleLine: true,
  }).nullish(),
  fax_number: optionalText([[isValidJapanesePhone, COMPANY_MESSAGE.faxInvalid]], {
    singleLine: true,
  }).nullish(),
};

/** The same fields as a form's strings (a select gives '' for no prefecture). */
export const contactAddressFormFields = {
  postcode: z.string(),
  prefecture_id: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  telephone_number: z.string(),
  fax_number: z.string(),
};

type ContactAddressForm = { [K in keyof typeof contactAddressFormFields]: string };

export const EMPTY_CONTACT_ADDRESS_FORM: ContactAddressForm = {
  postcode: '',
  prefecture_id: '',
  address1: '',
  address2: '',
  address3: '',
  telephone_number: '',
  fax_number: '',
};

/** The form's strings → the payload's fields: blanks become null, the postcode loses its hyphen. */
export const contactAddressPayload = (v: ContactAddressForm) => ({
  postcode: blankToNull(v.postcode)?.replace('-', '') ?? null,
  prefecture_id: v.prefecture_id === '' ? null : Number(v.prefecture_id),
  address1: blankToNull(v.address1),
  address2: blankToNull(v.address2),
  address3: blankToNull(v.address3),
  telephone_number: blankToNull(v.telephone_number),
  fax_number: blankToNull(v.fax_number),
});

/** Reports the payload schema's issues (the server's own rules) on the form's fields. */
export const reportPayloadIssues = (schema: z.ZodType, payload: unknown, ctx: z.RefinementCtx): void => {
  const result = schema.safeParse(payload);
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};
