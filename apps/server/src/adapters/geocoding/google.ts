import { AdapterError } from '../internal/errors.ts';
import { requestJson } from '../internal/http.ts';
import { prefectureByName } from '../internal/prefectures.ts';
import {
  GEOCODING_FAILED,
  GEOCODING_REQUEST_FAILED,
  type GeocodeResult,
  type GeocodingAdapter,
  GeocodingError,
  isInJapan,
} from './types.ts';

export type GoogleGeocodingOptions = {
  /** The Geocoding API's JSON endpoint, e.g. https://maps.googleapis.com/maps/api/geocode/json */
  readonly url: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
};

type Component = { long_name?: string; types?: string[] };
type Result = {
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number }; location_type?: string };
  address_components?: Component[];
};
type Body = { status?: string; results?: Result[] };

const toResult = (result: Result | undefined): GeocodeResult => {
  const lat = result?.geometry?.location?.lat;
  const lng = result?.geometry?.location?.lng;
  if (result === undefined || typeof lat !== 'number' || typeof lng !== 'number') {
    throw new GeocodingError(GEOCODING_REQUEST_FAILED, 'INVALID_RESPONSE');
  }
  const prefName = result.address_components?.find((c) =>
    c.types?.includes('administrative_area_level_1'),
  )?.long_name;
  const pref = prefName === undefined ? undefined : prefectureByName(prefName);
  return {
    latitude: lat,
    longitude: lng,
    // language=ja answers '日本、〒100-0001 東京都千代田区千代田1-1': keep the address proper.
    formattedAddress: (result.formatted_address ?? '')
      .replace(/^日本、\s*/, '')
      .replace(/^〒\d{3}-\d{4}\s*/, ''),
    prefCode: pref?.code ?? null,
    prefName: pref?.name ?? null,
    precision: result.geometry?.location_type === 'ROOFTOP' ? 'exact' : 'approximate',
  };
};

/**
 * Google Maps Geocoding web service, restricted to Japan. Its `status` decides
 * the outcome: ZERO_RESULTS is 'Geocoding failed'; any other non-OK status, an
 * HTTP error or a time-out is 'Geocoding request failed' with that status.
 */
export const createGoogleGeocodingAdapter = (options: GoogleGeocodingOptions): GeocodingAdapter => {
  const call = async (params: Record<string, string>): Promise<GeocodeResult> => {
    const url = new URL(options.url);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('language', 'ja');
    url.searchParams.set('region', 'jp');
    url.searchParams.set('key', options.apiKey);
    let body: Body;
    try {
      body = (await requestJson({
        service: 'geocoding',
        url,
        timeoutMs: options.timeoutMs,
        failureMessage: GEOCODING_REQUEST_FAILED,
      })) as Body;
    } catch (error) {
      if (error instanceof AdapterError) throw new GeocodingError(GEOCODING_REQUEST_FAILED, error.status);
      throw error;
    }
    if (body?.status === 'ZERO_RESULTS') throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
    if (body?.status !== 'OK')
      throw new GeocodingError(GEOCODING_REQUEST_FAILED, body?.status ?? 'INVALID_RESPONSE');
    return toResult(body.results?.[0]);
  };
  return {
    kind: 'google',
    async geocode(address) {
      if (address.trim() === '') throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
      return call({ address, components: 'country:JP' });
    },
    async reverse(latitude, longitude) {
      if (!isInJapan(latitude, longitude)) throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
      return call({ latlng: `${latitude},${longitude}` });
    },
  };
};
