import type { PGlite } from '@electric-sql/pglite';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRoomMembers,
  chatRooms,
  companies,
  members,
  projectMembers,
  talkEvents,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PROTEC_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { listCompaniesByRoom, listRoomCompanies } from '../../src/routes/talk/queries.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';

/**
 * getTalkByFieldId and getChatroomByRoomId are answered from the read cache
 * (http/readCache.ts) on PGlite: whatever changes the answer, or who may read
 * it, must be read on the very next call. Each write below is one a member
 * makes in the app: a message, a read mark, a room change, a membership change.
 */

const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';
const onPglite = !process.env.DATABASE_URL;

type Client = Awaited<ReturnType<typeof loginAsDemo>>;

let server: TestServer;
let site: SiteRoom;
let manager: Client;
let foreman: Client;
let outsider: Client;
let foremanId: number;
let outsiderId: number;
let groupId: number;

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
  outsiderId = await memberIdOf(OUTSIDER);
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  foreman = await loginAsDemo(server, FOREMAN);
  outsider = await loginAsDemo(server, OUTSIDER);
  const created = await manager.api('createGroupRoom', { body: { name: '足場班', member_ids: [foremanId] } });
  expect(created.status).toBe(200);
  groupId = created.data.chatroom_id;
});
afterAll(async () => {
  await server.close();
});

const groupRoom = async (client: Client) => client.api('getChatroomByRoomId', { params: { id: groupId } });
const siteRoom = async (client: Client) => client.api('getTalkByFieldId', { params: { id: site.fieldId } });

/** A write behind drizzle's back: no statement is counted, so only a cached answer hides it. */
const renameGroupUncounted = async (name: string) => {
  const client = (server.database.db as unknown as { $client: PGlite }).$client;
  await client.query('update chat_rooms set name = $1 where id = $2', [name, groupId]);
};

/** Caches the group room for the foreman, then renames it uncounted: the cached name still shows. */
const cacheThenRenameUncounted = async (name: string) => {
  const before = (await groupRoom(foreman)).data.name;
  await renameGroupUncounted(name);
  expect((await groupRoom(foreman)).data.name).toBe(before);
};

describe('the talk room reads follow every write at once', () => {
  it('refuses a member removed from a group on the very next read', async () => {
    const other = await manager.api('createGroupRoom', {
      body: { name: '退出確認', member_ids: [outsiderId] },
    });
    const id = other.data.chatroom_id;
    expect((await outsider.api('getChatroomByRoomId', { params: { id } })).status).toBe(200);
    expect((await outsider.api('getChatroomByRoomId', { params: { id } })).status).toBe(200);
    await server.database.db
      .delete(chatRoomMembers)
      .where(and(eq(chatRoomMembers.chatRoomId, id), eq(chatRoomMembers.memberId, outsiderId)));
    expect((await outsider.api('getChatroomByRoomId', { params: { id } })).status).toBe(403);
  });

  it('refuses a member taken off a project on the very next read of its room', async () => {
    await server.database.db.insert(projectMembers).values({ projectId: site.fieldId, memberId: outsiderId });
    expect((await siteRoom(outsider)).status).toBe(200);
    expect((await siteRoom(outsider)).status).toBe(200);
    await server.database.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, site.fieldId), eq(projectMembers.memberId, outsiderId)));
    expect((await siteRoom(outsider)).status).toBe(403);
  });

  it('shows a renamed group on the very next read', async () => {
    await groupRoom(foreman);
    await server.database.db.update(chatRooms).set({ name: '外構班' }).where(eq(chatRooms.id, groupId));
    expect((await groupRoom(foreman)).data.name).toBe('外構班');
  });

  it("adds a new member's company to companyList on the very next read", async () => {
    const [partner] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.belongToCompanyId))
      .where(eq(companies.name, DEMO_PROTEC_COMPANY_NAME))
      .limit(1);
    if (!partner) throw new Error('no installer member in the seed');
    const names = async () => (await groupRoom(foreman)).data.companyList.map((k) => k.company_name);
    expect(await names()).not.toContain(DEMO_PROTEC_COMPANY_NAME);
    await server.database.db.insert(chatRoomMembers).values({ chatRoomId: groupId, memberId: partner.id });
    expect(await names()).toContain(DEMO_PROTEC_COMPANY_NAME);
  });

  it.runIf(onPglite)('is cached per session until a message is sent in any room', async () => {
    await cacheThenRenameUncounted('メッセージ後の名前');
    const sent = await manager.api('sendFieldMessage', {
      body: {
        chatroom_id: site.roomId,
        attendance_field_id: site.fieldId,
        message: '確認',
        mention_member_ids: [],
      },
    });
    expect(sent.status).toBe(200);
    expect((await groupRoom(foreman)).data.name).toBe('メッセージ後の名前');
  });

  it.runIf(onPglite)('is dropped by a read mark', async () => {
    const sent = await manager.api('sendGroupMessage', {
      body: { chatroom_id: groupId, message: '既読確認', mention_member_ids: [] },
    });
    expect(sent.status).toBe(200);
    await cacheThenRenameUncounted('既読後の名前');
    const read = await foreman.api('readAllMessage', { query: { chatroom_id: String(groupId) } });
    expect(read.data.read_count).toBeGreaterThan(0);
    expect((await groupRoom(foreman)).data.name).toBe('既読後の名前');
  });

  it.runIf(onPglite)('keeps each session to its own answer', async () => {
    await cacheThenRenameUncounted('別セッションの名前');
    // The manager's session never cached this room: it reads the database.
    expect((await groupRoom(manager)).data.name).toBe('別セッションの名前');
  });
});

