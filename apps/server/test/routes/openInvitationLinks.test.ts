import {
  AUTH_FAILURE_MESSAGES,
  decodeInvitationLink,
  encodeInvitationLink,
  INVITATION_REGISTER_MESSAGE,
  LOGIN_FLOW_MESSAGE,
} from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRooms,
  invitations,
  memberOffices,
  members,
  projectMembers,
  projects,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { AREA_FORBIDDEN_MESSAGE } from '../../src/permissions/routeAccess.ts';
import { INVITATION_NOT_FOUND_MESSAGE } from '../../src/routes/invitation/openLink.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { agreeToTerms, createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/** ADR 009: open invitation links carry a server-held token; every refused link answers alike. */

let server: TestServer;
let siteId: number;
let roomId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .select({ siteId: projects.id, roomId: chatRooms.id })
    .from(projects)
    .innerJoin(chatRooms, eq(chatRooms.attendanceFieldId, projects.id))
    .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
  if (!row) throw new Error('seed site missing');
  ({ siteId, roomId } = row);
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
const worker = (name1: string, email: string, auth_number = '000000') => ({
  name1,
  name2: '',
  email,
  auth_number,
  password: 'genba123',
  password_confirmation: 'genba123',
  agree_terms_flg: true,
});

/** The code of the newest mail to `email`, if it carries one. */
const mailedCode = async (email: string) => {
  await flushBackground();
  const mail = server.sent.mail.filter((m) => m.to === email).at(-1);
  return mail?.text.match(/認証コードは (\d{6}) です/)?.[1];
};

/** The e-mail registration: a code mailed to the address, then the code with the name and password. */
const joinByEmail = async (
  client: ReturnType<typeof createClient>,
  encoded: string,
  name1: string,
  email: string,
) => {
  const sent = await client.api('requestOpenInvitationMail', { params: { encoded }, body: { email } });
  expect(sent.status).toBe(200);
  const code = await mailedCode(email.trim().toLowerCase());
  if (!code) throw new Error(`no code mailed to ${email}`);
  return client.api('registerOpenInvitation', { params: { encoded }, body: worker(name1, email, code) });
};

/** Sends `encoded` to both public calls and expects the one refusal. */
const expectRefused = async (encoded: string) => {
  const anonymous = createClient(server);
  const page = await anonymous.api('getInvitationByLink', { params: { encoded } });
  expect(page.status).toBe(403);
  expect(page.error.detail).toEqual([INVITATION_NOT_FOUND_MESSAGE]);
  const joined = await anonymous.api('registerOpenInvitation', {
    params: { encoded },
    body: worker('不正', `probe-${encoded.slice(-8)}@example.jp`),
  });
  expect(joined.status).toBe(403);
  expect(joined.error.detail).toEqual([INVITATION_NOT_FOUND_MESSAGE]);
};

