import type { PrefectureCode } from '@genba/validators';
import { AdapterError } from '../internal/errors.ts';

export type GeocodeResult = {
  readonly latitude: number;
  readonly longitude: number;
  /** The address as the provider writes it, without the country ('東京都千代田区千代田'). */
  readonly formattedAddress: string;
  readonly prefCode: PrefectureCode | null;
  readonly prefName: string | null;
  /** How close the position is: a prefectural office, a city, or the provider's own answer. */
  readonly precision: 'prefecture' | 'city' | 'exact' | 'approximate';
};

/** A maps geocoding service (talk §7): forward by address, reverse by position. Japan only (talk §5). */
export type GeocodingAdapter = {
  readonly kind: string;
  geocode(address: string): Promise<GeocodeResult>;
  reverse(latitude: number, longitude: number): Promise<GeocodeResult>;
};

/** talk §8's two messages: nothing matched, or the provider could not be asked. */
export const GEOCODING_FAILED = 'Geocoding failed';
export const GEOCODING_REQUEST_FAILED = 'Geocoding request failed';

export class GeocodingError extends AdapterError {
  constructor(message: typeof GEOCODING_FAILED | typeof GEOCODING_REQUEST_FAILED, status: string | number) {
    super('geocoding', message, status);
    this.name = 'GeocodingError';
  }
}

/** Rough bounding box of Japan's territory; positions outside it are not looked up. */
export const isInJapan = (latitude: number, longitude: number): boolean =>
  latitude >= 20 && latitude <= 46 && longitude >= 122 && longitude <= 154;
