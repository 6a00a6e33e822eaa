import { ACCOUNT_CHANGE_STATUS, ACCOUNT_MESSAGE, LOGIN_FLOW_MESSAGE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { ACCOUNT_CHANGE_MAIL_SUBJECT } from '../../src/routes/account/index.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Issue 10 item 5 over HTTP: the user's own profile, password, e-mail change
 * by /account-change/{token} (core §4 statuses) and deletion (/accountdelete),
 * on the seeded database. One server for the file; each test uses its own
 * seeded user, since passwords and addresses change.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const loginAs = (email: string) => loginAsDemo(server, email);
const PASSWORD = 'genba-demo';

const linkTokenIn = async () => {
  await flushBackground();
  const token = server.sent.mail.at(-1)?.text.match(/\/account-change\/([\w-]+)\n/)?.[1];
  if (!token) throw new Error('no account-change link in the mail');
  return token;
};

describe('profile', () => {
  it('renames the person on their memberships and answers the session user with the new name', async () => {
    const client = await loginAs('sekou@example.com');
    const res = await client.api('updateAccountProfile', {
      body: { name1: ' 中村 ', name2: '翔太', kana1: 'ナカムラ', kana2: 'ショウタ' },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.name).toBe('中村 翔太');
    const me = await client.api('getUserData');
    expect(me.data.member).toMatchObject({ name1: '中村', name2: '翔太', kana2: 'ショウタ' });
  });

  it('refuses a blank or long name in Japanese and changes nothing', async () => {
    const client = await loginAs('sekou@example.com');
    const res = await client.api('updateAccountProfile', { body: { name1: '', kana1: 'ア'.repeat(21) } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      name1: ['氏名(姓)を入力してください'],
      kana1: ['20文字以下で入力してください'],
    });
  });
});

describe('password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const email = 'eigyo@example.com';
    const here = await loginAs(email);
    const phone = await loginAs(email);
    const wrong = await here.api('changeAccountPassword', {
      body: { current_password: 'not-it', password: 'newpass12', password_confirmation: 'newpass12' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors).toEqual({ current_password: [ACCOUNT_MESSAGE.currentPasswordWrong] });

    const changed = await here.api('changeAccountPassword', {
      body: { current_password: PASSWORD, password: 'newpass12', password_confirmation: 'newpass12' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ success: true, ended_sessions: 1 });
    expect((await phone.api('getUserData')).status).toBe(419);
    expect((await here.api('getUserData')).status).toBe(200);
    expect((await createClient(server).loginEmail(email, PASSWORD)).status).toBe(401);
    expect((await createClient(server).loginEmail(email, 'newpass12')).status).toBe(200);
  });

  it('stops guessing the current password after the per-user limit', async () => {
    const client = await loginAs('ippan@example.com');
    const body = { current_password: 'guess', password: 'newpass12', password_confirmation: 'newpass12' };
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await client.api('changeAccountPassword', { body })).status);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('refuses an account without an e-mail login (the SMS foreman) with 403', async () => {
    const client = createClient(server);
    await client.api('sms_request', { body: { tel_number: DEMO_LOGINS.foremanTel.tel } });
    const code = server.sent.sms.at(-1)?.code ?? '';
    expect(
      (await client.api('sms_login', { body: { tel_number: DEMO_LOGINS.foremanTel.tel, auth_number: code } }))
        .status,
    ).toBe(200);
    const res = await client.api('changeAccountPassword', {
      body: { current_password: 'whatever', password: 'newpass12', password_confirmation: 'newpass12' },
    });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([ACCOUNT_MESSAGE.noPcLogin]);
  });
});

describe('e-mail change (core §4: 1 auth waiting, 2 expired, 3 completed)', () => {
  it('mails a link to the new address; opening it reads, confirming it changes the login address once', async () => {
    const client = await loginAs('fukushitencho@example.com');
    expect((await client.api('getAccountEmailChange')).data).toEqual({ change: null });
    const asked = await client.api('requestAccountEmailChange', {
      body: { email: 'Ito.New@example.com', current_password: PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      status: ACCOUNT_CHANGE_STATUS.authWaiting,
      email: 'ito.new@example.com',
    });
    const token = await linkTokenIn();
    const mail = server.sent.mail.at(-1);
    expect(mail).toMatchObject({ to: 'ito.new@example.com', subject: ACCOUNT_CHANGE_MAIL_SUBJECT });
    expect(mail?.text).toContain(`\n${server.config.publicUrl}/account-change/${token}\n`);

    // Reading the link (as a mail scanner would) changes nothing.
    const stranger = createClient(server);
    expect((await stranger.api('getAccountChange', { params: { token } })).data.status).toBe(1);
    expect((await stranger.api('getAccountChange', { params: { token } })).data.status).toBe(1);
    expect((await client.api('getAccountEmailChange')).data.change?.status).toBe(1);

    const done = await stranger.api('completeAccountChange', { params: { token } });
    expect(done.data).toMatchObject({
      status: ACCOUNT_CHANGE_STATUS.completed,
      email: 'ito.new@example.com',
    });
    const again = await stranger.api('completeAccountChange', { params: { token } });
    expect(again.data.status).toBe(ACCOUNT_CHANGE_STATUS.completed);
    expect((await createClient(server).loginEmail('ito.new@example.com', PASSWORD)).status).toBe(200);
    expect((await createClient(server).loginEmail('fukushitencho@example.com', PASSWORD)).status).toBe(401);
    expect((await client.api('getAccountEmailChange')).data.change?.status).toBe(3);
  });

  it('expires a link after an hour and when a newer one is asked for', async () => {
    const client = await loginAs('jimu@example.com');
    const ask = (email: string) =>
      client.api('requestAccountEmailChange', { body: { email, current_password: PASSWORD } });
    await ask('jimu.first@example.com');
    const first = await linkTokenIn();
    await ask('jimu.second@example.com');
    const second = await linkTokenIn();
    const anyone = createClient(server);
    const revoked = await anyone.api('completeAccountChange', { params: { token: first } });
    expect(revoked.data).toMatchObject({
      status: ACCOUNT_CHANGE_STATUS.expired,
      email: 'jimu.first@example.com',
    });
    server.clock.advance(3601);
    const late = await anyone.api('completeAccountChange', { params: { token: second } });
    expect(late.data.status).toBe(ACCOUNT_CHANGE_STATUS.expired);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'jimu@example.com'));
    expect(row).toBeDefined();
  });

  it('refuses an address another account uses, the same address, and an unknown link', async () => {
    const client = await loginAs('yuryo@example.com');
    const taken = await client.api('requestAccountEmailChange', {
      body: { email: DEMO_LOGINS.companyManager.email, current_password: PASSWORD },
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ email: [ACCOUNT_MESSAGE.emailTaken] });
    const same = await client.api('requestAccountEmailChange', {
      body: { email: 'YURYO@example.com', current_password: PASSWORD },
    });
    expect(same.error.errors).toEqual({ email: [ACCOUNT_MESSAGE.emailUnchanged] });
    const unknown = await createClient(server).api('getAccountChange', { params: { token: 'a'.repeat(43) } });
    expect(unknown.status).toBe(404);
    const bad = await createClient(server).api('getAccountChange', { params: { token: '..%2F..' } });
    expect(bad.status).toBe(422);
  });
});

describe('deletion (/accountdelete)', () => {
  it('refuses the contract holder and a wrong password', async () => {
    const manager = await loginAs(DEMO_LOGINS.companyManager.email);
    const holder = await manager.api('deleteAccount', { body: { current_password: PASSWORD } });
    expect(holder.status).toBe(403);
    expect(holder.error.detail).toEqual([ACCOUNT_MESSAGE.contractHolder]);
  });

  it('deletes the account: memberships gone, address free, every session ended', async () => {
    const email = 'shitencho@example.com';
    const client = await loginAs(email);
    const other = await loginAs(email);
    const wrong = await client.api('deleteAccount', { body: { current_password: 'nope12' } });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors).toEqual({ current_password: [ACCOUNT_MESSAGE.currentPasswordWrong] });
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const userId = user?.id ?? 0;

    const gone = await client.api('deleteAccount', { body: { current_password: PASSWORD } });
    expect(gone.status).toBe(200);
    expect(gone.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await other.api('getUserData')).status).toBe(419);
    expect((await createClient(server).loginEmail(email, PASSWORD)).status).toBe(401);
    const db = server.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const rows = await db.select({ delFlg: members.delFlg }).from(members).where(eq(members.userId, userId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.delFlg)).toBe(true);
    const [after] = await db.select().from(users).where(eq(users.id, userId));
    expect(after).toMatchObject({ email: null, telNumber: null, passwordHash: null });
  });

  it('asks an account without a password for an SMS code to its own number', async () => {
    const tel = DEMO_LOGINS.foremanTel.tel;
    const client = createClient(server);
    await client.api('sms_request', { body: { tel_number: tel } });
    await client.api('sms_login', {
      body: { tel_number: tel, auth_number: server.sent.sms.at(-1)?.code ?? '' },
    });
    const none = await client.api('deleteAccount', { body: {} });
    expect(none.status).toBe(422);
    expect(none.error.errors).toEqual({ auth_number: [LOGIN_FLOW_MESSAGE.authNumberRequired] });
    await client.api('sms_request', { body: { tel_number: tel } });
    const code = server.sent.sms.at(-1)?.code ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.api('deleteAccount', { body: { auth_number: wrongCode } });
    expect(wrong.status).toBe(422);
    expect((await client.api('getUserData')).status).toBe(200);
    const gone = await client.api('deleteAccount', { body: { auth_number: code } });
    expect(gone.status).toBe(200);
    expect((await client.api('getUserData')).status).toBe(401);
  });
});