describe('open invitation link of a site room', () => {
  it('a room manager makes the link; a new worker joins through it into the room as a partner member', async () => {
    const client = await manager();
    expect(
      (await client.api('getOpenInvitationLink', { query: { chatroom_id: String(roomId) } })).data,
    ).toEqual({
      open_link: null,
    });
    const made = await client.api('createOpenInvitationLink', { body: { chatroom_id: roomId } });
    expect(made.status).toBe(200);
    const link = made.data.open_link;
    expect(link.url).toMatch(new RegExp(`/invitation_user/${link.encoded}$`));
    const parts = decodeInvitationLink(link.encoded);
    expect(parts).toMatchObject({ kind: 'open', chatroom_id: roomId, office_id: link.office_id });
    // Making it again answers the same live link: one per room.
    const again = await client.api('createOpenInvitationLink', { body: { chatroom_id: roomId } });
    expect(again.data.open_link.encoded).toBe(link.encoded);
    expect(
      (await client.api('getOpenInvitationLink', { query: { chatroom_id: String(roomId) } })).data.open_link,
    ).toEqual(link);

    const newcomer = createClient(server);
    const page = await newcomer.api('getInvitationByLink', { params: { encoded: link.encoded } });
    expect(page.data).toEqual({
      kind: 'open',
      company_name: '株式会社山田工務店',
      field_name: '博多駅前ビル 外装改修工事',
      field_id: siteId,
      name1: null,
      email: null,
      tel_number: null,
    });
    const joined = await joinByEmail(newcomer, link.encoded, '中村', ' Nakamura@Open.example.jp ');
    expect(joined.status).toBe(200);
    expect(joined.data.next_path).toBe(`/talk/field/${siteId}`);
    const { db } = server.database;
    const [member] = await db.select().from(members).where(eq(members.id, joined.data.member_id));
    expect(member).toMatchObject({ type: 2, authId: 3, name1: '中村' });
    expect(
      await db.select().from(memberOffices).where(eq(memberOffices.memberId, joined.data.member_id)),
    ).toEqual([expect.objectContaining({ officeId: link.office_id })]);
    expect(
      await db.select().from(projectMembers).where(eq(projectMembers.memberId, joined.data.member_id)),
    ).toEqual([expect.objectContaining({ projectId: siteId, roomRole: 1000 })]);
    // The joiner is logged in and lands in the room; the company's lists record a link invitation.
    expect((await newcomer.api('getTalkByFieldId', { params: { id: siteId } })).status).toBe(200);
    const [record] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.memberId, joined.data.member_id), eq(invitations.invitationType, 3)));
    expect(record).toMatchObject({ email: 'nakamura@open.example.jp', invitationStatus: 2 });

    // The link stays open for the next worker. An address with an account gets the same answer
    // but a mail telling its owner to log in, no code; registering with it is refused on the code.
    const other = createClient(server);
    const asked = await other.api('requestOpenInvitationMail', {
      params: { encoded: link.encoded },
      body: { email: 'NAKAMURA@open.example.jp' },
    });
    expect(asked.data).toEqual({ status: 200, expires_in: 600 });
    await flushBackground();
    const notice = server.sent.mail.filter((m) => m.to === 'nakamura@open.example.jp').at(-1);
    expect(notice?.text).toContain('ログイン画面の「メールアドレスでログイン」からご利用ください。');
    expect(await mailedCode('nakamura@open.example.jp')).toBeUndefined();
    const taken = await other.api('registerOpenInvitation', {
      params: { encoded: link.encoded },
      body: worker('重複', 'nakamura@open.example.jp', '123456'),
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.badCode] });
  });

  it('refuses a guessed, an altered, a regenerated and a revoked link alike', async () => {
    const client = await manager();
    const { open_link: first } = (
      await client.api('createOpenInvitationLink', { body: { chatroom_id: roomId } })
    ).data;
    const parts = decodeInvitationLink(first.encoded);
    if (parts?.kind !== 'open') throw new Error('not an open link');

    // Guessed: the right ids with a made-up token; the spec's three-id form with no token at all.
    await expectRefused(encodeInvitationLink({ ...parts, token: 'A'.repeat(43) }));
    // The spec's three-id form, with no token at all, is not a link this app builds.
    const threeIds = Buffer.from(`o.${parts.chatroom_id}.${parts.company_id}.${parts.office_id}`).toString(
      'base64url',
    );
    const malformed = await createClient(server).api('getInvitationByLink', {
      params: { encoded: threeIds },
    });
    expect(malformed.status).toBe(404);
    expect(malformed.error.message).toBe(INVITATION_REGISTER_MESSAGE.linkInvalid);
    // Altered: the real token on another room, or one character changed.
    await expectRefused(encodeInvitationLink({ ...parts, chatroom_id: 0 }));
    await expectRefused(encodeInvitationLink({ ...parts, office_id: parts.office_id + 1 }));
    const flipped = `${parts.token.slice(0, -1)}${parts.token.endsWith('A') ? 'B' : 'A'}`;
    await expectRefused(encodeInvitationLink({ ...parts, token: flipped }));
    // The personal registration refuses an open link the same way.
    const viaPersonal = await createClient(server).api('registerInvitation', {
      params: { encoded: first.encoded },
      body: {
        name1: '個人',
        name2: '',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    });
    expect(viaPersonal.status).toBe(403);
    expect(viaPersonal.error.detail).toEqual([INVITATION_NOT_FOUND_MESSAGE]);

    // Regenerated: the old link dies at once, the new one works.
    const regenerated = await client.api('regenerateOpenInvitationLink', { body: { chatroom_id: roomId } });
    expect(regenerated.status).toBe(200);
    const second = regenerated.data.open_link;
    expect(second.encoded).not.toBe(first.encoded);
    await expectRefused(first.encoded);
    expect(
      (await createClient(server).api('getInvitationByLink', { params: { encoded: second.encoded } })).status,
    ).toBe(200);

    // Revoked: the link answers like an unknown one, and the manager sees none.
    expect(
      (await client.api('revokeOpenInvitationLink', { query: { chatroom_id: String(roomId) } })).status,
    ).toBe(200);
    await expectRefused(second.encoded);
    expect(
      (await client.api('getOpenInvitationLink', { query: { chatroom_id: String(roomId) } })).data.open_link,
    ).toBeNull();
  });

  it('lets only the room’s managers manage its link, within their company', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    for (const call of [
      general.api('getOpenInvitationLink', { query: { chatroom_id: String(roomId) } }),
      general.api('createOpenInvitationLink', { body: { chatroom_id: roomId } }),
      general.api('regenerateOpenInvitationLink', { body: { chatroom_id: roomId } }),
      general.api('revokeOpenInvitationLink', { query: { chatroom_id: String(roomId) } }),
    ]) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([AREA_FORBIDDEN_MESSAGE]);
    }
    // Another company's manager: the room id answers like one that does not exist.
    await agreeToTerms(server, DEMO_LOGINS.systemAdmin.email);
    const other = await loginAsDemo(server, DEMO_LOGINS.systemAdmin.email);
    for (const chatroom_id of [roomId, roomId + 100_000]) {
      const res = await other.api('createOpenInvitationLink', { body: { chatroom_id } });
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([AREA_FORBIDDEN_MESSAGE]);
    }
    expect(
      (await createClient(server).api('getOpenInvitationLink', { query: { chatroom_id: String(roomId) } }))
        .status,
    ).toBe(401);
  });
});

