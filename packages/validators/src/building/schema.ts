import { z } from 'zod';
import { isValidPostalCode } from '../address/postalCode.ts';
import { maxChars } from '../internal/fields.ts';
import { optionalText, requiredText } from '../internal/schema.ts';
import { LIMITS } from '../limits/limits.ts';
import { isDecimalUpTo2Places } from '../text/inputHelpers.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/** Core §5/§9 building limits: characters for text, digits for floors. */
export const BUILDING_LIMIT = {
  name: 50,
  address: 20,
  remarks: 1000,
  postcodeDigits: 7,
  floorDigits: 3,
} as const;

export const BUILDING_MESSAGE = {
  nameRequired: '物件名を入力してください。',
  postcode: TEXT_MESSAGE.digitCount(BUILDING_LIMIT.postcodeDigits),
  floors: '階数は3桁以内の半角数字で入力してください。',
  area: '延床面積は999999.99以下の半角数字(小数点以下2桁まで)で入力してください。',
} as const;

/**
 * Core §5 building form (the fields with rules; the other building fields of
 * core §3 are free). Floors and area are entered strings; floors is up to 3
 * half-width digits (max floor 999), area up to 999999.99.
 */
export const buildingSchema = z.object({
  estateName: requiredText(BUILDING_MESSAGE.nameRequired, [maxChars(BUILDING_LIMIT.name)]),
  kana: optionalText([maxChars(BUILDING_LIMIT.name)]),
  post_code: optionalText([[isValidPostalCode, BUILDING_MESSAGE.postcode]]),
  address: optionalText([maxChars(BUILDING_LIMIT.address)]),
  floor_number: optionalText([[(v) => /^\d{1,3}$/.test(v), BUILDING_MESSAGE.floors]]),
  building_area: optionalText([
    [(v) => isDecimalUpTo2Places(v) && Number(v) <= LIMITS.buildingArea, BUILDING_MESSAGE.area],
  ]),
  remarks: optionalText([maxChars(BUILDING_LIMIT.remarks)]),
});
export type Building = z.infer<typeof buildingSchema>;
