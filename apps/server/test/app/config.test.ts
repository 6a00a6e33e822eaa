import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite under <repo>/data and a two-week session', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionTtlSeconds).toBe(14 * 24 * 3600);
    expect(config.smsProvider).toBe('log');
    expect(config.env).toBe('development');
  });

  it('reads DATABASE_URL, DATA_DIR, PORT and SESSION_TTL_SECONDS', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      PORT: '4000',
      SESSION_TTL_SECONDS: '60',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      port: 4000,
      sessionTtlSeconds: 60,
    });
  });

  it('refuses bad numbers and an incomplete SMS provider', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
