import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { createGoogleGeocodingAdapter } from './google.ts';

const tokyoStation = {
  formatted_address: '日本、〒100-0005 東京都千代田区丸の内1丁目9',
  geometry: { location: { lat: 35.6812362, lng: 139.7671248 }, location_type: 'ROOFTOP' },
  address_components: [
    { long_name: '丸の内', types: ['sublocality'] },
    { long_name: '東京都', types: ['administrative_area_level_1', 'political'] },
  ],
};

describe('Google geocoding adapter against a local stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub.close());

  // A wide limit for the answers that come at once: a loaded CI machine must not turn them into time-outs.
  const adapter = (timeoutMs = 10_000) =>
    createGoogleGeocodingAdapter({
      url: `${stub.url}/maps/api/geocode/json`,
      apiKey: 'test-key',
      timeoutMs,
    });

  it('geocodes an address restricted to Japan, in Japanese, with the key', async () => {
    stub.reply(() => ({ json: { status: 'OK', results: [tokyoStation] } }));
    const result = await adapter().geocode('東京都千代田区丸の内1-9-1');
    const sent = stub.requests.at(-1)?.url.searchParams;
    expect(sent?.get('address')).toBe('東京都千代田区丸の内1-9-1');
    expect(sent?.get('components')).toBe('country:JP');
    expect(sent?.get('language')).toBe('ja');
    expect(sent?.get('key')).toBe('test-key');
    expect(result).toEqual({
      latitude: 35.6812362,
      longitude: 139.7671248,
      formattedAddress: '東京都千代田区丸の内1丁目9',
      prefCode: 13,
      prefName: '東京都',
      precision: 'exact',
    });
  });

  it('reverse-geocodes with latlng', async () => {
    stub.reply(() => ({ json: { status: 'OK', results: [tokyoStation] } }));
    await adapter().reverse(35.68, 139.76);
    expect(stub.requests.at(-1)?.url.searchParams.get('latlng')).toBe('35.68,139.76');
  });

  it("maps ZERO_RESULTS to 'Geocoding failed'", async () => {
    stub.reply(() => ({ json: { status: 'ZERO_RESULTS', results: [] } }));
    await expect(adapter().geocode('存在しない住所')).rejects.toMatchObject({
      message: 'Geocoding failed',
      status: 'ZERO_RESULTS',
    });
  });

  it("maps a provider refusal, an HTTP error and a time-out to 'Geocoding request failed' with the status", async () => {
    stub.reply(() => ({ json: { status: 'REQUEST_DENIED', error_message: 'bad key' } }));
    await expect(adapter().geocode('東京都')).rejects.toMatchObject({
      message: 'Geocoding request failed',
      status: 'REQUEST_DENIED',
    });
    stub.reply(() => ({ status: 500, text: 'oops' }));
    await expect(adapter().geocode('東京都')).rejects.toMatchObject({
      message: 'Geocoding request failed',
      status: 500,
    });
    stub.reply(() => ({ delayMs: 60_000, json: {} }));
    const started = performance.now();
    await expect(adapter(300).geocode('東京都')).rejects.toMatchObject({ status: 'TIMEOUT' });
    // The limit, not the provider's pace, ended the call (the margin absorbs a loaded machine).
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5_000);
  });
});
