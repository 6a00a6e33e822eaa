import { SITE_ROLE_MESSAGE } from '@genba/validators';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, members, offices, projects, talkEvents, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { ROOM_FORBIDDEN_MESSAGE } from '../../src/routes/talk/access.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * updateBbsMember (talk §6 site roles): a room manager marks a member of a site room as its
 * 営業担当 or 職長. A site of its own per run: the manager creates it with a general member and the
 * partner foreman, so the room's roles are known (manager 1, general 0, partner 1000).
 */
const MANAGER = DEMO_LOGINS.companyManager.email;
const GENERAL = 'ippan@example.com';
const PARTNER_FOREMAN = 'partner-shokucho@example.com';

let server: TestServer;
let ids: { general: number; foreman: number; salesman: number; office: number; manager: number };
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, PARTNER_FOREMAN);
  const db = server.database.db;
  const memberOf = async (email: string) => {
    const [row] = await db
      .select({ id: members.id, companyId: members.companyId })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, email));
    if (!row) throw new Error(`seed: ${email} missing`);
    return row;
  };
  const manager = await memberOf(MANAGER);
  // The partner foreman is also a member of their own company: the one placed in the manager's.
  const [foreman] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, PARTNER_FOREMAN), eq(members.companyId, manager.companyId)));
  const [office] = await db.select().from(offices).where(eq(offices.companyId, manager.companyId));
  if (!foreman || !office) throw new Error('seed: partner foreman or office missing');
  ids = {
    manager: manager.id,
    general: (await memberOf(GENERAL)).id,
    foreman: foreman.id,
    salesman: (await memberOf('eigyo@example.com')).id,
    office: office.id,
  };
});
afterAll(async () => {
  await server.close();
});

/** A new site with the general member and the partner foreman; answers its project and room. */
const newSite = async (caseName: string) => {
  const manager = await loginAsDemo(server, MANAGER);
  const created = await manager.api('createProject', {
    body: {
      formdata: { case_name: caseName, case_status: 2, office_id: ids.office },
      members: [ids.general, ids.foreman],
    },
  });
  expect(created.status).toBe(200);
  const fieldId = created.data.data.id;
  const room = await manager.api('getTalkByFieldId', { params: { id: fieldId } });
  expect(room.status).toBe(200);
  return { fieldId, roomId: room.data.chatroom_id };
};

const rolesOf = async (roomId: number, memberId: number) => {
  const manager = await loginAsDemo(server, MANAGER);
  const list = await manager.api('getTalkMembers', { params: { id: roomId } });
  const m = list.data.members.find((x) => x.member_id === memberId);
  return m && { sales_manager_flg: m.sales_manager_flg, foreman_flg: m.foreman_flg };
};

