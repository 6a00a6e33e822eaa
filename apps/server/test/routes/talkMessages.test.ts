import type { TChatMessage } from '@genba/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { chatMessages, chatRooms, members, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { SEND_MESSAGES } from '../../src/routes/send/index.ts';
import { ROOM_FORBIDDEN_MESSAGE } from '../../src/routes/talk/index.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';
import { readEvents } from '../helpers/sse.ts';

const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';

let server: TestServer;
let fieldId: number;
let roomId: number;
let foremanMemberId: number;
let outsiderMemberId: number;

const memberIdOf = async (email: string) => {
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, email), eq(members.name1, email === FOREMAN ? '林' : '佐藤')));
  if (!row) throw new Error(`no member for ${email}`);
  return row.id;
};

beforeAll(async () => {
  server = await startTestServer();
  ({ fieldId, roomId } = await findSiteRoom(server.database.db));
  foremanMemberId = await memberIdOf(FOREMAN);
  outsiderMemberId = await memberIdOf(OUTSIDER);
});
afterAll(async () => {
  await server.close();
});

const sendText = (
  client: Awaited<ReturnType<typeof loginAsDemo>>,
  message: string,
  mentions: number[] = [],
) =>
  client.api('sendFieldMessage', {
    body: { chatroom_id: roomId, attendance_field_id: fieldId, message, mention_member_ids: mentions },
  });

const messageIdOf = (event: { data: unknown } | undefined) =>
  (event?.data as { message?: { id?: number } } | undefined)?.message?.id;

const openStream = (
  client: { cookie: string | undefined },
  app = server.app,
  headers: Record<string, string> = {},
) => app.request('/api/talk/events', { headers: { cookie: client.cookie ?? '', ...headers } });

describe('talk messages', () => {
  it('stores text as sent (markup stays text) and pages newest first by (sent, id)', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const xss = '<img src=x onerror=alert(1)>';
    const sent = await sendText(manager, xss);
    expect(sent.status).toBe(200);
    expect(sent.data.message).toMatchObject({
      message: xss,
      kind: 'text',
      member_name: '山田 太郎',
      read_count: 0,
    });

    // 40 more in the same second: the id breaks the ties, so pages neither skip nor repeat.
    const [me] = await server.database.db.select({ id: chatMessages.memberId }).from(chatMessages).limit(1);
    if (!me) throw new Error('no message');
    await server.database.db.execute(
      sql`insert into chat_messages (chat_room_id, member_id, kind, message, sent)
          select ${roomId}, ${me.id}, 'text', 'page ' || n, date_trunc('second', now()) from generate_series(1, 40) n`,
    );
    const seen: number[] = [];
    let query: Record<string, string> = {};
    for (;;) {
      const page = await manager.api('getArrowChatMessages', { params: { id: roomId }, query });
      expect(page.status).toBe(200);
      expect(page.data.messages.length).toBeLessThanOrEqual(30);
      seen.push(...page.data.messages.map((m) => m.id));
      const last = page.data.messages.at(-1);
      if (!page.data.has_more || !last) break;
      query = { min_sent: last.sent, min_id: String(last.id) };
    }
    expect(new Set(seen).size).toBe(seen.length);
    const total = await server.database.db.$count(chatMessages, eq(chatMessages.chatRoomId, roomId));
    expect(seen.length).toBe(total);
  });

  it('keeps rooms to their members: outsiders can neither read nor write, mentions stay inside', async () => {
    const outsider = await loginAsDemo(server, OUTSIDER);
    expect((await sendText(outsider, 'こんにちは')).status).toBe(403);
    const read = await outsider.api('getInitArrowChatData', { params: { id: roomId } });
    expect(read.status).toBe(403);
    expect(read.error.detail).toEqual([expect.any(String)]);

    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const refused = await sendText(manager, '@佐藤 さん', [outsiderMemberId]);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.error.errors)).toContain(SEND_MESSAGES.mentionOutsider);

    const [group] = await server.database.db.select().from(chatRooms).where(eq(chatRooms.type, 'private'));
    if (!group) throw new Error('seed private room missing');
    const probe = await outsider.api('getArrowChatMessages', { params: { id: group.id } });
    expect(probe.status).toBe(403);
    expect(probe.error.detail).toEqual([ROOM_FORBIDDEN_MESSAGE]);
  });

  it('lets only the sender edit and delete, and hides a message for one member only', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    const sent = await sendText(manager, '資材は午後に届きます');
    const id = sent.data.message.id;

    const byOther = await foreman.api('updateFieldMessage', {
      body: { id, chatroom_id: roomId, message: '改ざん' },
    });
    expect(byOther.status).toBe(403);
    expect(byOther.error.detail).toEqual([SEND_MESSAGES.notSender]);
    const edited = await manager.api('updateFieldMessage', {
      body: { id, chatroom_id: roomId, message: '資材は15時に届きます' },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.message.message).toBe('資材は15時に届きます');
    expect(edited.data.message.update_datetime).not.toBeNull();

    expect((await foreman.api('deleteFieldMessage', { params: { id } })).status).toBe(403);
    expect((await manager.api('deleteFieldMessage', { params: { id } })).status).toBe(200);
    const after = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(after.data.messages.find((m) => m.id === id)).toMatchObject({ del_flg: 1, message: null });

    const other = (await sendText(manager, '非表示にするメッセージ')).data.message.id;
    expect(
      (await foreman.api('chatroomDispoffMessage', { body: { chatroom_id: roomId, message_id: other } }))
        .status,
    ).toBe(200);
    const forForeman = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(forForeman.data.messages.some((m) => m.id === other)).toBe(false);
    const forManager = await manager.api('getArrowChatMessages', { params: { id: roomId } });
    expect(forManager.data.messages.some((m) => m.id === other)).toBe(true);
  });

  it('counts 既読 exactly and names who read', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    await foreman.api('readAllMessage', { query: { chatroom_id: String(roomId) } });
    const sent = await sendText(manager, '既読の確認');
    const id = sent.data.message.id;
    const before = await foreman.api('getInitArrowChatData', { params: { id: roomId } });
    expect(before.data.unread_count).toBe(1);

    const read = await foreman.api('readAllMessage', { query: { chatroom_id: String(roomId) } });
    expect(read.data).toEqual({ success: true, read_count: 1 });
    const again = await foreman.api('readAllMessage', { query: { chatroom_id: String(roomId) } });
    expect(again.data.read_count).toBe(0);

    const page = await manager.api('getArrowChatMessages', { params: { id: roomId } });
    expect(page.data.messages.find((m) => m.id === id)?.read_count).toBe(1);
    const readers = await manager.api('getMessageReaders', { params: { id } });
    expect(readers.status).toBe(200);
    expect(readers.data.read.map((r) => r.name)).toEqual(['林 勇気']);
    expect(readers.data.unread.map((r) => r.member_id)).not.toContain(foremanMemberId);
    expect(readers.data.unread.length).toBeGreaterThan(0);
  });

  it('raises the mention count of the mentioned member in the talk list', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    const me = await manager.api('getUserData');
    const before = await manager.api('getProjectList', { query: {} });
    const count = (data: typeof before.data) =>
      data.projects.find((p) => p.chatroom_id === roomId)?.mention_count;
    const sent = await sendText(foreman, '@山田 太郎 確認お願いします', [me.data.user.member_id]);
    expect(sent.status).toBe(200);
    const after = await manager.api('getProjectList', { query: {} });
    expect(count(after.data)).toBe((count(before.data) ?? 0) + 1);
    expect(after.data.projects[0]?.chatroom_id).toBe(roomId);
  });
});

