import { TALK_ROOM_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, users } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';
import { readEvents } from '../helpers/sse.ts';

const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';
const MANAGER = DEMO_LOGINS.companyManager.email;

let server: TestServer;
let site: SiteRoom;
let foremanId: number;
let managerId: number;

/** The member row of a login in the demo company (a partner also has one in their own company). */
const memberIdOf = async (email: string) => {
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, email), eq(companies.name, DEMO_COMPANY_NAME)));
  if (!row) throw new Error(`no member for ${email}`);
  return row.id;
};

beforeAll(async () => {
  server = await startTestServer();
  site = await findSiteRoom(server.database.db);
  foremanId = await memberIdOf(FOREMAN);
  managerId = await memberIdOf(MANAGER);
});
afterAll(async () => {
  await server.close();
});

const login = (email: string) => loginAsDemo(server, email);
const openStream = (client: { cookie: string | undefined }) =>
  server.app.request('/api/talk/events', { headers: { cookie: client.cookie ?? '' } });

describe('pinned sites', () => {
  it('puts pinned sites first, at most three, and unpins', async () => {
    const manager = await login(MANAGER);
    const before = await manager.api('getProjectList', { query: {} });
    const ids = before.data.projects.map((p) => p.attendance_field_id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const last = ids.at(-1) ?? 0;
    const pinned = await manager.api('pinTalkSite', { body: { attendance_field_id: last } });
    expect(pinned.data.pinned_field_ids).toEqual([last]);
    const after = await manager.api('getProjectList', { query: {} });
    expect(after.data.projects[0]).toMatchObject({ attendance_field_id: last, pinned: true });

    for (const id of ids.slice(0, 2)) await manager.api('pinTalkSite', { body: { attendance_field_id: id } });
    const fourth = await manager.api('pinTalkSite', { body: { attendance_field_id: ids[2] ?? 0 } });
    expect(fourth.status).toBe(422);
    expect(JSON.stringify(fourth.data)).toContain(TALK_ROOM_MESSAGE.pinLimit);

    for (const id of [last, ...ids.slice(0, 2)])
      await manager.api('unpinTalkSite', { body: { attendance_field_id: id } });
    const cleared = await manager.api('getProjectList', { query: {} });
    expect(cleared.data.projects.some((p) => p.pinned)).toBe(false);
  });

  it('refuses to pin a site the member does not take part in', async () => {
    const foreman = await login(FOREMAN);
    const manager = await login(MANAGER);
    const all = await manager.api('getProjectList', { query: {} });
    const mine = new Set(
      (await foreman.api('getProjectList', { query: {} })).data.projects.map((p) => p.attendance_field_id),
    );
    const other = all.data.projects.find((p) => !mine.has(p.attendance_field_id));
    if (!other) throw new Error('seed: the foreman takes part in every site');
    const res = await foreman.api('pinTalkSite', {
      body: { attendance_field_id: other.attendance_field_id },
    });
    expect(res.status).toBe(403);
  });
});

describe('group rooms', () => {
  it('creates a group with a partner member, who sees it live and can talk in it; others cannot', async () => {
    const manager = await login(MANAGER);
    const foreman = await login(FOREMAN);
    const outsider = await login(OUTSIDER);
    const contacts = await manager.api('getTalkContacts', {});
    expect(contacts.data.members.map((m) => m.member_id)).toContain(foremanId);
    expect(contacts.data.members.map((m) => m.member_id)).not.toContain(managerId);

    // The foreman's stream is open before the group exists: the new room joins it.
    const stream = await openStream(foreman);
    const reading = readEvents(stream, (ev) => ev.some((e) => e.type === 'message'));
    await new Promise((r) => setTimeout(r, 50));
    const created = await manager.api('createGroupRoom', {
      body: { name: ' 外装班 ', member_ids: [foremanId] },
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ type: 'group', name: '外装班', attendance_field_id: null });
    const roomId = created.data.chatroom_id;
    const sent = await manager.api('sendGroupMessage', {
      body: { chatroom_id: roomId, message: '外装班を作りました', mention_member_ids: [] },
    });
    const events = await reading;
    expect(events.map((e) => e.type)).toContain('room_joined');
    const live = events.find((e) => e.type === 'message')?.data as { message: { id: number } } | undefined;
    expect(live?.message.id).toBe(sent.data.message.id);

    const list = await foreman.api('getGroupAndPrivateChatList', {});
    expect(list.data.rooms[0]).toMatchObject({
      chatroom_id: roomId,
      unread_count: 1,
      last_message: '外装班を作りました',
    });
    expect((await outsider.api('getChatroomByRoomId', { params: { id: roomId } })).status).toBe(403);
    expect(
      (await outsider.api('getGroupAndPrivateChatList', {})).data.rooms.map((r) => r.chatroom_id),
    ).not.toContain(roomId);
  });

  it('refuses an empty name, no members and members of another company', async () => {
    const manager = await login(MANAGER);
    const empty = await manager.api('createGroupRoom', { body: { name: '  ', member_ids: [foremanId] } });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.data)).toContain(TALK_ROOM_MESSAGE.groupNameRequired);
    const none = await manager.api('createGroupRoom', {
      body: { name: '自分だけ', member_ids: [managerId] },
    });
    expect(none.status).toBe(422);
    const [foreign] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(and(eq(members.name1, '林'), eq(companies.name, '株式会社木村設備')));
    if (!foreign) throw new Error('seed: partner company member missing');
    const other = await manager.api('createGroupRoom', { body: { name: '他社', member_ids: [foreign.id] } });
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.data)).toContain(TALK_ROOM_MESSAGE.unknownMember);
  });

  it('finds rooms by name in the search tab', async () => {
    const manager = await login(MANAGER);
    const res = await manager.api('groupListSearch', { query: { keyword: '外装' } });
    const names = res.data.rooms.map((r) => r.name ?? r.case_name);
    expect(names).toContain('外装班');
    expect(names).toContain('博多駅前ビル 外装改修工事');
    const messages = await manager.api('caseCollection', {
      body: { keyword: '外装班を作りました', is_screen_talk: true, is_search_message: true },
    });
    expect(messages.data.messages.map((m) => m.room_name)).toContain('外装班');
  });
});

