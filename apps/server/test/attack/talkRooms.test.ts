import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, companies, members, users } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Group and private rooms over real HTTP, as an outsider would try them:
 * probing a private room by id through every room call, adding people of
 * another company to a group, racing two first messages, posting cross-site.
 */
let server: AttackServer;
let foremanId: number;
let managerId: number;
beforeAll(async () => {
  server = await startAttackServer();
  const memberIn = async (email: string, company: string) => {
    const [row] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(and(eq(users.email, email), eq(companies.name, company)));
    if (!row) throw new Error(`seed: ${email} missing in ${company}`);
    return row.id;
  };
  foremanId = await memberIn('partner-shokucho@example.com', DEMO_COMPANY_NAME);
  managerId = await memberIn(DEMO_LOGINS.companyManager.email, DEMO_COMPANY_NAME);
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);
const privateRooms = () => server.database.db.$count(chatRooms, eq(chatRooms.type, 'private'));

describe('private rooms', () => {
  it('two first messages at once make one room, and an outsider learns nothing of it by any call', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const foreman = await loggedIn('partner-shokucho@example.com');
    const before = await privateRooms();
    const [a, b] = await Promise.all([
      manager.api('sendMemberMessage', { body: { to_member_id: foremanId, message: '同時送信A' } }),
      foreman.api('sendMemberMessage', { body: { to_member_id: managerId, message: '同時送信B' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await privateRooms()).toBe(before + 1);
    const sent = (a.body as { message: { id: number; chatroom_id: number } }).message;

    const outsider = await loggedIn('ippan@example.com');
    // Every call on the room (and its message) answers exactly as it does for ids that do not exist.
    const UNKNOWN = 2_000_000_000;
    const probes = (room: number, message: number) => [
      outsider.api('getChatroomByRoomId', { params: { id: room } }),
      outsider.api('getTalkByRoomId', { params: { id: room } }),
      outsider.api('getArrowChatMessages', { params: { id: room } }),
      outsider.api('getTalkMembers', { params: { id: room } }),
      outsider.api('getMessageReaders', { params: { id: message } }),
      outsider.api('deleteMemberMessage', { params: { id: message } }),
      outsider.api('sendGroupMessage', { body: { chatroom_id: room, message: 'のぞき' } }),
      outsider.api('privateDispoffMessage', { body: { chatroom_id: room, message_id: message } }),
      outsider.api('updateBbsMember', {
        params: { chatroomId: room, memberId: managerId },
        body: { sales_manager_flg: 1, foreman_flg: 1 },
      }),
    ];
    const real = await Promise.all(probes(sent.chatroom_id, sent.id));
    const unknown = await Promise.all(probes(UNKNOWN, UNKNOWN));
    real.forEach((res, i) => {
      expect(res.status, String(i)).toBe(403);
      expect([res.status, res.body], String(i)).toEqual([unknown[i]?.status, unknown[i]?.body]);
    });
    // Naming the room with another partner is refused, not delivered.
    const hijack = await outsider.api('sendMemberMessage', {
      body: { chatroom_id: sent.chatroom_id, to_member_id: managerId, message: '割り込み' },
    });
    expect(hijack.status).toBe(422);
  });
});

describe('group rooms', () => {
  it('refuses members of another company and cross-site creation, storing nothing', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const [foreign] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
    if (!foreign) throw new Error('seed: partner company has no member');
    const groups = () => server.database.db.$count(chatRooms, eq(chatRooms.type, 'group'));
    const before = await groups();
    const res = await manager.api('createGroupRoom', {
      body: { name: '他社混在', member_ids: [foreign.id] },
    });
    expect(res.status).toBe(422);
    const crossSite = await manager.api('createGroupRoom', {
      body: { name: '外部から', member_ids: [foremanId] },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const tooMany = await manager.api('createGroupRoom', {
      body: { name: '多すぎ', member_ids: Array.from({ length: 1000 }, (_, i) => i + 1) },
    });
    expect(tooMany.status).toBe(422);
    expect(await groups()).toBe(before);
  });
});