describe('updateBbsMember', () => {
  it('a room manager sets and unsets a member’s site roles; the list shows them and the room hears of it', async () => {
    const { roomId } = await newSite('役割 現場');
    const manager = await loginAsDemo(server, MANAGER);
    // Before anything is set the authority decides: a partner foreman is the foreman.
    expect(await rolesOf(roomId, ids.foreman)).toEqual({ sales_manager_flg: 0, foreman_flg: 1 });
    expect(await rolesOf(roomId, ids.general)).toEqual({ sales_manager_flg: 0, foreman_flg: 0 });

    const [last] = await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents);
    const set = await manager.api('updateBbsMember', {
      params: { chatroomId: roomId, memberId: ids.general },
      body: { sales_manager_flg: 1, foreman_flg: 1 },
    });
    expect(set.status).toBe(200);
    expect(set.data.member).toMatchObject({ member_id: ids.general, sales_manager_flg: 1, foreman_flg: 1 });
    expect(await rolesOf(roomId, ids.general)).toEqual({ sales_manager_flg: 1, foreman_flg: 1 });
    const events = await server.database.db
      .select()
      .from(talkEvents)
      .where(and(eq(talkEvents.chatRoomId, roomId), gt(talkEvents.id, last?.id ?? 0)));
    expect(events.map((e) => e.type)).toContain('members_updated');

    // Unset: an explicit 0 holds even where the authority would say foreman.
    const unset = await manager.api('updateBbsMember', {
      params: { chatroomId: roomId, memberId: ids.foreman },
      body: { sales_manager_flg: 0, foreman_flg: 0 },
    });
    expect(unset.status).toBe(200);
    expect(await rolesOf(roomId, ids.foreman)).toEqual({ sales_manager_flg: 0, foreman_flg: 0 });
  });

  it('keeps the roles set in the room when the project is edited', async () => {
    const { fieldId, roomId } = await newSite('役割 編集');
    const manager = await loginAsDemo(server, MANAGER);
    await manager.api('updateBbsMember', {
      params: { chatroomId: roomId, memberId: ids.general },
      body: { sales_manager_flg: 1, foreman_flg: 0 },
    });
    const edited = await manager.api('updateProject', {
      params: { id: fieldId },
      body: {
        formdata: { case_name: '役割 編集 改', case_status: 2, office_id: ids.office },
        members: [ids.general, ids.foreman],
      },
    });
    expect(edited.status).toBe(200);
    expect(await rolesOf(roomId, ids.general)).toEqual({ sales_manager_flg: 1, foreman_flg: 0 });
  });

  it('refuses members who are not managers of the room (403), changing nothing', async () => {
    const { roomId } = await newSite('役割 権限');
    for (const email of [GENERAL, PARTNER_FOREMAN]) {
      const client = await loginAsDemo(server, email);
      const res = await client.api('updateBbsMember', {
        params: { chatroomId: roomId, memberId: ids.general },
        body: { sales_manager_flg: 1, foreman_flg: 1 },
      });
      expect(res.status, email).toBe(403);
      expect(res.error.detail).toEqual([SITE_ROLE_MESSAGE.managerOnly]);
    }
    expect(await rolesOf(roomId, ids.general)).toEqual({ sales_manager_flg: 0, foreman_flg: 0 });
  });

  it('answers another company’s room like an unknown id (403), changing nothing', async () => {
    const db = server.database.db;
    const [kimura] = await db.select().from(projects).where(eq(projects.caseName, '木村設備 倉庫配管更新'));
    const [room] = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.attendanceFieldId, kimura?.id ?? 0), eq(chatRooms.type, 'project')));
    if (!room) throw new Error('seed: the partner company’s site room missing');
    const manager = await loginAsDemo(server, MANAGER);
    const body = { sales_manager_flg: 1 as const, foreman_flg: 1 as const };
    const foreign = await manager.api('updateBbsMember', {
      params: { chatroomId: room.id, memberId: ids.foreman },
      body,
    });
    const unknown = await manager.api('updateBbsMember', {
      params: { chatroomId: 2_000_000_000, memberId: ids.foreman },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.error).toEqual(unknown.error);
    expect(foreign.error.detail).toEqual([ROOM_FORBIDDEN_MESSAGE]);
  });

  it('refuses a member outside the room (404), a group room (422) and bad input (422), never 500', async () => {
    const { roomId } = await newSite('役割 入力');
    const manager = await loginAsDemo(server, MANAGER);
    const outside = await manager.api('updateBbsMember', {
      params: { chatroomId: roomId, memberId: ids.salesman },
      body: { sales_manager_flg: 1, foreman_flg: 0 },
    });
    expect(outside.status).toBe(404);
    expect(outside.error).toEqual({ message: SITE_ROLE_MESSAGE.notMember });

    const group = await manager.api('createGroupRoom', {
      body: { name: '役割の班', member_ids: [ids.general] },
    });
    expect(group.status).toBe(200);
    const inGroup = await manager.api('updateBbsMember', {
      params: { chatroomId: group.data.chatroom_id, memberId: ids.general },
      body: { sales_manager_flg: 1, foreman_flg: 0 },
    });
    expect(inGroup.status).toBe(422);
    expect(inGroup.error.errors).toEqual({ chatroomId: [SITE_ROLE_MESSAGE.siteRoomOnly] });

    for (const [path, body] of [
      [`/api/bbs/member/${roomId}/${ids.general}`, { sales_manager_flg: 2, foreman_flg: 0 }],
      [`/api/bbs/member/${roomId}/${ids.general}`, { sales_manager_flg: 1 }],
      [`/api/bbs/member/${roomId}/${ids.general}`, 'not json'],
      [`/api/bbs/member/x/${ids.general}`, { sales_manager_flg: 1, foreman_flg: 0 }],
      [`/api/bbs/member/${roomId}/99999999999999`, { sales_manager_flg: 1, foreman_flg: 0 }],
    ] as const) {
      const res = await manager.call('PUT', path, { json: body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
    }
  });
});
