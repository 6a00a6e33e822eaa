import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../address/geo.ts';
import { isValidPostalCode } from '../address/postalCode.ts';
import { maxChars, prefectureField } from '../internal/fields.ts';
import { optionalText, requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';
import { charLength } from '../text/displayLength.ts';
import { isValidUrl } from '../text/inputHelpers.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/** Core §5 company limits: address lines in characters, postcode in digits, report name in lines and characters. */
export const COMPANY_LIMIT = {
  address1: 20,
  address2: 10,
  address3: 20,
  postcodeDigits: 7,
  reportNameLines: 2,
  reportNameChars: 30,
} as const;

/**
 * Core §5 company messages. The spec lists the required fields without
 * wording; address1/2/3 are labelled the way Japanese address forms split
 * them (市区町村 / 番地 / 建物名).
 */
export const COMPANY_MESSAGE = {
  nameRequired: '会社名を入力してください。',
  postcodeRequired: '郵便番号を入力してください。',
  postcode: TEXT_MESSAGE.digitCount(COMPANY_LIMIT.postcodeDigits),
  prefectureRequired: '都道府県を選択してください。',
  address1Required: '市区町村を入力してください。',
  address2Required: '番地を入力してください。',
  telRequired: '電話番号を入力してください。',
  telInvalid: '正しい電話番号を入力してください。',
  faxInvalid: '正しいFAX番号を入力してください。',
  urlInvalid: '正しいURLを入力してください。',
  representName1Required: '代表者名(姓)を入力してください。',
  reportName: '会社名は2行以内・30文字以内で入力してください。',
} as const;

/** Core §3/§5 company edit payload. Lengths are characters. */
export const companySchema = z.object({
  company_name: requiredText(COMPANY_MESSAGE.nameRequired),
  name_kana: optionalText([]),
  postcode: requiredText(COMPANY_MESSAGE.postcodeRequired, [[isValidPostalCode, COMPANY_MESSAGE.postcode]]),
  prefecture_id: prefectureField(COMPANY_MESSAGE.prefectureRequired),
  address1: requiredText(COMPANY_MESSAGE.address1Required, [maxChars(COMPANY_LIMIT.address1)]),
  address2: requiredText(COMPANY_MESSAGE.address2Required, [maxChars(COMPANY_LIMIT.address2)]),
  address3: optionalText([maxChars(COMPANY_LIMIT.address3)]),
  telephone_number: requiredText(COMPANY_MESSAGE.telRequired, [
    [isValidJapanesePhone, COMPANY_MESSAGE.telInvalid],
  ]),
  fax_number: optionalText([[isValidJapanesePhone, COMPANY_MESSAGE.faxInvalid]]),
  url: optionalText([[isValidUrl, COMPANY_MESSAGE.urlInvalid]]),
  represent_name1: requiredText(COMPANY_MESSAGE.representName1Required),
  represent_name2: optionalText([]),
  represent_kana1: optionalText([]),
  represent_kana2: optionalText([]),
  person_in_charge_last_name: optionalText([]),
  person_in_charge_first_name: optionalText([]),
  in_charge_kana1: optionalText([]),
  in_charge_kana2: optionalText([]),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * Core §5 company name on a report: at most 2 lines and 30 characters in
 * all (line breaks not counted; '\r\n' is one break).
 */
export const isValidReportCompanyName = (s: string): boolean => {
  const lines = s.split(/\r\n|\r|\n/);
  return (
    lines.length <= COMPANY_LIMIT.reportNameLines &&
    charLength(lines.join('')) <= COMPANY_LIMIT.reportNameChars
  );
};

export const reportCompanyNameSchema = z.object({
  company_name: requiredText(COMPANY_MESSAGE.nameRequired, [
    [isValidReportCompanyName, COMPANY_MESSAGE.reportName],
  ]),
});
export type ReportCompanyName = z.infer<typeof reportCompanyNameSchema>;
