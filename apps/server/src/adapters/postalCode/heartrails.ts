import { AdapterError } from '../internal/errors.ts';
import { requestJson } from '../internal/http.ts';
import { prefectureByName } from '../internal/prefectures.ts';
import { type AddressResult, normaliseZip, type PostalCodeAdapter } from './types.ts';

export type HeartRailsOptions = {
  /** The searchByPostal endpoint, e.g. https://geoapi.heartrails.com/api/json */
  readonly url: string;
  readonly timeoutMs: number;
};

type Location = {
  prefecture?: unknown;
  city?: unknown;
  town?: unknown;
  postal?: unknown;
  x?: unknown;
  y?: unknown;
};

/**
 * HeartRails Geo API (`method=searchByPostal`): unlike KEN_ALL it answers
 * with a town-level position (x = longitude, y = latitude). "Not found" comes
 * back as `{ response: { error } }`, which is an empty result, not a failure.
 */
export const createHeartRailsPostalCodeAdapter = (options: HeartRailsOptions): PostalCodeAdapter => ({
  kind: 'heartrails',
  async lookup(input) {
    const zip = normaliseZip(input);
    if (zip === undefined) return [];
    const url = new URL(options.url);
    url.searchParams.set('method', 'searchByPostal');
    url.searchParams.set('postal', zip);
    const body = await requestJson({
      service: 'postal-code',
      url,
      timeoutMs: options.timeoutMs,
      failureMessage: 'Postal code request failed',
    });
    const response = (body as { response?: { location?: unknown; error?: unknown } } | null)?.response;
    if (response === undefined)
      throw new AdapterError('postal-code', 'Postal code request failed', 'INVALID_RESPONSE');
    if (!Array.isArray(response.location)) return [];
    return (response.location as Location[]).flatMap((loc): AddressResult[] => {
      const pref = typeof loc.prefecture === 'string' ? prefectureByName(loc.prefecture) : undefined;
      const latitude = Number(loc.y);
      const longitude = Number(loc.x);
      if (pref === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      return [
        {
          zip,
          pref: pref.code,
          prefName: pref.name,
          address1: typeof loc.city === 'string' ? loc.city : '',
          address2: typeof loc.town === 'string' ? loc.town : '',
          latitude,
          longitude,
          precision: 'town',
        },
      ];
    });
  },
});
