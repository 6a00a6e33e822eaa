import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from '@genba/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginAsManager,
  type RunningServer,
  type Session,
  startContractServer,
} from '../../../test/contract/server.ts';
import { sendWire, type WireRequest } from '../../../test/contract/wire.ts';
import { createAdapters, createAdaptersFromConfig, readAdapterConfig } from '../../adapters/index.ts';
import { type StubServer, startStubServer } from '../../adapters/testing/stubServer.ts';
import { useAdapters } from './adapters.ts';

type Name = 'geocode' | 'postalCode' | 'sendFax' | 'getDailyWeatherLocation';

describe('external routes', () => {
  let server: RunningServer;
  let session: Session;
  let provider: StubServer;

  beforeAll(async () => {
    server = await startContractServer();
    session = await loginAsManager(server.baseUrl);
    provider = await startStubServer();
  }, 60_000);
  afterAll(async () => {
    await provider?.close();
    await server?.close();
  });

  const call = (name: Name, request: WireRequest, withSession = true) =>
    sendWire(server.baseUrl, endpoints[name], request, withSession ? { cookie: session.cookie } : {});

  /** Real adapters pointed at the stub provider on 127.0.0.1. */
  const useStubProviders = () =>
    useAdapters(
      server.deps,
      createAdaptersFromConfig(
        readAdapterConfig(
          {
            GEOCODING_ADAPTER: 'google',
            GEOCODING_API_URL: `${provider.url}/geocode`,
            GEOCODING_API_KEY: 'k',
            POSTAL_CODE_ADAPTER: 'heartrails',
            POSTAL_CODE_API_URL: `${provider.url}/postal`,
            FAX_ADAPTER: 'proxy',
            FAX_PROXY_URL: `${provider.url}/fax`,
            FAX_USER_KEY: 'u',
            WEATHER_ADAPTER: 'openweathermap',
            WEATHER_API_URL: `${provider.url}/weather`,
            WEATHER_API_KEY: 'w',
            EXTERNAL_TIMEOUT_MS: '500',
          },
          server.dataDir,
        ),
      ),
    );
  const useOffline = () => useAdapters(server.deps, createAdapters({}, server.dataDir));

  it('needs a session', async () => {
    expect((await call('postalCode', { params: { zip: '8020001' } }, false)).status).toBe(401);
  });

  describe('offline adapters (the default)', () => {
    beforeAll(useOffline);

    it('looks up the seeded company’s postal code in KEN_ALL', async () => {
      const answer = await call('postalCode', { params: { zip: '802-0001' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        results: [
          { zip: '8020001', pref: 40, prefName: '福岡県', address1: '北九州市小倉北区', address2: '浅野' },
        ],
      });
    });

    it('geocodes forward and in reverse, and answers 404 Geocoding failed when nothing matches', async () => {
      expect((await call('geocode', { query: { address: '北九州市小倉北区浅野' } })).body).toMatchObject({
        prefName: '福岡県',
        formattedAddress: '福岡県北九州市小倉北区',
      });
      expect((await call('geocode', { query: { lat: 43.06, lng: 141.35 } })).body).toMatchObject({
        prefName: '北海道',
      });
      const missing = await call('geocode', { query: { address: 'Springfield' } });
      expect([missing.status, missing.body]).toEqual([
        404,
        { message: 'Geocoding failed', errors: ['ZERO_RESULTS'] },
      ]);
    });

    it('writes a fax job to the outbox under the data directory', async () => {
      const answer = await call('sendFax', {
        body: {
          faxno: '０９３-５５５-１２３５',
          subject: '日報',
          body: '送付します。',
          document: 'JVBERi0xLjQ=',
        },
      });
      expect(answer.status).toBe(200);
      const receipt = answer.body as { jobId: string; faxno: string };
      expect(receipt.faxno).toBe('0935551235');
      const outbox = path.join(server.dataDir, 'fax-outbox');
      expect(await readdir(outbox)).toContain(`${receipt.jobId}.json`);
      const payload = JSON.parse(await readFile(path.join(outbox, `${receipt.jobId}.json`), 'utf8'));
      expect(payload).toMatchObject({ sendto: [{ faxno: '0935551235' }], Attachment: [{ name: '0.pdf' }] });
    });

    it('refuses an empty destination with the spec’s message and sends nothing', async () => {
      const outbox = path.join(server.dataDir, 'fax-outbox');
      const before = await readdir(outbox).catch(() => []);
      const answer = await call('sendFax', {
        body: { faxno: '', subject: '', body: '', document: 'JVBERi0xLjQ=' },
      });
      expect(answer.status).toBe(422);
      const errors = (answer.body as { errors: { faxno: string[] } }).errors;
      expect(errors.faxno[0]).toBe('FAX番号が入力されていないため送信できません。');
      expect(await readdir(outbox).catch(() => [])).toEqual(before);
    });

    it('answers the daily form’s weather', async () => {
      const answer = await call('getDailyWeatherLocation', { query: { lat: 33.88, lon: 130.88 } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, weather: { weather: expect.any(String) } });
    });
  });

  describe('real adapters against a stub provider', () => {
    beforeAll(useStubProviders);
    afterAll(useOffline);

    it('passes the provider’s answers through', async () => {
      provider.reply((r) =>
        r.url.pathname === '/weather'
          ? { json: { weather: [{ id: 800 }], main: { temp: 21.04, humidity: 40 } } }
          : {
              json: {
                response: {
                  location: [
                    { prefecture: '福岡県', city: '北九州市小倉北区', town: '浅野', x: '130.88', y: '33.88' },
                  ],
                },
              },
            },
      );
      expect((await call('getDailyWeatherLocation', { query: { lat: 33.88, lon: 130.88 } })).body).toEqual({
        success: true,
        weather: { weather: '晴れ', temperature: 21, humidity: 40 },
      });
      expect((await call('postalCode', { params: { zip: '8020001' } })).body).toMatchObject({
        results: [{ precision: 'town', latitude: 33.88 }],
      });
    });

    it('maps provider failures to 502: the sentence for the user in errors, the provider status beside it', async () => {
      provider.reply((r) =>
        r.url.pathname === '/geocode' ? { json: { status: 'OVER_QUERY_LIMIT' } } : { status: 503 },
      );
      const geocode = await call('geocode', { query: { address: '福岡県' } });
      expect([geocode.status, geocode.body]).toEqual([
        502,
        { message: 'Geocoding request failed', errors: ['OVER_QUERY_LIMIT'] },
      ]);
      const fax = await call('sendFax', {
        body: { faxno: '0935551235', subject: '', body: '', document: 'JVBERi0xLjQ=' },
      });
      expect([fax.status, fax.body]).toEqual([
        502,
        {
          message: 'FAXの送信に失敗しました。しばらくしてから再度お試しください。',
          errors: ['FAXの送信に失敗しました。しばらくしてから再度お試しください。'],
          provider_status: '503',
        },
      ]);
      const weather = await call('getDailyWeatherLocation', { query: { lat: 33.88, lon: 130.88 } });
      expect(weather.status).toBe(502);
      const postal = await call('postalCode', { params: { zip: '8020001' } });
      expect(postal.body).toMatchObject({
        message: '郵便番号の検索に失敗しました。しばらくしてから再度お試しください。',
        errors: ['郵便番号の検索に失敗しました。しばらくしてから再度お試しください。'],
      });
    });
  });
});
