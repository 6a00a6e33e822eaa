import { MEMBER_WRITE_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import { createBrowser, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * The account calls (issue 10 item 5) and the office rule of ADR 008 under
 * attack over real HTTP: another user's account cannot be reached by any
 * header or body, a revoked session does nothing, change links cannot be
 * guessed at will, and an office manager cannot touch another office's member.
 */
let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer({ rateLimits: { smsCheckPerIp: { limit: 8, windowSeconds: 900 } } });
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string, password = DEMO_PASSWORD) =>
  loggedInBrowser(server.baseUrl, email, password);

const yamadaMember = async (email: string) => {
  const [row] = await server.database.db
    .select({ member: members, user: users })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, email), eq(companies.name, '株式会社山田工務店')));
  if (!row) throw new Error(`seed: ${email} missing`);
  return row;
};

describe('another user’s account', () => {
  it('cannot be named by a header or a smuggled id: every write stays on the session’s own user', async () => {
    const victim = await yamadaMember(DEMO_LOGINS.companyManager.email);
    const attacker = await loggedIn('ippan@example.com');
    const forged = { 'X-Operation-Member': String(victim.member.id) };
    for (const res of [
      await attacker.api('updateAccountProfile', { body: { name1: '乗っ取り' }, headers: forged }),
      await attacker.api('changeAccountPassword', {
        body: { current_password: DEMO_PASSWORD, password: 'hijack12', password_confirmation: 'hijack12' },
        headers: forged,
      }),
      await attacker.api('deleteAccount', { body: { current_password: DEMO_PASSWORD }, headers: forged }),
    ])
      expect(res.status).toBe(403);
    // Ids in the body are not read: the attacker renames only themselves.
    const smuggled = await attacker.api('updateAccountProfile', {
      body: { name1: '佐藤', user_id: victim.user.id, member_id: victim.member.id, id: victim.user.id },
    });
    expect(smuggled.status).toBe(200);
    expect((await yamadaMember(DEMO_LOGINS.companyManager.email)).member.name1).toBe('山田');
    expect((await loggedIn(DEMO_LOGINS.companyManager.email)).cookie).toBeDefined();
  });

  it('needs a session for every own-account call', async () => {
    const anonymous = createBrowser(server.baseUrl);
    for (const res of [
      await anonymous.api('getAccountEmailChange'),
      await anonymous.api('updateAccountProfile', { body: { name1: 'x' } }),
      await anonymous.api('deleteAccount', { body: { current_password: DEMO_PASSWORD } }),
    ])
      expect(res.status).toBe(401);
  });
});

describe('revoked sessions', () => {
  it('a session ended by a password change elsewhere can no longer change or delete anything', async () => {
    const email = 'eigyo@example.com';
    const stolen = await loggedIn(email);
    const owner = await loggedIn(email);
    const changed = await owner.api('changeAccountPassword', {
      body: { current_password: DEMO_PASSWORD, password: 'owner123', password_confirmation: 'owner123' },
    });
    expect(changed.status).toBe(200);
    for (const res of [
      await stolen.api('changeAccountPassword', {
        body: { current_password: 'owner123', password: 'thief123', password_confirmation: 'thief123' },
      }),
      await stolen.api('requestAccountEmailChange', {
        body: { email: 'thief@example.com', current_password: 'owner123' },
      }),
      await stolen.api('deleteAccount', { body: { current_password: 'owner123' } }),
    ])
      expect([401, 419]).toContain(res.status);
    expect((await loggedIn(email, 'owner123')).cookie).toBeDefined();
  });

  it('a deleted account’s old cookie replayed is refused', async () => {
    const browser = await loggedIn('sekou@example.com');
    const cookie = browser.cookie;
    expect((await browser.api('deleteAccount', { body: { current_password: DEMO_PASSWORD } })).status).toBe(
      200,
    );
    const replay = createBrowser(server.baseUrl);
    replay.cookie = cookie;
    expect((await replay.api('getUserData')).status).toBe(419);
    // The 419 cleared the cookie; an attacker keeps replaying it anyway.
    replay.cookie = cookie;
    expect((await replay.api('deleteAccount', { body: { current_password: DEMO_PASSWORD } })).status).toBe(
      419,
    );
  });
});

describe('account-change links', () => {
  it('cannot be guessed at will from one address', async () => {
    const guesser = createBrowser(server.baseUrl);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const token = `${'g'.repeat(40)}${String(i).padStart(3, '0')}`;
      answers.push((await guesser.api('completeAccountChange', { params: { token } })).status);
    }
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(answers.slice(8)).toEqual([429, 429]);
  });
});

describe('ADR 008: office managers and other offices', () => {
  it('keeps the 福岡支店 office manager from editing, moving or deleting a 本社 member', async () => {
    const target = await yamadaMember('ippan@example.com');
    const [company] = await server.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, target.member.companyId));
    const head = company?.headOfficeId ?? 0;
    const shitencho = await loggedIn('shitencho@example.com');
    const edit = await shitencho.api('updateMember', {
      params: { id: target.member.id },
      body: {
        member_id: target.member.id,
        company_id: target.member.companyId,
        office_id: head,
        name1: '乗っ取り',
        type: 1,
        auth_id: 1,
        login_type: 1,
        email: 'ippan@example.com',
        password: '',
        password_confirmation: '',
      },
    });
    const removed = await shitencho.api('deleteMember', { params: { id: target.member.id } });
    for (const res of [edit, removed]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: [MEMBER_WRITE_MESSAGE.otherOffice] });
    }
    const after = await yamadaMember('ippan@example.com');
    expect(after.member).toMatchObject({ name1: '佐藤', delFlg: false });
  });
});