describe('private rooms', () => {
  it('opens a one-to-one room on the first message, named after the other member, invisible to others', async () => {
    const manager = await login(MANAGER);
    const foreman = await login(FOREMAN);
    const outsider = await login(OUTSIDER);
    const before = await manager.api('getInitPrivateChatData', { params: { id: foremanId } });
    expect(before.data.room).toBeNull();
    expect(before.data.partner.member_id).toBe(foremanId);

    const sent = await manager.api('sendMemberMessage', {
      body: {
        to_member_id: foremanId,
        message: '明日の件、個別に相談させてください',
        mention_member_ids: [],
      },
    });
    expect(sent.status).toBe(200);
    const roomId = sent.data.message.chatroom_id;
    // A second first message from the other side lands in the same room.
    const reply = await foreman.api('sendMemberMessage', {
      body: { to_member_id: managerId, message: '承知しました', mention_member_ids: [] },
    });
    expect(reply.data.message.chatroom_id).toBe(roomId);

    const seenByForeman = await foreman.api('getInitPrivateChatData', { params: { id: managerId } });
    expect(seenByForeman.data.room).toMatchObject({ chatroom_id: roomId, type: 'private' });
    expect(seenByForeman.data.messages.map((m) => m.message)).toEqual([
      '承知しました',
      '明日の件、個別に相談させてください',
    ]);
    const named = await manager.api('getChatroomByRoomId', { params: { id: roomId } });
    expect(named.data.name).toBe(before.data.partner.name);

    // Everyone else: the room does not exist for them, by any route.
    for (const probe of [
      outsider.api('getChatroomByRoomId', { params: { id: roomId } }),
      outsider.api('getInitArrowChatData', { params: { id: roomId } }),
      outsider.api('getArrowChatMessages', { params: { id: roomId }, query: {} }),
      outsider.api('getTalkMembers', { params: { id: roomId } }),
      outsider.api('readAllMessage', { query: { chatroom_id: String(roomId) } }),
    ])
      expect((await probe).status).toBe(403);
    const wrongRoom = await outsider.api('sendMemberMessage', {
      body: { chatroom_id: roomId, to_member_id: managerId, message: 'のぞき見', mention_member_ids: [] },
    });
    expect(wrongRoom.status).toBe(422);
    expect(
      (await outsider.api('getGroupAndPrivateChatList', {})).data.rooms.some((r) => r.chatroom_id === roomId),
    ).toBe(false);
    const outsiderView = await outsider.api('getInitPrivateChatData', { params: { id: managerId } });
    expect(outsiderView.data.room).toBeNull();
  });

  it('refuses a private room with oneself', async () => {
    const manager = await login(MANAGER);
    const res = await manager.api('sendMemberMessage', {
      body: { to_member_id: managerId, message: 'ひとりごと', mention_member_ids: [] },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.data)).toContain(TALK_ROOM_MESSAGE.privateSelf);
  });
});

describe('working time', () => {
  it('stores a working-time message that the timeline reads back', async () => {
    const manager = await login(MANAGER);
    const res = await manager.api('sendWorkingTime', {
      body: {
        chatroom_id: site.roomId,
        attendance_field_id: site.fieldId,
        work_date: '2026-11-20',
        start_time: '08:00',
        end_time: '17:30',
        rest_minutes: 60,
      },
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toMatchObject({
      kind: 'working_time',
      working_time: { work_date: '2026-11-20', start_time: '08:00', end_time: '17:30', rest_minutes: 60 },
    });
    const bad = await manager.api('sendWorkingTime', {
      body: {
        chatroom_id: site.roomId,
        attendance_field_id: site.fieldId,
        work_date: '2026-11-20',
        start_time: '17:00',
        end_time: '08:00',
        rest_minutes: 0,
      },
    });
    expect(bad.status).toBe(422);
  });
});
