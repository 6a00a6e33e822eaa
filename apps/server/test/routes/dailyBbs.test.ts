import { toDailyPayload } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, dailies, dailyBbsPosts, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Dailies posted to their site room's board (post-bbs-message, getBbsMessages) and the member's
 * daily-message-display setting, over HTTP on the seeded database. 佐々木様邸 外壁塗装 has the
 * manager (山田), a general member (佐藤, ippan) and a constructor (中村, sekou).
 */

let server: TestServer;
let site: number;
const WRITER = 'ippan@example.com';
const PEER = 'sekou@example.com';

beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date('2026-11-20T03:00:00Z');
  const [row] = await server.database.db
    .select()
    .from(projects)
    .where(eq(projects.caseName, '佐々木様邸 外壁塗装'));
  if (!row) throw new Error('seed project missing');
  site = row.id;
});
afterAll(async () => {
  await server.close();
});

const memberOf = async (email: string) => {
  const client = await loginAsDemo(server, email);
  const res = await client.api('init_data_pc', { params: { firstPathSegment: 'daily' } });
  const id = (res.data as { user: { member_id: number } }).user.member_id;
  const sites = await client.api('getMemberProjects', { params: { id } });
  const room = sites.data.projects.find((p) => p.attendance_field_id === site)?.chatroom_id ?? 0;
  return { client, id, room };
};

const writeDaily = async (date: string) => {
  const { client, id } = await memberOf(WRITER);
  const res = await client.api('createDaily', {
    body: toDailyPayload([
      {
        attendance_field_id: site,
        member_id: id,
        daily_date: date,
        weather: '曇り',
        temperature: 12,
        humidity: '',
        attendance_start: '08:00',
        leave_work: '17:00',
        rest_minutes: 60,
        work_contents: '',
        attendance_record_work_details: [{ work_content: '下地補修', start_time: null, end_time: null }],
      },
    ]),
  });
  expect(res.status).toBe(200);
  return res.data.dailies[0]?.id ?? 0;
};

describe('posting a daily to the board', () => {
  let dailyId: number;
  let room: number;

  beforeAll(async () => {
    dailyId = await writeDaily('2026-11-16');
    room = (await memberOf(WRITER)).room;
  });

  it('lists a posted daily on the board for every room member, as the talk message that opens it', async () => {
    const writer = await memberOf(WRITER);
    const before = await writer.client.api('getBbsMessages', { params: { id: room } });
    expect(before.data.messages.some((m) => m.daily_id === dailyId)).toBe(false);
    const posted = await writer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: room },
    });
    expect(posted.status).toBe(200);
    expect(posted.data.message).toMatchObject({ daily_id: dailyId, kind: 'text' });
    expect(posted.data.message.message).toMatch(/^【日報】11月16日 佐藤 花子\n天気 曇り 12℃\n・下地補修/);

    const peer = await memberOf(PEER);
    const board = await peer.client.api('getBbsMessages', { params: { id: room } });
    expect(board.status).toBe(200);
    expect(board.data.messages[0]).toMatchObject({ id: posted.data.message.id, daily_id: dailyId });
    // The talk timeline carries it too, with its daily.
    const talk = await peer.client.api('getInitArrowChatData', { params: { id: room } });
    expect(talk.data.messages.find((m) => m.id === posted.data.message.id)?.daily_id).toBe(dailyId);
  });

  it('shows a daily posted again once, by its newest post; a deleted post leaves the board', async () => {
    const writer = await memberOf(WRITER);
    const again = await writer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: room },
    });
    const board = await writer.client.api('getBbsMessages', { params: { id: room } });
    const posts = board.data.messages.filter((m) => m.daily_id === dailyId);
    expect(posts.map((m) => m.id)).toEqual([again.data.message.id]);

    await writer.client.api('deleteFieldMessage', { params: { id: again.data.message.id } });
    const after = await writer.client.api('getBbsMessages', { params: { id: room } });
    // The earlier post of the same daily is on the board again.
    const left = after.data.messages.filter((m) => m.daily_id === dailyId);
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(again.data.message.id);
  });

  it("refuses a site member who neither wrote the daily nor manages (403), and a room not the daily's site (422)", async () => {
    const peer = await memberOf(PEER);
    const refused = await peer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: room },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual(['他のメンバーの日報は編集できません。']);

    const manager = await memberOf(DEMO_LOGINS.companyManager.email);
    const sites = await manager.client.api('getMemberProjects', { params: { id: manager.id } });
    const other = sites.data.projects.find((p) => p.attendance_field_id !== site && p.chatroom_id !== null);
    const wrongRoom = await manager.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: other?.chatroom_id ?? 0 },
    });
    expect(wrongRoom.status).toBe(422);
    expect(wrongRoom.error.errors).toEqual({ attendance_field_id: ['現場トークではありません。'] });
  });

  it('answers 422 in Japanese for a malformed post', async () => {
    const writer = await memberOf(WRITER);
    const res = await writer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: 'x', chatroom_id: -1 },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.error.errors)).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});

