import { AdapterError } from '../internal/errors.ts';
import { requestJson } from '../internal/http.ts';
import { report, type WeatherAdapter, type WeatherKind } from './types.ts';

export type OpenWeatherMapOptions = {
  /** The current-weather endpoint, e.g. https://api.openweathermap.org/data/2.5/weather */
  readonly url: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
};

/** OpenWeatherMap condition codes: 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx atmosphere, 800 clear, 80x clouds. */
export const kindOfCondition = (id: number): WeatherKind => {
  if (id >= 200 && id < 300) return 'thunder';
  if (id >= 300 && id < 600) return 'rain';
  if (id >= 600 && id < 700) return 'snow';
  if (id >= 700 && id < 800) return 'fog';
  if (id === 800) return 'sunny';
  return 'cloudy';
};

type Body = { weather?: Array<{ id?: number }>; main?: { temp?: number; humidity?: number } };

/** OpenWeatherMap's current weather in metric units. */
export const createOpenWeatherMapAdapter = (options: OpenWeatherMapOptions): WeatherAdapter => ({
  kind: 'openweathermap',
  async current(latitude, longitude) {
    const url = new URL(options.url);
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    url.searchParams.set('units', 'metric');
    url.searchParams.set('lang', 'ja');
    url.searchParams.set('appid', options.apiKey);
    const body = (await requestJson({
      service: 'weather',
      url,
      timeoutMs: options.timeoutMs,
      failureMessage: 'Weather request failed',
    })) as Body | null;
    const id = body?.weather?.[0]?.id;
    const temp = body?.main?.temp;
    const humidity = body?.main?.humidity;
    if (typeof id !== 'number' || typeof temp !== 'number' || typeof humidity !== 'number') {
      throw new AdapterError('weather', 'Weather request failed', 'INVALID_RESPONSE');
    }
    return report(kindOfCondition(id), temp, humidity);
  },
});
