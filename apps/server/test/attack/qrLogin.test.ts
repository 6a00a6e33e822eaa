import { randomBytes } from 'node:crypto';
import { endpoints } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * QR login (docs/adr/011) over real HTTP: guessing codes, login CSRF with a
 * stolen code, and session fixation through the exchange.
 */
let server: AttackServer;
beforeAll(async () => {
  // A small failure limit keeps the growing failure delay short.
  server = await startAttackServer({
    rateLimits: { qrLoginFailuresPerIp: { limit: 4, windowSeconds: 900 } },
  });
});
afterAll(async () => {
  await server.close();
});

const { companyManager } = DEMO_LOGINS;
const issueCode = async (): Promise<string> => {
  const pc = await loggedInBrowser(server.baseUrl, companyManager.email);
  const res = await pc.api('createQrLoginCode', { body: {} });
  expect(res.status).toBe(200);
  return (res.body as { code: string }).code;
};

describe('QR login', () => {
  it('closes login CSRF: a cross-site post of a code neither logs the browser in nor spends the code', async () => {
    const code = await issueCode();
    const victim = createBrowser(server.baseUrl);
    const res = await victim.send('POST', endpoints.qrLogin.path, {
      body: JSON.stringify({ code }),
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
    });
    expect(res.status).toBe(403);
    expect(victim.cookie).toBeUndefined();
    expect((await createBrowser(server.baseUrl).api('qrLogin', { body: { code } })).status).toBe(200);
  });

  it('issues a fresh session token and never adopts one the phone brings (fixation)', async () => {
    const code = await issueCode();
    const phone = createBrowser(server.baseUrl);
    const planted = 'genba_session=attacker-chosen-value-0123456789abcdefghijklmnop';
    phone.cookie = planted;
    expect((await phone.api('qrLogin', { body: { code } })).status).toBe(200);
    expect(phone.cookie).toBeDefined();
    expect(phone.cookie).not.toBe(planted);
  });

  it('stops guessing: a few wrong codes from one address, then not even the right one passes', async () => {
    const code = await issueCode();
    const guesser = createBrowser(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const guess = randomBytes(32).toString('base64url');
      statuses.push((await guesser.api('qrLogin', { body: { code: guess } })).status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    const right = await guesser.api('qrLogin', { body: { code } });
    expect(right.status).toBe(429);
    expect(guesser.cookie).toBeUndefined();
  });
});