describe('daily-message-display', () => {
  it('keeps posted dailies out of the talk of a member who turned them off, but on their board', async () => {
    const dailyId = await writeDaily('2026-11-13');
    const writer = await memberOf(WRITER);
    const posted = await writer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: writer.room },
    });
    const peer = await memberOf(PEER);
    const off = await peer.client.api('dailyMessageDisplay', { body: { daily_message_display: 0 } });
    expect(off.status).toBe(200);

    const talk = await peer.client.api('getInitArrowChatData', { params: { id: writer.room } });
    expect(talk.data.messages.some((m) => m.daily_id !== null)).toBe(false);
    const board = await peer.client.api('getBbsMessages', { params: { id: writer.room } });
    expect(board.data.daily_message_display).toBe(0);
    expect(board.data.messages.some((m) => m.id === posted.data.message.id)).toBe(true);
    // The writer's own setting is untouched: they still see it in the talk.
    const own = await writer.client.api('getInitArrowChatData', { params: { id: writer.room } });
    expect(own.data.messages.some((m) => m.id === posted.data.message.id)).toBe(true);

    await peer.client.api('dailyMessageDisplay', { body: { daily_message_display: 1 } });
    const back = await peer.client.api('getInitArrowChatData', { params: { id: writer.room } });
    expect(back.data.messages.some((m) => m.id === posted.data.message.id)).toBe(true);
  });

  it('refuses a value other than 0 or 1 (422)', async () => {
    const peer = await memberOf(PEER);
    const res = await peer.client.api('dailyMessageDisplay', { body: { daily_message_display: 2 } });
    expect(res.status).toBe(422);
  });
});

describe('the board beyond its first 100 dailies', () => {
  it('pages the older posts by (sent, id) with getBbsDailyPosts: every post once, in order, ties kept apart', async () => {
    const writer = await memberOf(WRITER);
    const db = server.database.db;
    const [project] = await db.select().from(projects).where(eq(projects.id, site));
    if (!project) throw new Error('seed project missing');
    // 130 posted dailies; pairs share a second, so only the id orders them.
    const rows = await db
      .insert(dailies)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          companyId: project.companyId,
          projectId: site,
          memberId: writer.id,
          dailyDate: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
        })),
      )
      .returning({ id: dailies.id });
    for (const [i, daily] of rows.entries()) {
      const [message] = await db
        .insert(chatMessages)
        .values({
          chatRoomId: writer.room,
          memberId: writer.id,
          kind: 'text',
          message: `【日報】${i}`,
          sent: new Date(Date.UTC(2025, 5, 1, 0, 0, Math.floor(i / 2))),
        })
        .returning({ id: chatMessages.id });
      if (!message) throw new Error('message not stored');
      await db
        .insert(dailyBbsPosts)
        .values({ chatMessageId: message.id, dailyId: daily.id, chatRoomId: writer.room });
    }

    const peer = await memberOf(PEER);
    const first = await peer.client.api('getBbsMessages', { params: { id: writer.room } });
    expect(first.data.messages).toHaveLength(100);
    expect(first.data.messages_has_more).toBe(true);
    const held = [...first.data.messages];
    for (;;) {
      const last = held.at(-1);
      if (!last) throw new Error('no posts');
      const page = await peer.client.api('getBbsDailyPosts', {
        params: { id: writer.room },
        query: { limit: '30', min_sent: last.sent, min_id: String(last.id) },
      });
      expect(page.status).toBe(200);
      held.push(...page.data.messages);
      if (!page.data.has_more) break;
    }
    const ids = held.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every posted daily of the room: the 130 above and those the earlier tests posted.
    const posted = await db.$count(dailyBbsPosts, eq(dailyBbsPosts.chatRoomId, writer.room));
    expect(held.length).toBeLessThanOrEqual(posted);
    expect(
      held.filter((m) => m.message?.startsWith('【日報】') && /^【日報】\d+$/.test(m.message)),
    ).toHaveLength(130);
    const ordered = [...held].sort((a, b) => (a.sent === b.sent ? b.id - a.id : a.sent < b.sent ? 1 : -1));
    expect(ids).toEqual(ordered.map((m) => m.id));
  });

  it('keeps the older pages to the room’s members, and answers a malformed page in Japanese (422)', async () => {
    const writer = await memberOf(WRITER);
    const outsider = await loginAsDemo(server, 'partner@example.com');
    expect((await outsider.api('getBbsDailyPosts', { params: { id: writer.room } })).status).toBe(403);
    const bad = await writer.client.call('GET', `/api/v1/talk/getBbsDailyPosts/${writer.room}?limit=1000`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.raw)).toMatch(/以下/);
  });
});
