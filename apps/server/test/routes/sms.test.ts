import { AUTH_FAILURE_MESSAGES } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_SECONDS } from '../../src/routes/user/codes.ts';
import { createClient, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { smsSendPerTel: { limit: 4, windowSeconds: 900 } } });
});
afterAll(async () => {
  await server.close();
});

const tel = DEMO_LOGINS.foremanTel.tel;
const lastCode = () => server.sent.sms.at(-1)?.code ?? '';

describe('SMS login', () => {
  it('sends a 6-digit code to the normalised number and logs the foreman in with it', async () => {
    const client = createClient(server);
    const sent = await client.api('sms_request', { body: { tel_number: tel } });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ status: 200, expires_in: SMS_CODE_TTL_SECONDS });
    const message = server.sent.sms.at(-1);
    expect(message?.to).toBe('09000000001');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);

    const login = await client.api('sms_login', { body: { tel_number: tel, auth_number: lastCode() } });
    expect(login.status).toBe(200);
    expect(login.data.user).toMatchObject({ auth_id: 5, name: '鈴木 一郎' });
    expect((await client.api('init_data_sp')).status).toBe(200);
  });

  it('accepts a code once only', async () => {
    await createClient(server).api('sms_request', { body: { tel_number: tel } });
    const code = lastCode();
    expect(
      (await createClient(server).api('sms_login', { body: { tel_number: tel, auth_number: code } })).status,
    ).toBe(200);
    const again = await createClient(server).api('sms_login', {
      body: { tel_number: tel, auth_number: code },
    });
    expect(again.status).toBe(401);
    expect(again.error.message).toBe(AUTH_FAILURE_MESSAGES.codeExpired);
  });

  it('refuses a wrong code, and request_again invalidates the earlier code', async () => {
    await createClient(server).api('sms_request', { body: { tel_number: tel } });
    const first = lastCode();
    const wrong = first === '000000' ? '111111' : '000000';
    const res = await createClient(server).api('sms_login', {
      body: { tel_number: tel, auth_number: wrong },
    });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ status: 401, message: AUTH_FAILURE_MESSAGES.badCode });

    expect((await createClient(server).api('sms_request_again', { body: { tel_number: tel } })).status).toBe(
      200,
    );
    const second = lastCode();
    if (first !== second) {
      const old = await createClient(server).api('sms_login', {
        body: { tel_number: tel, auth_number: first },
      });
      expect(old.status).toBe(401);
    }
    expect(
      (
        await createClient(server).api('verify_auth_number', {
          body: { tel_number: tel, auth_number: second },
        })
      ).data,
    ).toEqual({ status: 200, verified: true });
    expect(
      (await createClient(server).api('sms_login', { body: { tel_number: tel, auth_number: second } }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired code', async () => {
    await createClient(server).api('sms_request', { body: { tel_number: '09011112222' } });
    server.clock.advance(SMS_CODE_TTL_SECONDS + 1);
    const res = await createClient(server).api('sms_login', {
      body: { tel_number: '09011112222', auth_number: lastCode() },
    });
    server.clock.advance(-SMS_CODE_TTL_SECONDS - 1);
    expect(res.status).toBe(401);
    expect(res.error.message).toBe(AUTH_FAILURE_MESSAGES.codeExpired);
  });

  it('answers an unregistered number exactly like a registered one, and sends nothing', async () => {
    const count = server.sent.sms.length;
    const unknown = await createClient(server).api('sms_request', { body: { tel_number: '080-9999-9999' } });
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual({ status: 200, expires_in: SMS_CODE_TTL_SECONDS });
    expect(server.sent.sms.length).toBe(count);
    // Logging in with a guessed code answers as for a registered number with a wrong code.
    const guess = await createClient(server).api('sms_login', {
      body: { tel_number: '080-9999-9999', auth_number: '000000' },
    });
    expect(guess.status).toBe(401);
    expect(guess.error).toEqual({ status: 401, message: AUTH_FAILURE_MESSAGES.badCode });
    const verify = await createClient(server).api('verify_tel_number', {
      body: { tel_number: '080-9999-9999' },
    });
    expect(verify.data).toEqual({ status: 200, registered: false });
  });

  it('rate-limits codes per number with 429', async () => {
    const number = '090-3333-4444';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await createClient(server).api('sms_request', { body: { tel_number: number } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('locks the number with 429 after too many wrong codes, even for the right one', async () => {
    const number = '090-5555-6666';
    await createClient(server).api('sms_request', { body: { tel_number: number } });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await createClient(server).api('sms_login', {
        body: { tel_number: number, auth_number: wrong },
      });
      expect(res.status).toBe(401);
    }
    const locked = await createClient(server).api('sms_login', {
      body: { tel_number: number, auth_number: code },
    });
    expect(locked.status).toBe(429);
    expect(locked.error.message).toBe(AUTH_FAILURE_MESSAGES.tooManyAttempts);
  });

  it('lets no more than SMS_CODE_MAX_ATTEMPTS wrong codes be tried at once against one code', async () => {
    const number = '090-1111-2222';
    await createClient(server).api('sms_request', { body: { tel_number: number } });
    const code = lastCode();
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((auth_number) =>
        createClient(server).api('verify_auth_number', { body: { tel_number: number, auth_number } }),
      ),
    );
    const checked = results.filter(
      (r) => r.status === 401 && r.error.message === AUTH_FAILURE_MESSAGES.badCode,
    );
    expect(checked.length).toBeLessThanOrEqual(SMS_CODE_MAX_ATTEMPTS);
  });

  it('validates the number with the catalogue’s Japanese message', async () => {
    const res = await createClient(server).api('sms_request', { body: { tel_number: '12345' } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ tel_number: ['携帯電話番号に誤りがあります'] });
  });
});
