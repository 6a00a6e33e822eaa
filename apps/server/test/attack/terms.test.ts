import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { TERMS_REQUIRED_MESSAGE } from '../../src/http/terms.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const { partner } = DEMO_LOGINS;

describe('a member who has not agreed to the terms', () => {
  it('gets only the terms flow until agreeing, then everything their role allows', async () => {
    const browser = createBrowser(server.baseUrl);
    const login = await browser.login(partner.email, partner.password);
    expect(login.status).toBe(200);

    // Reads and writes outside the terms flow: 403 in the spec's shape.
    for (const name of ['getProjectList', 'getUserData', 'user_belong_officies', 'getAllEmail'] as const) {
      const res = await browser.api(name);
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual({ detail: [TERMS_REQUIRED_MESSAGE] });
    }
    const write = await browser.api('chekUserPassword', { body: { password: partner.password } });
    expect(write.status).toBe(403);
    // Leaving stays possible (/accountdelete): which proof the account has, and a wrong one is only a 422.
    expect((await browser.api('check_password')).status).toBe(200);
    const leave = await browser.api('deleteAccount', { body: { current_password: 'not-the-password' } });
    expect(leave.status).toBe(422);

    // What /login/rules needs: the init data of both layouts.
    const init = await browser.api('init_data_sp');
    expect(init.status).toBe(200);
    expect((await browser.api('init_data_pc', { params: { firstPathSegment: 'login' } })).status).toBe(200);
    const userId = (init.body as { user: { user_id: number; agree_terms_flg: number } }).user.user_id;
    expect((init.body as { user: { agree_terms_flg: number } }).user.agree_terms_flg).toBe(0);

    const agreed = await browser.api('agree_terms', { params: { id: userId }, body: { agree_terms_flg: 1 } });
    expect(agreed.status).toBe(200);
    expect((await browser.api('getProjectList')).status).toBe(200);
    expect((await browser.api('getUserData')).status).toBe(200);
  });

  it('can always log out', async () => {
    const browser = createBrowser(server.baseUrl);
    await server.database.db.execute('update users set agree_terms_flg = false');
    await browser.login(partner.email, partner.password);
    expect((await browser.api('getProjectList')).status).toBe(403);
    const out = await browser.api('logout');
    expect(out.status).toBe(200);
    expect((await browser.api('init_data_sp')).status).toBe(401);
  });
});
