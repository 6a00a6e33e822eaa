/** The weather words a daily report records (talk §1: weather, temperature and humidity). */
export const WEATHER_LABELS = {
  sunny: '晴れ',
  cloudy: '曇り',
  rain: '雨',
  snow: '雪',
  thunder: '雷雨',
  fog: '霧',
} as const;

export type WeatherKind = keyof typeof WEATHER_LABELS;

export type WeatherReport = {
  readonly weather: WeatherKind;
  /** Japanese label of `weather`, as shown on the daily report. */
  readonly weatherLabel: (typeof WEATHER_LABELS)[WeatherKind];
  /** Air temperature in °C, one decimal. */
  readonly temperature: number;
  /** Relative humidity in percent, an integer. */
  readonly humidity: number;
};

/** Current weather at a position, for filling in a daily report (GET /api/daily/weather/location). */
export type WeatherAdapter = {
  readonly kind: string;
  current(latitude: number, longitude: number): Promise<WeatherReport>;
};

export const report = (weather: WeatherKind, temperature: number, humidity: number): WeatherReport => ({
  weather,
  weatherLabel: WEATHER_LABELS[weather],
  temperature: Math.round(temperature * 10) / 10,
  humidity: Math.min(100, Math.max(0, Math.round(humidity))),
});
