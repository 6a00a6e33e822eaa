import { decodeInvitationLink, encodeInvitationLink, INVITATION_REGISTER_MESSAGE } from '@genba/validators';
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
const worker = (name1: string, email: string) => ({
  name1,
  name2: '',
  email,
  password: 'genba123',
  password_confirmation: 'genba123',
  agree_terms_flg: true,
});

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
    const joined = await newcomer.api('registerOpenInvitation', {
      params: { encoded: link.encoded },
      body: worker('中村', ' Nakamura@Open.example.jp '),
    });
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

    // The link stays open for the next worker; an address with an account is refused on its field.
    const taken = await createClient(server).api('registerOpenInvitation', {
      params: { encoded: link.encoded },
      body: worker('重複', 'nakamura@open.example.jp'),
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ email: [INVITATION_REGISTER_MESSAGE.emailTaken] });
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
    const joined = await createClient(server).api('registerOpenInvitation', {
      params: { encoded: made.data.open_link.encoded },
      body: worker('小林', 'kobayashi@open.example.jp'),
    });
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
