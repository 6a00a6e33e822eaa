import { AUTH_FAILURE_MESSAGES } from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/auth/purge.ts';
import { FAILURE_DELAY, failureDelayMs } from '../../src/auth/rateLimit.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { SP_NOT_ALLOWED_MESSAGE } from '../../src/routes/user/login.ts';
import { RESET_MAIL_SUBJECT } from '../../src/routes/user/password.ts';
import { createClient, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { loginFailuresPerAccountAndIp: { limit: 3, windowSeconds: 900 } },
  });
});
afterAll(async () => {
  await server.close();
});

const { companyManager, partner } = DEMO_LOGINS;

describe('e-mail login', () => {
  it('logs the company manager in on PC and returns the session user', async () => {
    const client = createClient(server);
    const res = await client.loginEmail(companyManager.email, companyManager.password);
    expect(res.status).toBe(200);
    expect(res.data.status).toBe(200);
    expect(res.data.user).toMatchObject({
      auth_id: 2,
      agree_terms_flg: 1,
      contract_authority: 1,
      name: '山田 太郎',
    });
    expect(client.cookie).toBeDefined();
    const init = await client.api('init_data_sp');
    expect(init.status).toBe(200);
    expect(init.data.company.name).toBe('株式会社山田工務店');
  });

  it('accepts the address in any case', async () => {
    const res = await createClient(server).loginEmail('KANRI@Example.com', companyManager.password);
    expect(res.status).toBe(200);
  });

  it('logs in on a smartphone, and tells the partner they have not agreed to the terms', async () => {
    const res = await createClient(server).loginEmail(partner.email, partner.password, 'sp');
    expect(res.status).toBe(200);
    expect(res.data.user.agree_terms_flg).toBe(0);
    expect(res.data.user.last_access).toBeNull();
  });

  it('refuses a PC-only account on the smartphone login', async () => {
    const res = await createClient(server).loginEmail('ippan@example.com', 'genba-demo', 'sp');
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ status: 401, message: SP_NOT_ALLOWED_MESSAGE });
    // The same account logs in on the PC.
    expect((await createClient(server).loginEmail('ippan@example.com', 'genba-demo')).status).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same Japanese message and no cookie', async () => {
    for (const email of [companyManager.email, 'nobody@example.com']) {
      const client = createClient(server);
      const res = await client.loginEmail(email, 'wrong-password');
      expect(res.status).toBe(401);
      expect(res.error).toEqual({ status: 401, message: AUTH_FAILURE_MESSAGES.badCredentials });
      expect(client.cookie).toBeUndefined();
    }
  });

  it('locks an account after too many failures with 429, even for the right password', async () => {
    const email = 'eigyo@example.com';
    for (let i = 0; i < 3; i++)
      expect((await createClient(server).loginEmail(email, 'wrong-password')).status).toBe(401);
    const locked = await createClient(server).loginEmail(email, 'genba-demo');
    expect(locked.status).toBe(429);
    expect(locked.error).toEqual({ status: 429, message: AUTH_FAILURE_MESSAGES.tooManyAttempts });
    expect(locked.headers.get('retry-after')).toBe('900');
    // Other accounts are not affected.
    expect((await createClient(server).loginEmail('sekou@example.com', 'genba-demo')).status).toBe(200);
  });

  it('counts failures made at the same time, so parallel guesses cannot pass the account lock', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createClient(server).loginEmail('parallel-guess@example.com', 'wrong-password'),
      ),
    );
    const checked = results.filter((r) => r.status === 401);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.status === 429).length).toBe(8 - checked.length);
  });
});

describe('logout', () => {
  it('ends the session: the cookie is cleared and the old cookie gets 419', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const oldCookie = client.cookie;
    const res = await client.api('logout');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true });
    expect(client.cookie).toBeUndefined();
    client.cookie = oldCookie;
    expect((await client.api('init_data_sp')).status).toBe(419);
  });

  it('replaces the earlier session of the same browser on a new login', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const first = client.cookie;
    await client.loginEmail(partner.email, partner.password);
    const stale = createClient(server);
    stale.cookie = first;
    expect((await stale.api('init_data_sp')).status).toBe(419);
  });
});

describe('password reset by one-time token', () => {
  it('mails a link, sets the new password once, and ends the old sessions', async () => {
    const email = 'shitencho@example.com';
    const before = createClient(server);
    await before.loginEmail(email, 'genba-demo');

    const asked = await createClient(server).api('password_reset_request', { body: { email } });
    expect(asked.status).toBe(200);
    await flushBackground();
    const mail = server.sent.mail.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe(RESET_MAIL_SUBJECT);
    const token = mail?.text.match(/\/password\/reset\/([\w-]+)/)?.[1];
    if (!token) throw new Error('no reset link in the mail');

    const body = { token, email, password: 'newpass123', password_confirmation: 'newpass123' };
    const reset = await createClient(server).api('password_reset', { body });
    expect(reset.status).toBe(200);
    expect((await before.api('init_data_sp')).status).toBe(419);
    expect((await createClient(server).loginEmail(email, 'genba-demo')).status).toBe(401);
    expect((await createClient(server).loginEmail(email, 'newpass123')).status).toBe(200);

    const again = await createClient(server).api('password_reset', { body });
    expect(again.status).toBe(422);
    expect(again.error).toEqual({ status: 422, message: AUTH_FAILURE_MESSAGES.badResetToken });
  });

  it('answers 200 for an unknown address without sending anything', async () => {
    const count = server.sent.mail.length;
    const res = await createClient(server).api('password_reset_request', {
      body: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(200);
    await flushBackground();
    expect(server.sent.mail.length).toBe(count);
  });

  it('refuses an expired token', async () => {
    const email = 'jimu@example.com';
    await createClient(server).api('password_reset_request', { body: { email } });
    await flushBackground();
    const token = server.sent.mail.at(-1)?.text.match(/\/password\/reset\/([\w-]+)/)?.[1] ?? '';
    server.clock.advance(61 * 60);
    const res = await createClient(server).api('password_reset', {
      body: { token, email, password: 'newpass123', password_confirmation: 'newpass123' },
    });
    server.clock.advance(-61 * 60);
    expect(res.status).toBe(422);
  });

  it('stores only hashes of session tokens', async () => {
    const client = createClient(server);
    await client.loginEmail(companyManager.email, companyManager.password);
    const token = client.cookie?.split('=')[1] ?? '';
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
  });
});

describe('purging expired rows', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const live = createClient(server);
    await live.loginEmail(companyManager.email, companyManager.password);
    const before = (await server.database.db.select().from(sessions)).length;
    const later = new Date(server.clock.now.getTime() + (server.config.sessionTtlSeconds - 60) * 1000);
    await purgeExpired(server.database.db, later);
    expect((await server.database.db.select().from(sessions)).length).toBe(before);
    await purgeExpired(server.database.db, new Date(later.getTime() + 120_000));
    expect(await server.database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('growing delays after failures', () => {
  it('answers the first failure at once, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => failureDelayMs(n))).toEqual([
      0, 250, 500, 1000, 2000, 4000, 4000,
    ]);
    expect(failureDelayMs(50, FAILURE_DELAY)).toBe(FAILURE_DELAY.maxMs);
  });
});
