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

  const adapter = () => createHeartRailsPostalCodeAdapter({ url: `${stub.url}/api/json`, timeoutMs: 150 });

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

  it('gives up after its timeout', async () => {
    stub.reply(() => ({ delayMs: 1000, json: {} }));
    const error = await adapter()
      .lookup('1000001')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 'TIMEOUT' });
  });
});
