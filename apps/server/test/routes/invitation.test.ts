import { INVITATION_MESSAGE, INVITATION_REGISTER_MESSAGE, PLACEMENT_HINT } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { AREA_FORBIDDEN_MESSAGE } from '../../src/permissions/routeAccess.ts';
import { MEMBER_LIST_FORBIDDEN_MESSAGE } from '../../src/routes/member/index.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
let siteId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [site] = await server.database.db
    .select()
    .from(projects)
    .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
  if (!site) throw new Error('seed site missing');
  siteId = site.id;
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
const encodedIn = (text: string | undefined) =>
  text?.match(/^https?:\/\/\S+\/invitation_user\/([A-Za-z0-9_-]+)$/m)?.[1];

describe('invitation by e-mail', () => {
  it('stores the invitation, mails the full link on its own line, and the worker registers into the site', async () => {
    const client = await manager();
    const sent = await client.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '山本', email: ' Yamamoto@Kimura.example.jp ' }], field_id: siteId },
    });
    expect(sent.status).toBe(200);
    expect(sent.data.invitations[0]).toMatchObject({
      email: 'yamamoto@kimura.example.jp',
      invitation_status: 1,
      invitation_type: 2,
    });
    const mail = server.sent.mail.at(-1);
    expect(mail?.to).toBe('yamamoto@kimura.example.jp');
    expect(mail?.text).toContain('博多駅前ビル 外装改修工事');
    const encoded = encodedIn(mail?.text);
    expect(encoded).toBeTruthy();

    const pending = await client.api('getInvitations', { query: { status: 'pending' } });
    expect(pending.data.data.map((i) => i.email)).toContain('yamamoto@kimura.example.jp');

    const worker = createClient(server);
    const page = await worker.api('getInvitationByLink', { params: { encoded: encoded ?? '' } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      company_name: '株式会社山田工務店',
      field_name: '博多駅前ビル 外装改修工事',
    });

    const registered = await worker.api('registerInvitation', {
      params: { encoded: encoded ?? '' },
      body: {
        name1: '山本',
        name2: '健',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.data.next_path).toBe(`/talk/field/${siteId}`);
    // The new member is in the site's project (and so its room), and is logged in past the terms.
    const rows = await server.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.memberId, registered.data.member_id));
    expect(rows).toEqual([expect.objectContaining({ projectId: siteId, roomRole: 1000 })]);
    const room = await worker.api('getTalkByFieldId', { params: { id: siteId } });
    expect(room.status).toBe(200);
    // The manager sees the new member among the site's members.
    const members = await client.api('getMembers', { query: { field_id: String(siteId) } });
    expect(members.data.data.map((m) => `${m.name1} ${m.name2}`)).toContain('山本 健');

    // The link is single-use; the invitation now counts as approved.
    const again = await createClient(server).api('registerInvitation', {
      params: { encoded: encoded ?? '' },
      body: {
        name1: '別人',
        name2: '',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    });
    expect(again.status).toBe(404);
    expect(again.error.message).toBe(INVITATION_REGISTER_MESSAGE.alreadyUsed);
    const nonApproved = await client.api('getInvitations', { query: { status: 'non_approved' } });
    expect(nonApproved.data.data.map((i) => i.email)).not.toContain('yamamoto@kimura.example.jp');
  });

  it('refuses duplicates among rows, members of the company and pending invitations, with the spec messages', async () => {
    const client = await manager();
    const dup = await client.api('sendInvitationEmail', {
      body: {
        invitations: [
          { name1: '一', email: 'dup@example.jp' },
          { name1: '二', email: 'DUP@example.jp' },
        ],
      },
    });
    expect(dup.status).toBe(422);
    expect(dup.error.errors).toEqual({ invitations: { 1: { email: [INVITATION_MESSAGE.emailDuplicate] } } });

    const member = await client.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '佐藤', email: 'ippan@example.com' }] },
    });
    expect(member.status).toBe(422);
    expect(member.error.errors).toEqual({
      invitations: { 0: { email: [INVITATION_REGISTER_MESSAGE.alreadyMember] } },
    });

    expect(
      (
        await client.api('sendInvitationEmail', {
          body: { invitations: [{ name1: '井上', email: 'inoue@example.jp' }] },
        })
      ).status,
    ).toBe(200);
    const again = await client.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '井上', email: 'inoue@example.jp' }] },
    });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({
      invitations: { 0: { email: [PLACEMENT_HINT.invitedBySameCompany] } },
    });
  });

  it('lets only members who may update members invite or list members, and only to their own sites', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    const refused = await general.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '山本', email: 'nope@example.jp' }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([AREA_FORBIDDEN_MESSAGE]);
    expect((await general.api('getInvitations')).status).toBe(403);
    const list = await general.api('getMembers');
    expect(list.status).toBe(403);
    expect(list.error.detail).toEqual([MEMBER_LIST_FORBIDDEN_MESSAGE]);

    const client = await manager();
    const [foreign] = await server.database.db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
    const otherSite = await client.api('sendInvitationEmail', {
      body: {
        invitations: [{ name1: '山本', email: 'x@example.jp' }],
        field_id: (foreign?.id ?? 0) + 100_000,
      },
    });
    expect(otherSite.status).toBe(422);
    expect(otherSite.error.errors).toEqual({ field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound] });
  });

  it('answers a link it did not build, or a deleted invitation, with 404 and a reason', async () => {
    const anonymous = createClient(server);
    const bad = await anonymous.api('getInvitationByLink', { params: { encoded: 'cC5ub3BlLjEuMQ' } });
    expect(bad.status).toBe(404);
    expect(bad.error.message).toBe(INVITATION_REGISTER_MESSAGE.linkInvalid);

    const client = await manager();
    const sent = await client.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '取消', email: 'cancel@example.jp' }] },
    });
    const encoded = encodedIn(server.sent.mail.at(-1)?.text) ?? '';
    expect(
      (await client.api('deleteInvitation', { params: { id: sent.data.invitations[0]?.id ?? 0 } })).status,
    ).toBe(200);
    expect((await anonymous.api('getInvitationByLink', { params: { encoded } })).status).toBe(404);
  });
});