describe('listCompaniesByRoom', () => {
  it('answers for many rooms what listRoomCompanies answers for each, in one statement', async () => {
    const db = server.database.db;
    const rooms = await db.select().from(chatRooms);
    expect(rooms.some((r) => r.type === 'project')).toBe(true);
    expect(rooms.some((r) => r.type !== 'project')).toBe(true);
    const byRoom = await listCompaniesByRoom(
      db,
      rooms.map((r) => r.id),
    );
    for (const room of rooms) expect(byRoom.get(room.id) ?? []).toEqual(await listRoomCompanies(db, room));
    expect((await listCompaniesByRoom(db, [])).size).toBe(0);
  });
});

describe("getProjectList's last_event_id", () => {
  const newestEventId = async () =>
    (await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents))[0]?.id ?? 0;

  it('is where the log stood when the list was read, so a stream opened there brings what the list lacks', async () => {
    const before = await manager.api('getProjectList', { query: {} });
    expect(before.data.last_event_id).toBe(await newestEventId());
    const text = `一覧の後の発言 ${Date.now()}`;
    const sent = await foreman.api('sendFieldMessage', {
      body: {
        chatroom_id: site.roomId,
        attendance_field_id: site.fieldId,
        message: text,
        mention_member_ids: [],
      },
    });
    expect(sent.status).toBe(200);
    // The stream from the list's position delivers the message the list has not seen, and nothing older.
    const poll = await manager.api('talkEvents', {
      query: { poll: '1', last_event_id: String(before.data.last_event_id) },
    });
    const ids = [...String(poll.data).matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(Math.min(...ids)).toBeGreaterThan(before.data.last_event_id);
    expect(String(poll.data)).toContain(text);
    // The next list has the message and stands past its events: a stream from there repeats none of them.
    const after = await manager.api('getProjectList', { query: {} });
    expect(after.data.projects.find((p) => p.chatroom_id === site.roomId)?.last_message).toBe(text);
    expect(after.data.last_event_id).toBe(Math.max(...ids));
  });

  it("accepts 0, an empty log's position, as where a stream starts", async () => {
    const poll = await manager.api('talkEvents', { query: { poll: '1', last_event_id: '0' } });
    expect(poll.status).toBe(200);
  });
});
