import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdapterError } from '../internal/errors.ts';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { createHeartRailsPostalCodeAdapter } from './heartrails.ts';

describe('HeartRails postal-code adapter against a local stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub.close());

  // A wide limit for the answers that come at once: a loaded CI machine must not turn them into time-outs.
  const adapter = (timeoutMs = 10_000) =>
    createHeartRailsPostalCodeAdapter({ url: `${stub.url}/api/json`, timeoutMs });

  it('sends searchByPostal with the 7 digits and maps x/y to longitude/latitude', async () => {
    stub.reply(() => ({
      json: {
        response: {
          location: [
            {
              city: '千代田区',
              town: '千代田',
              prefecture: '東京都',
              postal: '1000001',
              x: '139.753634',
              y: '35.685175',
            },
          ],
        },
      },
    }));
    const results = await adapter().lookup('100-0001');
    expect(stub.requests.at(-1)?.url.searchParams.get('method')).toBe('searchByPostal');
    expect(stub.requests.at(-1)?.url.searchParams.get('postal')).toBe('1000001');
    expect(results).toEqual([
      {
        zip: '1000001',
        pref: 13,
        prefName: '東京都',
        address1: '千代田区',
        address2: '千代田',
        latitude: 35.685175,
        longitude: 139.753634,
        precision: 'town',
      },
    ]);
  });

  it('treats the provider’s not-found error as an empty result', async () => {
    stub.reply(() => ({ json: { response: { error: 'Postal code is not found.' } } }));
    expect(await adapter().lookup('0000000')).toEqual([]);
  });

  it('does not call the provider for a malformed code', async () => {
    const before = stub.requests.length;
    expect(await adapter().lookup('12')).toEqual([]);
    expect(stub.requests.length).toBe(before);
  });

  it('reports an HTTP failure with its status', async () => {
    stub.reply(() => ({ status: 503, text: 'down' }));
    await expect(adapter().lookup('1000001')).rejects.toMatchObject({ status: 503, service: 'postal-code' });
  });

  it('gives up after its timeout, not before and not at the provider’s pace', async () => {
    stub.reply(() => ({ delayMs: 60_000, json: {} }));
    const started = performance.now();
    const error = await adapter(300)
      .lookup('1000001')
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 'TIMEOUT' });
    // Not before the limit; and far sooner than the provider would answer (the margin absorbs a loaded machine).
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5_000);
  });
});