describe('invitation lists (core §4) over the seed', () => {
  it('pending holds the invited; non-approved adds the rejected; the approved are in neither', async () => {
    const client = await manager();
    const to = async (status: 'pending' | 'non_approved') =>
      (await client.api('getInvitations', { query: { status } })).data.data.map(
        (i) => i.email ?? i.tel_number,
      );
    expect(await to('pending')).toContain('yamamoto@kimura-setsubi.example.jp');
    expect(await to('pending')).not.toContain('08012345678');
    expect(await to('non_approved')).toEqual(
      expect.arrayContaining(['yamamoto@kimura-setsubi.example.jp', '08012345678']),
    );
    expect(await to('non_approved')).not.toContain('partner-shokucho@example.com');
  });
});

describe('member table', () => {
  it('pages and filters the company members', async () => {
    const client = await manager();
    const all = await client.api('getMembers', { query: { limit: '3' } });
    expect(all.status).toBe(200);
    expect(all.data.data).toHaveLength(3);
    expect(all.data.total).toBeGreaterThan(3);
    const managers = await client.api('getMembers', { query: { auth_id: '2' } });
    expect(managers.data.data.every((m) => m.auth_id === 2)).toBe(true);
    const mobile = await client.api('getMembers', { query: { login_type: '2' } });
    expect(mobile.data.data.every((m) => m.login_type === 2)).toBe(true);
    const found = await client.api('getMembers', { query: { keyword: 'ippan@' } });
    expect(found.data.data.map((m) => m.name1)).toEqual(['佐藤']);
    const wildcard = await client.api('getMembers', { query: { keyword: '%' } });
    expect(wildcard.data.total).toBe(0);
  });
});
