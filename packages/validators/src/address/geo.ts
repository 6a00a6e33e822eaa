import { z } from 'zod';
import { boundedText, numberInput } from '../input/bounds.ts';

/** Messages of a position (the weather call of daily reports, geocoding results), in talk §5's style. */
export const GEO_MESSAGE = {
  latitude: '緯度は-90以上90以下の数値で入力してください。',
  longitude: '経度は-180以上180以下の数値で入力してください。',
  addressOrPosition: '住所または緯度・経度のどちらかを指定してください',
  addressRequired: '住所を入力してください',
} as const;

/** A latitude in degrees, as JSON carries it. */
// The number's error also answers min and max (zod 4).
export const latitudeSchema = z.number({ error: GEO_MESSAGE.latitude }).min(-90).max(90);

/** A longitude in degrees, as JSON carries it. */
export const longitudeSchema = z.number({ error: GEO_MESSAGE.longitude }).min(-180).max(180);

/** A latitude that may travel as text (query strings): 'abc' gets GEO_MESSAGE.latitude, not zod's English. */
export const latitudeInput = numberInput({
  min: -90,
  max: 90,
  message: GEO_MESSAGE.latitude,
  rangeMessage: GEO_MESSAGE.latitude,
});

/** A longitude that may travel as text (query strings). */
export const longitudeInput = numberInput({
  min: -180,
  max: 180,
  message: GEO_MESSAGE.longitude,
  rangeMessage: GEO_MESSAGE.longitude,
});

/** An address to geocode: trimmed, at most 200 characters. */
export const geocodeAddressSchema = boundedText({
  trim: true,
  required: GEO_MESSAGE.addressRequired,
  max: 200,
});