describe('live delivery', () => {
  it('streams a room’s events to its members only, and resumes after Last-Event-ID without loss or repeat', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    const outsider = await loginAsDemo(server, OUTSIDER);
    const foremanStream = await openStream(foreman);
    expect(foremanStream.headers.get('content-type')).toContain('text/event-stream');
    const outsiderStream = await openStream(outsider);

    const reading = readEvents(foremanStream, (events) => events.some((e) => e.type === 'message'));
    const outsiderReading = readEvents(outsiderStream, () => false, 800);
    await new Promise((r) => setTimeout(r, 50));
    const sent = await sendText(manager, 'ライブ配信の確認');
    const events = await reading;
    const ready = events.find((e) => e.type === 'ready');
    const live = events.find((e) => e.type === 'message');
    expect(ready).toBeDefined();
    expect(messageIdOf(live)).toBe(sent.data.message.id);
    expect((await outsiderReading).filter((e) => e.type !== 'ready')).toEqual([]);

    // Two more while the foreman is away; the reconnect gets exactly those, in order.
    const a = await sendText(manager, '不在中の1件目');
    const b = await sendText(manager, '不在中の2件目');
    const resumed = await openStream(foreman, server.app, { 'Last-Event-ID': String(live?.id) });
    const replay = await readEvents(resumed, (ev) => ev.filter((e) => e.type === 'message').length >= 2);
    const ids = replay
      .filter((e) => e.type === 'message')
      .map((e) => (e.data as { message: TChatMessage }).message.id);
    expect(ids).toEqual([a.data.message.id, b.data.message.id]);

    // The polling fallback answers the same events and closes.
    const poll = await foreman.api('talkEvents', { query: { poll: '1', last_event_id: String(live?.id) } });
    expect(String(poll.data).match(/event: message/g)?.length).toBe(2);
  });

  it('fans out through NOTIFY: a message written by one server process reaches a stream on another', async () => {
    // A second app on the same database, with its own bus and LISTEN: as a second process would be.
    const second = createApp({
      db: server.database.db,
      config: server.config,
      logger: { info: () => {}, error: () => {} },
      listen: server.database.listen,
    });
    const foreman = createClient(second);
    expect((await foreman.loginEmail(FOREMAN, 'genba-demo')).status).toBe(200);
    const stream = await openStream(foreman, second.app);
    const reading = readEvents(stream, (events) => events.some((e) => e.type === 'message'));
    await new Promise((r) => setTimeout(r, 50));
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const sent = await sendText(manager, '別プロセスからの送信');
    const events = await reading;
    const live = events.find((e) => e.type === 'message');
    expect(messageIdOf(live)).toBe(sent.data.message.id);
    await second.deps.talk.close();
  });
});
