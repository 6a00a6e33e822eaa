import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * The limits on guessing passwords (issue 8 item 7): per account and address,
 * per address across accounts (password spraying), and a right password that
 * starts the account's count over. In-process requests share one address.
 */
const PER_ACCOUNT = 3;
const PER_ADDRESS = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      loginPerIp: { limit: 1000, windowSeconds: 600 },
      loginFailuresPerAccountAndIp: { limit: PER_ACCOUNT, windowSeconds: 900 },
      loginFailuresPerIp: { limit: PER_ADDRESS, windowSeconds: 3600 },
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.database.db.execute(sql`delete from rate_limit_buckets`);
});

const login = (email: string, password: string) => createClient(server).loginEmail(email, password);
const { companyManager } = DEMO_LOGINS;

describe('failed logins from one address', () => {
  it('stop at the per-address limit across accounts, the right password of another account included', async () => {
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await login(`spray-${i}@example.com`, 'genba-demo')).status, `guess ${i + 1}`).toBe(401);
    const refused = await login(companyManager.email, companyManager.password);
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({ status: 429, message: AUTH_FAILURE_MESSAGES.tooManyAttempts });
    expect(refused.headers.get('retry-after')).toBe('3600');
  });

  it('do not count successful logins against the address', async () => {
    for (let i = 0; i < PER_ADDRESS + 2; i++)
      expect((await login(companyManager.email, companyManager.password)).status).toBe(200);
    expect((await login('spray@example.com', 'wrong-password')).status).toBe(401);
  });
});

describe('failed logins against one account', () => {
  it('start over after the right password', async () => {
    const email = 'eigyo@example.com';
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await login(email, 'wrong-password')).status).toBe(401);
    expect((await login(email, 'genba-demo')).status).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await login(email, 'wrong-password')).status, `failure ${i + 1} after the success`).toBe(401);
    expect((await login(email, 'genba-demo')).status).toBe(429);
  });

  it('answer each further failure more slowly (250 ms before the second, 500 ms before the third)', async () => {
    const email = 'shitencho@example.com';
    const timed = async () => {
      const started = performance.now();
      expect((await login(email, 'wrong-password')).status).toBe(401);
      return performance.now() - started;
    };
    await timed();
    expect(await timed()).toBeGreaterThanOrEqual(240);
    expect(await timed()).toBeGreaterThanOrEqual(490);
  });

  it('count an address in another case or with spaces as the same account', async () => {
    const email = 'jimu@example.com';
    for (const written of [email, email.toUpperCase(), ` ${email} `])
      expect((await login(written, 'wrong-password')).status).toBe(401);
    expect((await login(email, 'genba-demo')).status).toBe(429);
  });
});

describe('the password re-check of a logged-in user', () => {
  it('starts its count over after the right password', async () => {
    const client = await loginAsDemo(server, 'sekou@example.com');
    const check = async (password: string) =>
      (await client.api('chekUserPassword', { body: { password } })).data;
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect(await check('nope')).toBe(0);
    expect(await check('genba-demo')).toBe(1);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect(await check('nope')).toBe(0);
    expect(await check('genba-demo')).toBe(1);
  });
});
