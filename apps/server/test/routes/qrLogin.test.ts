import { createHash } from 'node:crypto';
import { AUTH_FAILURE_MESSAGES } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLoginCodes } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { SP_NOT_ALLOWED_MESSAGE } from '../../src/routes/user/login.ts';
import { agreeToTerms, createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

const manager = DEMO_LOGINS.companyManager.email;
const refused = { status: 401, message: AUTH_FAILURE_MESSAGES.badQrCode };

let server: TestServer;
beforeAll(async () => {
  // In-process requests share one address: the per-address limits get their own server below.
  server = await startTestServer({
    rateLimits: {
      qrLoginPerIp: { limit: 1000, windowSeconds: 900 },
      qrLoginFailuresPerIp: { limit: 1000, windowSeconds: 900 },
      qrLoginCodePerMember: { limit: 1000, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await server.close();
});

const issue = async (pc: ReturnType<typeof createClient>) => {
  const res = await pc.api('createQrLoginCode');
  expect(res.status).toBe(200);
  return res.data.code;
};
const exchange = (code: string) => {
  const phone = createClient(server);
  return phone.api('qrLogin', { body: { code } }).then((res) => ({ ...res, phone }));
};

describe('QR login', () => {
  it('hands the issuing member’s company and office to the phone as an sp session', async () => {
    const pc = createClient(server);
    const login = await pc.loginEmail(manager, DEMO_LOGINS.companyManager.password);
    const res = await pc.api('createQrLoginCode');
    expect(res.status).toBe(200);
    expect(res.data.expires_in).toBe(120);
    expect(res.data.code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const used = await exchange(res.data.code);
    expect(used.status).toBe(200);
    const { user_id, member_id, login_company_id, login_office_id } = login.data.user;
    expect(used.data.user).toMatchObject({ user_id, member_id, login_company_id, login_office_id });
    expect((await used.phone.api('init_data_sp')).status).toBe(200);
    // The PC keeps its own session.
    expect((await pc.api('init_data_sp')).status).toBe(200);
  });

  it('also takes the URL the QR shows', async () => {
    const code = await issue(await loginAsDemo(server, manager));
    expect((await exchange(`http://localhost/login/qrcode#${code}`)).status).toBe(200);
  });

  it('stores only the hash of a code', async () => {
    const code = await issue(await loginAsDemo(server, manager));
    const rows = await server.database.db.select().from(qrLoginCodes);
    expect(rows.some((r) => r.codeHash === code)).toBe(false);
    expect(rows.some((r) => r.codeHash === createHash('sha256').update(code).digest('hex'))).toBe(true);
  });

  it('refuses a wrong, a used, an expired and a revoked code with one answer and no session', async () => {
    const pc = await loginAsDemo(server, manager);
    const wrong = await exchange('A'.repeat(43));

    const spent = await issue(pc);
    expect((await exchange(spent)).status).toBe(200);
    const used = await exchange(spent);

    const old = await issue(pc);
    server.clock.advance(121);
    const expired = await exchange(old);

    const revokedCode = await issue(pc);
    const newer = await issue(pc);
    const revoked = await exchange(revokedCode);

    for (const answer of [wrong, used, expired, revoked]) {
      expect(answer.status).toBe(401);
      expect(answer.error).toEqual(refused);
      expect(answer.phone.cookie).toBeUndefined();
    }
    expect((await exchange(newer)).status).toBe(200);
  });

  it('lives 120 seconds', async () => {
    const pc = await loginAsDemo(server, manager);
    const code = await issue(pc);
    server.clock.advance(119);
    expect((await exchange(code)).status).toBe(200);
    const late = await issue(pc);
    server.clock.advance(120);
    expect((await exchange(late)).status).toBe(401);
  });

  it('tells the issuing member’s dialog when its code was used, expired or replaced', async () => {
    const pc = await loginAsDemo(server, manager);
    const stateOf = async (code: string, who = pc) => {
      const res = await who.api('getQrLoginCodeState', { body: { code } });
      expect(res.status).toBe(200);
      return res.data.state;
    };
    const code = await issue(pc);
    expect(await stateOf(code)).toBe('live');
    expect((await exchange(code)).status).toBe(200);
    expect(await stateOf(code)).toBe('used');

    const late = await issue(pc);
    server.clock.advance(121);
    expect(await stateOf(late)).toBe('expired');

    // A newer code (再発行, or another tab) ends the earlier one, which was not used.
    const replaced = await issue(pc);
    const newer = await issue(pc);
    expect(await stateOf(replaced)).toBe('expired');
    expect(await stateOf(newer)).toBe('live');

    // Another member learns nothing of this member's code; an unknown code is dead.
    await agreeToTerms(server, DEMO_LOGINS.partner.email);
    const other = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    expect(await stateOf(newer, other)).toBe('expired');
    expect(await stateOf('B'.repeat(43))).toBe('expired');
    expect((await pc.api('getQrLoginCodeState', { body: { code: 'short' } })).status).toBe(422);
    expect((await createClient(server).api('getQrLoginCodeState', { body: { code: newer } })).status).toBe(
      401,
    );
  });

  it('lets exactly one of two racing uses win', async () => {
    const code = await issue(await loginAsDemo(server, manager));
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a malformed code with the field’s message (422)', async () => {
    const res = await createClient(server).api('qrLogin', { body: { code: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ code: ['ログインコードに誤りがあります'] });
  });

  it('issues codes only to a logged-in member whose account may log in on a phone', async () => {
    expect((await createClient(server).api('createQrLoginCode')).status).toBe(401);
    const pcOnly = await loginAsDemo(server, 'ippan@example.com');
    const res = await pcOnly.api('createQrLoginCode');
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ status: 403, message: SP_NOT_ALLOWED_MESSAGE });
  });
});

describe('QR login limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      rateLimits: {
        qrLoginCodePerMember: { limit: 3, windowSeconds: 900 },
        qrLoginFailuresPerIp: { limit: 3, windowSeconds: 900 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits the codes one member is issued', async () => {
    const pc = await loginAsDemo(limited, manager);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await pc.api('createQrLoginCode')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('after a few wrong codes from one address, refuses even a right one', async () => {
    // Another member: the manager's codes are spent above.
    const right = (await (await loginAsDemo(limited, 'eigyo@example.com')).api('createQrLoginCode')).data
      .code;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await createClient(limited).api('qrLogin', { body: { code: 'B'.repeat(43) } })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await createClient(limited).api('qrLogin', { body: { code: right } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
  });
});
