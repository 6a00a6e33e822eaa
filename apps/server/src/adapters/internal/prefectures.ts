/**
 * The 47 prefectures with their JIS X 0401 codes and the position of each
 * prefectural government office (WGS84, from the Geospatial Information
 * Authority of Japan's table of prefectural office locations, rounded to five
 * decimals). The offline adapters use these positions as the location of an
 * address when they know no more than its prefecture: they are accurate to the
 * prefecture, not to the street, and say so through `precision`.
 */
export type Prefecture = {
  readonly code: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
};

const table: ReadonlyArray<readonly [number, string, number, number]> = [
  [1, '北海道', 43.06417, 141.34694],
  [2, '青森県', 40.82444, 140.74],
  [3, '岩手県', 39.70361, 141.1525],
  [4, '宮城県', 38.26889, 140.87194],
  [5, '秋田県', 39.71861, 140.1025],
  [6, '山形県', 38.24056, 140.36333],
  [7, '福島県', 37.75, 140.46778],
  [8, '茨城県', 36.34139, 140.44667],
  [9, '栃木県', 36.56583, 139.88361],
  [10, '群馬県', 36.39111, 139.06083],
  [11, '埼玉県', 35.85694, 139.64889],
  [12, '千葉県', 35.60472, 140.12333],
  [13, '東京都', 35.68944, 139.69167],
  [14, '神奈川県', 35.44778, 139.6425],
  [15, '新潟県', 37.90222, 139.02361],
  [16, '富山県', 36.69528, 137.21139],
  [17, '石川県', 36.59444, 136.62556],
  [18, '福井県', 36.06528, 136.22194],
  [19, '山梨県', 35.66389, 138.56833],
  [20, '長野県', 36.65139, 138.18111],
  [21, '岐阜県', 35.39111, 136.72222],
  [22, '静岡県', 34.97694, 138.38306],
  [23, '愛知県', 35.18028, 136.90667],
  [24, '三重県', 34.73028, 136.50861],
  [25, '滋賀県', 35.00444, 135.86833],
  [26, '京都府', 35.02139, 135.75556],
  [27, '大阪府', 34.68639, 135.52],
  [28, '兵庫県', 34.69139, 135.18306],
  [29, '奈良県', 34.68528, 135.83278],
  [30, '和歌山県', 34.22611, 135.1675],
  [31, '鳥取県', 35.50361, 134.23833],
  [32, '島根県', 35.47222, 133.05056],
  [33, '岡山県', 34.66167, 133.935],
  [34, '広島県', 34.39639, 132.45944],
  [35, '山口県', 34.18583, 131.47139],
  [36, '徳島県', 34.06583, 134.55944],
  [37, '香川県', 34.34028, 134.04333],
  [38, '愛媛県', 33.84167, 132.76611],
  [39, '高知県', 33.55972, 133.53111],
  [40, '福岡県', 33.60639, 130.41806],
  [41, '佐賀県', 33.24944, 130.29889],
  [42, '長崎県', 32.74472, 129.87361],
  [43, '熊本県', 32.78972, 130.74167],
  [44, '大分県', 33.23806, 131.6125],
  [45, '宮崎県', 31.91111, 131.42389],
  [46, '鹿児島県', 31.56028, 130.55806],
  [47, '沖縄県', 26.2125, 127.68111],
];

export const PREFECTURES: readonly Prefecture[] = table.map(([code, name, latitude, longitude]) => ({
  code,
  name,
  latitude,
  longitude,
}));

const byCode = new Map(PREFECTURES.map((p) => [p.code, p]));
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
