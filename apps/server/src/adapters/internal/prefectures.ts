import { PREFECTURES as NAMED_PREFECTURES, type PrefectureCode } from '@genba/validators';

/**
 * The 47 prefectures with their JIS X 0401 codes and the position of each
 * prefectural government office (WGS84, from the Geospatial Information
 * Authority of Japan's table of prefectural office locations, rounded to five
 * decimals). The offline adapters use these positions as the location of an
 * address when they know no more than its prefecture: they are accurate to the
 * prefecture, not to the street, and say so through `precision`.
 */
export type Prefecture = {
  readonly code: PrefectureCode;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
};

/** [JIS code, latitude, longitude] of each prefectural office; names come from @genba/validators. */
const offices: ReadonlyArray<readonly [number, number, number]> = [
  [1, 43.06417, 141.34694],
  [2, 40.82444, 140.74],
  [3, 39.70361, 141.1525],
  [4, 38.26889, 140.87194],
  [5, 39.71861, 140.1025],
  [6, 38.24056, 140.36333],
  [7, 37.75, 140.46778],
  [8, 36.34139, 140.44667],
  [9, 36.56583, 139.88361],
  [10, 36.39111, 139.06083],
  [11, 35.85694, 139.64889],
  [12, 35.60472, 140.12333],
  [13, 35.68944, 139.69167],
  [14, 35.44778, 139.6425],
  [15, 37.90222, 139.02361],
  [16, 36.69528, 137.21139],
  [17, 36.59444, 136.62556],
  [18, 36.06528, 136.22194],
  [19, 35.66389, 138.56833],
  [20, 36.65139, 138.18111],
  [21, 35.39111, 136.72222],
  [22, 34.97694, 138.38306],
  [23, 35.18028, 136.90667],
  [24, 34.73028, 136.50861],
  [25, 35.00444, 135.86833],
  [26, 35.02139, 135.75556],
  [27, 34.68639, 135.52],
  [28, 34.69139, 135.18306],
  [29, 34.68528, 135.83278],
  [30, 34.22611, 135.1675],
  [31, 35.50361, 134.23833],
  [32, 35.47222, 133.05056],
  [33, 34.66167, 133.935],
  [34, 34.39639, 132.45944],
  [35, 34.18583, 131.47139],
  [36, 34.06583, 134.55944],
  [37, 34.34028, 134.04333],
  [38, 33.84167, 132.76611],
  [39, 33.55972, 133.53111],
  [40, 33.60639, 130.41806],
  [41, 33.24944, 130.29889],
  [42, 32.74472, 129.87361],
  [43, 32.78972, 130.74167],
  [44, 33.23806, 131.6125],
  [45, 31.91111, 131.42389],
  [46, 31.56028, 130.55806],
  [47, 26.2125, 127.68111],
];

const officeOf = new Map(offices.map(([code, latitude, longitude]) => [code, { latitude, longitude }]));

export const PREFECTURES: readonly Prefecture[] = NAMED_PREFECTURES.map(({ code, name }) => {
  const office = officeOf.get(code);
  if (!office) throw new Error(`no office position for prefecture ${code}`);
  return { code, name, ...office };
});

const byCode = new Map<number, Prefecture>(PREFECTURES.map((p) => [p.code, p]));
const byName = new Map(PREFECTURES.map((p) => [p.name, p]));

export const prefectureByCode = (code: number): Prefecture | undefined => byCode.get(code);
export const prefectureByName = (name: string): Prefecture | undefined => byName.get(name);

/** The prefecture an address starts with ('東京都千代田区…' → 東京都), if any. */
export const prefectureAtStart = (address: string): Prefecture | undefined =>
  PREFECTURES.find((p) => address.startsWith(p.name));

/** Great-circle distance in kilometres (haversine), for nearest-office lookups. */
export const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
};

export const nearestPrefecture = (latitude: number, longitude: number): Prefecture => {
  let best = PREFECTURES[0] as Prefecture;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of PREFECTURES) {
    const d = distanceKm(latitude, longitude, p.latitude, p.longitude);
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
};
