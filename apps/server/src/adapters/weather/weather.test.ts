import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { createLocalWeatherAdapter } from './local.ts';
import { createOpenWeatherMapAdapter, kindOfCondition } from './openWeatherMap.ts';

const at = (iso: string) => () => new Date(iso);

describe('local weather adapter', () => {
  it('gives the same answer for the same place and Japanese day', async () => {
    const morning = createLocalWeatherAdapter({ now: at('2026-07-01T00:00:00Z') }); // 09:00 JST
    const evening = createLocalWeatherAdapter({ now: at('2026-07-01T12:00:00Z') }); // 21:00 JST
    expect(await morning.current(35.68, 139.76)).toEqual(await evening.current(35.68, 139.76));
  });

  it('is warmer in Okinawa in summer than in Hokkaido in winter, and labels in Japanese', async () => {
    const naha = await createLocalWeatherAdapter({ now: at('2026-08-05T03:00:00Z') }).current(26.21, 127.68);
    const sapporo = await createLocalWeatherAdapter({ now: at('2026-01-20T03:00:00Z') }).current(
      43.06,
      141.35,
    );
    expect(naha.temperature).toBeGreaterThan(24);
    expect(sapporo.temperature).toBeLessThan(2);
    expect(['晴れ', '曇り', '雨', '雪']).toContain(naha.weatherLabel);
  });

  it('varies across days and stays within physical ranges', async () => {
    const seen = new Set<string>();
    for (let d = 1; d <= 60; d++) {
      const now = at(`2026-03-${String((d % 28) + 1).padStart(2, '0')}T03:00:00Z`);
      const result = await createLocalWeatherAdapter({ now }).current(34.7 + d / 100, 135.5);
      seen.add(result.weather);
      expect(result.humidity).toBeGreaterThanOrEqual(0);
      expect(result.humidity).toBeLessThanOrEqual(100);
      expect(Number.isInteger(result.temperature * 10)).toBe(true);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

describe('OpenWeatherMap adapter against a local stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub.close());
  const adapter = () =>
    createOpenWeatherMapAdapter({ url: `${stub.url}/data/2.5/weather`, apiKey: 'k', timeoutMs: 500 });

  it('asks in metric units and maps the condition, temperature and humidity', async () => {
    stub.reply(() => ({
      json: { weather: [{ id: 501, main: 'Rain' }], main: { temp: 18.46, humidity: 88 } },
    }));
    expect(await adapter().current(33.59, 130.4)).toEqual({
      weather: 'rain',
      weatherLabel: '雨',
      temperature: 18.5,
      humidity: 88,
    });
    const sent = stub.requests.at(-1)?.url.searchParams;
    expect([sent?.get('lat'), sent?.get('lon'), sent?.get('units'), sent?.get('appid')]).toEqual([
      '33.59',
      '130.4',
      'metric',
      'k',
    ]);
  });

  it('maps condition codes', () => {
    expect([211, 300, 601, 741, 800, 803].map(kindOfCondition)).toEqual([
      'thunder',
      'rain',
      'snow',
      'fog',
      'sunny',
      'cloudy',
    ]);
  });

  it('fails on an HTTP error or an unusable body', async () => {
    stub.reply(() => ({ status: 401, json: { cod: 401 } }));
    await expect(adapter().current(35, 139)).rejects.toMatchObject({ service: 'weather', status: 401 });
    stub.reply(() => ({ json: { cod: 200 } }));
    await expect(adapter().current(35, 139)).rejects.toMatchObject({ status: 'INVALID_RESPONSE' });
  });
});
