import { describe, expect, it } from 'vitest';
import { AdapterConfigError, createAdapters, createMessaging, readAdapterConfig } from './index.ts';
import { startStubServer } from './testing/stubServer.ts';

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
      storage: 'local',
      malwareScanner: 'eicar',
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
        STORAGE_ADAPTER: 's3',
        STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
        STORAGE_S3_BUCKET: 'genba',
        STORAGE_S3_ACCESS_KEY_ID: 'a',
        STORAGE_S3_SECRET_ACCESS_KEY: 's',
        MALWARE_SCANNER: 'clamd',
        CLAMD_HOST: '127.0.0.1',
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
      's3',
      'clamd',
    ]);
  });

  it('reads the clamd address from CLAMAV_URL or CLAMD_HOST/CLAMD_PORT, choosing clamd when one is given', () => {
    const scanner = (env: Record<string, string>) => readAdapterConfig(env, '/tmp').malwareScanner;
    expect(scanner({ CLAMAV_URL: 'tcp://clamav.internal:3311' })).toEqual({
      kind: 'clamd',
      host: 'clamav.internal',
      port: 3311,
      timeoutMs: 30_000,
    });
    expect(scanner({ CLAMD_HOST: 'clamav', CLAMD_TIMEOUT_MS: '5000' })).toEqual({
      kind: 'clamd',
      host: 'clamav',
      port: 3310,
      timeoutMs: 5000,
    });
    expect(scanner({ CLAMAV_URL: 'tcp://[::1]:3310' })).toMatchObject({ host: '::1', port: 3310 });
    expect(scanner({ CLAMD_HOST: 'clamav', MALWARE_SCANNER: 'local' })).toEqual({ kind: 'local' });
    expect(() => scanner({ MALWARE_SCANNER: 'clamd' })).toThrow(/CLAMD_HOST/);
    expect(() => scanner({ CLAMAV_URL: 'http://clamav:3310' })).toThrow(/CLAMAV_URL/);
    expect(() => scanner({ CLAMD_HOST: 'clamav', CLAMD_PORT: '99999' })).toThrow(/CLAMD_PORT/);
    expect(() => scanner({ CLAMD_HOST: 'clamav', CLAMD_TIMEOUT_MS: '0' })).toThrow(/CLAMD_TIMEOUT_MS/);
    expect(() => scanner({ MALWARE_SCANNER: 'antivirus' })).toThrow(/MALWARE_SCANNER=antivirus/);
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

describe('SMS and mail adapters', () => {
  const quiet = { logger: { info: () => {} }, outboxes: undefined };

  it('are local unless a provider is configured', () => {
    const messaging = createMessaging(readAdapterConfig({}, '/tmp'), quiet);
    expect([messaging.sms.kind, messaging.mail.kind]).toEqual(['local', 'local']);
    const real = createMessaging(
      readAdapterConfig(
        {
          SMS_ADAPTER: 'twilio',
          TWILIO_ACCOUNT_SID: 'AC1',
          TWILIO_AUTH_TOKEN: 't',
          TWILIO_FROM: '+1',
          MAIL_ADAPTER: 'http',
          MAIL_API_URL: 'http://127.0.0.1:9/mail',
          MAIL_API_KEY: 'k',
          MAIL_FROM: 'no-reply@example.jp',
        },
        '/tmp',
      ),
      quiet,
    );
    expect([real.sms.kind, real.mail.kind]).toEqual(['twilio', 'http']);
    expect(() => readAdapterConfig({ MAIL_ADAPTER: 'smtp' }, '/tmp')).toThrow(/MAIL_ADAPTER=smtp/);
  });

  it('the http mail adapter posts the mail to the relay with the key, and fails loudly when refused', async () => {
    const stub = await startStubServer(() => ({ status: 202, json: { id: 'm1' } }));
    try {
      const { mail } = createMessaging(
        readAdapterConfig(
          {
            MAIL_ADAPTER: 'http',
            MAIL_API_URL: `${stub.url}/send`,
            MAIL_API_KEY: 'k',
            MAIL_FROM: 'no-reply@example.jp',
          },
          '/tmp',
        ),
        quiet,
      );
      await mail.send({ to: 'kanri@example.com', subject: '件名', text: '本文' });
      expect(stub.requests[0]?.headers.authorization).toBe('Bearer k');
      expect(JSON.parse(stub.requests[0]?.body ?? '')).toEqual({
        from: 'no-reply@example.jp',
        to: 'kanri@example.com',
        subject: '件名',
        text: '本文',
      });
      stub.reply(() => ({ status: 500, text: 'down' }));
      await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
        service: 'mail',
        status: 500,
      });
    } finally {
      await stub.close();
    }
  });
});
