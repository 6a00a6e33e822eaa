import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { callJson, median, type RealServer, spawnServer } from './authServer.ts';

/**
 * Enumeration and lock-out against the real server. It runs behind a
 * "proxy" (TRUST_PROXY=1), so each request can come from its own address
 * (X-Forwarded-For), as a distributed attacker's would.
 */
let server: RealServer;
let n = 0;
/** A new address per call unless one is given. */
const from = (ip?: string) => ip ?? `198.51.100.${++n % 250}, 10.9.${Math.floor(n / 250)}.${n % 250}`;
const post = (url: string, json: unknown, ip?: string) =>
  callJson(server, 'POST', url, { json, ip: from(ip) });

beforeAll(async () => {
  server = await spawnServer({ env: { TRUST_PROXY: '1' } });
}, 180_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

const { companyManager, foremanTel } = DEMO_LOGINS;

describe('e-mail login', () => {
  it('answers a known and an unknown address alike, in the same time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Warm both paths up first (argon2, query plans).
    await post('/api/user/email/login_pc', { email: companyManager.email, password: 'wrong-password' });
    await post('/api/user/email/login_pc', { email: 'nobody@example.com', password: 'wrong-password' });
    for (let i = 0; i < 20; i++) {
      // Alternate which goes first, so that neither profits from the other's warm-up.
      const knownFirst = i % 2 === 0;
      const call = (email: string) => post('/api/user/email/login_pc', { email, password: `wrong-${i}` });
      const first = await call(knownFirst ? companyManager.email : `nobody${i}@example.com`);
      const second = await call(knownFirst ? `nobody${i}@example.com` : companyManager.email);
      const [a, b] = knownFirst ? [first, second] : [second, first];
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(b.body).toEqual(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const ratio = median(unknown) / median(known);
    console.info(
      `login p50 known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    // Before the fix: 16 ms against 4 ms (unknown addresses skipped argon2).
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('a stranger cannot lock the owner out, and is still held to five tries per account', async () => {
    const attacker = '203.0.113.66';
    const email = 'eigyo@example.com';
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/user/email/login_pc', { email, password: 'guess-123' }, attacker)).status,
      ).toBe(401);
    // The attacker's sixth try is refused, even with the right password.
    const sixth = await post('/api/user/email/login_pc', { email, password: 'genba-demo' }, attacker);
    expect(sixth.status).toBe(429);
    // The owner, from their own address, logs in.
    expect(
      (await post('/api/user/email/login_pc', { email, password: 'genba-demo' }, '192.0.2.77')).status,
    ).toBe(200);
  }, 60_000);

  it('one address spraying many accounts is stopped', async () => {
    const sprayer = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (
          await post(
            '/api/user/email/login_pc',
            { email: `spray${i}@example.com`, password: 'wrong-password' },
            sprayer,
          )
        ).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  }, 60_000);
});

describe('password reset request', () => {
  it('answers a known and an unknown address alike', async () => {
    const a = await post('/api/password/email', { email: 'sekou@example.com' });
    const b = await post('/api/password/email', { email: 'nobody@example.com' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });
});

describe('SMS', () => {
  it('sms/request answers an unknown number like a known one (no 404)', async () => {
    const known = await post('/api/user/sms/request', { tel_number: foremanTel.tel });
    const unknown = await post('/api/user/sms/request', { tel_number: '080-9999-0000' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const guessKnown = await post('/api/user/sms/login', {
      tel_number: foremanTel.tel,
      auth_number: '000000',
    });
    const guessUnknown = await post('/api/user/sms/login', {
      tel_number: '080-9999-0000',
      auth_number: '000000',
    });
    // (A 1 in 10^6 chance that 000000 is the foreman's real code.)
    expect(guessKnown.status).toBe(401);
    expect(guessUnknown).toMatchObject({ status: 401, body: guessKnown.body });
  });

  it('verify-tel-number is throttled per address: at most 10 answers an hour', async () => {
    const prober = '203.0.113.12';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await post(
            '/api/user/sms/verify-tel-number',
            { tel_number: `090-1000-${String(i).padStart(4, '0')}` },
            prober,
          )
        ).status,
      );
    // Before the fix: 200 of 200 answered.
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});
