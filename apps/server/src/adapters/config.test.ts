import { describe, expect, it } from 'vitest';
import { AdapterConfigError, createAdapters, readAdapterConfig } from './index.ts';

describe('adapter configuration', () => {
  it('uses the offline implementations when nothing is configured', () => {
    const adapters = createAdapters({}, '/tmp/genba-data');
    expect(Object.fromEntries(Object.entries(adapters).map(([k, v]) => [k, v.kind]))).toEqual({
      postalCode: 'local',
      geocoding: 'local',
      fax: 'local',
      weather: 'local',
      payment: 'local',
      monitoring: 'log',
    });
    expect(readAdapterConfig({}, '/tmp/genba-data').fax).toMatchObject({
      outboxDir: '/tmp/genba-data/fax-outbox',
    });
  });

  it('selects the real implementations by name', () => {
    const adapters = createAdapters(
      {
        POSTAL_CODE_ADAPTER: 'heartrails',
        GEOCODING_ADAPTER: 'google',
        GEOCODING_API_KEY: 'g',
        FAX_ADAPTER: 'proxy',
        FAX_PROXY_URL: 'http://127.0.0.1:9/fax',
        FAX_USER_KEY: 'u',
        WEATHER_ADAPTER: 'openweathermap',
        WEATHER_API_KEY: 'w',
        PAYMENT_ADAPTER: 'gateway',
        PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9/pay',
        PAYMENT_GATEWAY_SECRET: 's',
        SENTRY_DSN: 'https://k@127.0.0.1:9/1',
      },
      '/tmp',
    );
    expect(Object.values(adapters).map((a) => a.kind)).toEqual([
      'heartrails',
      'google',
      'proxy',
      'openweathermap',
      'gateway',
      'sentry',
    ]);
  });

  it('refuses an unknown adapter name or a real adapter without its settings', () => {
    expect(() => readAdapterConfig({ WEATHER_ADAPTER: 'sunshine' }, '/tmp')).toThrow(
      'WEATHER_ADAPTER=sunshine is not one of: local, openweathermap',
    );
    expect(() => readAdapterConfig({ GEOCODING_ADAPTER: 'google' }, '/tmp')).toThrow(AdapterConfigError);
    expect(() => readAdapterConfig({ FAX_ADAPTER: 'proxy', FAX_USER_KEY: 'u' }, '/tmp')).toThrow(
      /FAX_PROXY_URL/,
    );
    expect(() => readAdapterConfig({ FAX_RETRY_NUM: 'three' }, '/tmp')).toThrow(/FAX_RETRY_NUM/);
  });
});
