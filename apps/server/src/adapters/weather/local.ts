import { createHash } from 'node:crypto';
import { report, type WeatherAdapter, type WeatherKind } from './types.ts';

export type LocalWeatherOptions = { readonly now?: () => Date };

/** Three numbers in [0, 1) from a stable hash, so the same place and day always give the same weather. */
const unitNumbers = (key: string): [number, number, number] => {
  const digest = createHash('sha256').update(key).digest();
  return [
    digest.readUInt32BE(0) / 2 ** 32,
    digest.readUInt32BE(4) / 2 ** 32,
    digest.readUInt32BE(8) / 2 ** 32,
  ];
};

/** Day of the year in Japan (UTC+9): a report made at 08:00 JST belongs to that Japanese day. */
const japanDay = (date: Date): { key: string; dayOfYear: number } => {
  const jst = new Date(date.getTime() + 9 * 3600_000);
  const start = Date.UTC(jst.getUTCFullYear(), 0, 1);
  return {
    key: jst.toISOString().slice(0, 10),
    dayOfYear: Math.floor((jst.getTime() - start) / 86_400_000) + 1,
  };
};

/**
 * Offline weather: a plausible, deterministic answer for a position and a
 * Japanese calendar day. The climate model is deliberately simple: the annual
 * mean falls about 0.78 °C per degree of latitude from Tokyo's 16 °C, the
 * seasonal swing grows northwards and peaks in early August; the sky is drawn
 * from the hash (45 % sunny, 30 % cloudy, 25 % rain, snow when it is cold).
 * It lets the daily-report flow be developed and tested without a provider.
 */
export const createLocalWeatherAdapter = (options: LocalWeatherOptions = {}): WeatherAdapter => ({
  kind: 'local',
  async current(latitude, longitude) {
    const day = japanDay((options.now ?? (() => new Date()))());
    const [sky, noise, wet] = unitNumbers(`${latitude.toFixed(2)},${longitude.toFixed(2)},${day.key}`);
    const mean = 16 + (35.7 - latitude) * 0.78;
    const swing = 10 + (latitude - 26) * 0.3;
    const temperature =
      mean + swing * Math.cos((2 * Math.PI * (day.dayOfYear - 215)) / 365) + (noise - 0.5) * 6;
    let weather: WeatherKind = sky < 0.45 ? 'sunny' : sky < 0.75 ? 'cloudy' : 'rain';
    if (weather === 'rain' && temperature < 2) weather = 'snow';
    const humidity =
      weather === 'sunny' ? 45 + wet * 20 : weather === 'cloudy' ? 60 + wet * 15 : 80 + wet * 18;
    return report(weather, temperature, humidity);
  },
});