describe('open invitation link of the company', () => {
  it('is managed by those who may open member information, and joins the office without a room', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    const refused = await general.api('createOpenInvitationLink', { body: {} });
    expect(refused.status).toBe(403);

    const client = await manager();
    const made = await client.api('createOpenInvitationLink', { body: {} });
    expect(made.status).toBe(200);
    expect(made.data.open_link.chatroom_id).toBeNull();
    const page = await createClient(server).api('getInvitationByLink', {
      params: { encoded: made.data.open_link.encoded },
    });
    expect(page.data).toMatchObject({ kind: 'open', field_name: null, field_id: null });
    const joined = await joinByEmail(
      createClient(server),
      made.data.open_link.encoded,
      '小林',
      'kobayashi@open.example.jp',
    );
    expect(joined.status).toBe(200);
    expect(joined.data).toMatchObject({ field_id: null, next_path: '/talk' });
    expect(
      await server.database.db
        .select()
        .from(projectMembers)
        .where(eq(projectMembers.memberId, joined.data.member_id)),
    ).toEqual([]);
    // The company link and the room link are separate: revoking one leaves the other.
    const revoked = await client.api('revokeOpenInvitationLink', { query: {} });
    expect(revoked.status).toBe(200);
    await expectRefused(made.data.open_link.encoded);
  });
});

describe('joining an open link by e-mail', () => {
  const link = async () =>
    (await (await manager()).api('createOpenInvitationLink', { body: { chatroom_id: roomId } })).data
      .open_link.encoded;

  it('refuses a missing, a wrong, an expired and a used code on auth_number, in Japanese', async () => {
    const encoded = await link();
    const client = createClient(server);
    const missing = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: { ...worker('佐藤', 'sato@open.example.jp'), auth_number: '' },
    });
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toMatchObject({ auth_number: [LOGIN_FLOW_MESSAGE.authNumberRequired] });

    // No code was ever issued for the address: expired, as the login says.
    const never = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: worker('佐藤', 'sato@open.example.jp', '123456'),
    });
    expect(never.status).toBe(422);
    expect(never.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.codeExpired] });

    await client.api('requestOpenInvitationMail', {
      params: { encoded },
      body: { email: 'sato@open.example.jp' },
    });
    const code = (await mailedCode('sato@open.example.jp')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: worker('佐藤', 'sato@open.example.jp', code === '111111' ? '222222' : '111111'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.badCode] });
    // A code is per address: another address's code does not register this one.
    const elsewhere = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: worker('佐藤', 'someone-else@open.example.jp', code),
    });
    expect(elsewhere.status).toBe(422);

    const joined = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: worker('佐藤', 'sato@open.example.jp', code),
    });
    expect(joined.status).toBe(200);
    const reused = await createClient(server).api('registerOpenInvitation', {
      params: { encoded },
      body: worker('佐藤', 'sato2@open.example.jp', code),
    });
    expect(reused.status).toBe(422);
  });

  it('lets a code expire after its time, and a newer code replaces the older', async () => {
    const encoded = await link();
    const client = createClient(server);
    const ask = () =>
      client.api('requestOpenInvitationMail', {
        params: { encoded },
        body: { email: 'kato@open.example.jp' },
      });
    await ask();
    const first = (await mailedCode('kato@open.example.jp')) ?? '';
    await ask();
    const second = (await mailedCode('kato@open.example.jp')) ?? '';
    if (first !== second) {
      const old = await client.api('registerOpenInvitation', {
        params: { encoded },
        body: worker('加藤', 'kato@open.example.jp', first),
      });
      expect(old.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.badCode] });
    }
    server.clock.advance(601);
    const late = await client.api('registerOpenInvitation', {
      params: { encoded },
      body: worker('加藤', 'kato@open.example.jp', second),
    });
    expect(late.status).toBe(422);
    expect(late.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.codeExpired] });
  });

  it('refuses a malformed address with the login e-mail message', async () => {
    const res = await createClient(server).api('requestOpenInvitationMail', {
      params: { encoded: await link() },
      body: { email: 'not-an-address' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {})).toEqual(['email']);
  });
});
