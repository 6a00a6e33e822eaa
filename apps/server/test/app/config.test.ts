import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://genba.example.jp',
  SMS_ADAPTER: 'local',
  MAIL_ADAPTER: 'local',
};

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3000, PGlite under <repo>/data, a two-week session and offline adapters', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionTtlSeconds).toBe(14 * 24 * 3600);
    expect(config.adapters.sms).toEqual({ kind: 'local' });
    expect(config.adapters.mail).toEqual({ kind: 'local' });
    expect(config.adapters.fax).toMatchObject({ kind: 'local', outboxDir: `${config.dataDir}/fax-outbox` });
    expect(config.env).toBe('development');
    expect(config.seedDemo).toBe(true);
  });

  it('reads HOST, DATABASE_URL, DATA_DIR, PORT and SESSION_TTL_SECONDS', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      PORT: '4000',
      SESSION_TTL_SECONDS: '60',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      port: 4000,
      sessionTtlSeconds: 60,
    });
  });

  it('refuses bad numbers and an incomplete SMS or mail provider', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_ADAPTER: 'carrier-pigeon' })).toThrow(/SMS_ADAPTER/);
    expect(() => loadConfig({ SMS_ADAPTER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ MAIL_ADAPTER: 'http', MAIL_API_URL: 'https://relay' })).toThrow(/MAIL_API_KEY/);
  });

  it('still reads the earlier SMS_PROVIDER name (log = local)', () => {
    expect(loadConfig({ SMS_PROVIDER: 'log' }).adapters.sms).toEqual({ kind: 'local' });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
      }).adapters.sms.kind,
    ).toBe('twilio');
  });

  it('production refuses to start without PUBLIC_URL (https) and an explicit SMS and mail choice', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      const message = String(error instanceof Error ? error.message : error);
      expect(message).toContain('本番モード');
      expect(message).toMatch(/PUBLIC_URL/);
      expect(message).toMatch(/SMS_ADAPTER/);
      expect(message).toMatch(/MAIL_ADAPTER/);
    }
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://genba.example.jp' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_ADAPTER: '' })).toThrow(/SMS_ADAPTER/);
    expect(() => loadConfig({ ...PRODUCTION, MAIL_ADAPTER: undefined })).toThrow(/MAIL_ADAPTER/);
    expect(loadConfig(PRODUCTION).env).toBe('production');
  });

  it('production never seeds the demo users unless GENBA_SEED_DEMO=1', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, GENBA_SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, GENBA_SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });
});
