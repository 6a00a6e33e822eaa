import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { ADMIN_ONLY_MESSAGE } from '../../src/routes/talkNews/index.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

const MANAGER = DEMO_LOGINS.companyManager.email;
const FOREMAN = 'partner-shokucho@example.com';
const ADMIN = DEMO_LOGINS.systemAdmin.email;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const newsBody = (over: Record<string, unknown> = {}) => ({
  news_title: '新機能のお知らせ',
  news_type: 'notice',
  news_content: '<p onclick="x()">本文<img src=x onerror=alert(1)></p><script>alert(1)</script>',
  news_file_path: null,
  target: 'all',
  popup_flg: 1,
  publish_start: '2020-01-01 00:00:00',
  publish_end: null,
  ...over,
});

describe('news for members', () => {
  it('lists the seeded items for the device with unread counts, and opening one marks it read', async () => {
    const client = await loginAsDemo(server, MANAGER);
    const pc = await client.api('pc_news');
    expect(pc.status).toBe(200);
    const titles = pc.data.news.map((n) => n.news_title);
    expect(titles).toContain('年末年始の休業日のお知らせ');
    expect(titles).toContain('協力会社の招待機能について');
    const sp = await client.api('sp_news');
    // The invitation item is published for PC only.
    expect(sp.data.news.map((n) => n.news_title)).not.toContain('協力会社の招待機能について');
    const first = pc.data.news[0];
    if (!first) throw new Error('no news');
    expect((await client.api('update_read_news', { body: { news_id: first.id } })).status).toBe(200);
    const after = await client.api('pc_news');
    expect(after.data.unread_count).toBe(pc.data.unread_count - 1);
    expect(after.data.news.find((n) => n.id === first.id)?.readed).toBe(1);
  });

  it('reads all, and a dismissed pop-up leaves TalkNews', async () => {
    const admin = await loginAsDemo(server, ADMIN);
    const made = await admin.api('admin_news_create', { body: newsBody({ news_title: 'ポップアップ' }) });
    const client = await loginAsDemo(server, FOREMAN);
    const init = await client.api('getAppendInitData', { query: { pieces: 'TalkNews' } });
    const popup = init.data.TalkNews?.[0];
    expect(popup?.id).toBe(made.data.data.id);
    if (!popup) throw new Error('no popup');
    expect((await client.api('update_unpopup', { body: { news_id: popup.id } })).status).toBe(200);
    const again = await client.api('getAppendInitData', { query: { pieces: 'TalkNews' } });
    expect(again.data.TalkNews).toEqual([]);
    await admin.api('delete_news', { params: { id: made.data.data.id } });
    const all = await client.api('update_read_all');
    expect(all.data.read_count).toBeGreaterThan(0);
    expect((await client.api('pc_news')).data.unread_count).toBe(0);
    expect((await client.api('sp_news')).data.unread_count).toBe(0);
  });

  it('refuses to mark an unknown item', async () => {
    const client = await loginAsDemo(server, MANAGER);
    expect((await client.api('update_read_news', { body: { news_id: 999999 } })).status).toBe(404);
    expect((await client.api('update_read_news', { body: { news_id: 'x' } })).status).toBe(422);
  });
});

describe('news administration', () => {
  it('is refused to members who are not system administrators', async () => {
    const client = await loginAsDemo(server, MANAGER);
    for (const call of [
      client.api('admin_news'),
      client.api('admin_news_create', { body: newsBody() }),
      client.api('admin_news_update', { params: { id: 1 }, body: newsBody() }),
      client.api('delete_news', { params: { id: 1 } }),
    ]) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.error).toEqual({ detail: [ADMIN_ONLY_MESSAGE] });
    }
  });

  it('creates, edits and deletes; members see the body sanitised', async () => {
    const admin = await loginAsDemo(server, ADMIN);
    const created = await admin.api('admin_news_create', { body: newsBody() });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    expect(created.data.data.news_content).not.toMatch(/onerror|onclick|script/);

    const member = await loginAsDemo(server, MANAGER);
    const seen = (await member.api('pc_news')).data.news.find((n) => n.id === id);
    expect(seen?.news_content).toBe('<p>本文<img src="x" /></p>');
    expect(
      (await member.api('getAppendInitData', { query: { pieces: 'TalkNews' } })).data.TalkNews?.map(
        (n) => n.id,
      ),
    ).toEqual([id]);

    const edited = await admin.api('admin_news_update', {
      params: { id },
      body: newsBody({ news_title: '改題', target: 'sp' }),
    });
    expect(edited.data.data.news_title).toBe('改題');
    expect((await member.api('pc_news')).data.news.some((n) => n.id === id)).toBe(false);
    const saved = await admin.api('admin_news_save', { body: { ...newsBody({ news_title: '再改題' }), id } });
    expect(saved.data.data.news_title).toBe('再改題');

    const list = await admin.api('admin_news');
    expect(list.data.news.find((n) => n.id === id)?.news_title).toBe('再改題');
    expect((await admin.api('delete_news', { params: { id } })).data).toEqual({ status: true });
    expect((await admin.api('delete_news', { params: { id } })).status).toBe(404);
  });

  it('answers bad input with 422 and the field messages, and hides unpublished items', async () => {
    const admin = await loginAsDemo(server, ADMIN);
    const bad = await admin.api('admin_news_create', {
      body: newsBody({ news_title: '', news_content: null, news_file_path: null }),
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.error)).toContain('タイトルを入力してください');
    const future = await admin.api('admin_news_create', {
      body: newsBody({ news_title: '予約', publish_start: '2099-01-01 00:00:00' }),
    });
    const member = await loginAsDemo(server, MANAGER);
    expect((await member.api('pc_news')).data.news.some((n) => n.id === future.data.data.id)).toBe(false);
    expect((await member.api('update_read_news', { body: { news_id: future.data.data.id } })).status).toBe(
      404,
    );
  });
});

describe('mentions', () => {
  it('lists, counts, reads and updates only the mentioned member’s own mentions', async () => {
    const { fieldId, roomId } = await findSiteRoom(server.database.db);
    const [foreman] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, FOREMAN), eq(members.type, 2)));
    if (!foreman) throw new Error('no foreman');
    const manager = await loginAsDemo(server, MANAGER);
    const sent = await manager.api('sendFieldMessage', {
      body: {
        chatroom_id: roomId,
        attendance_field_id: fieldId,
        message: '@林 確認お願いします',
        mention_member_ids: [foreman.id],
      },
    });
    expect(sent.status).toBe(200);

    const client = await loginAsDemo(server, FOREMAN);
    const before = (await client.api('mention_count')).data.count;
    expect(before).toBeGreaterThan(0);
    const list = await client.api('mention', { query: { limit: '99' } });
    const mention = list.data.mentions[0];
    if (!mention) throw new Error('no mention');
    expect(mention).toMatchObject({
      chatroom_id: roomId,
      message: '@林 確認お願いします',
      read_flg: 0,
      status: 0,
    });
    expect(mention.from_member_name).toBe('山田 太郎');

    // Another member cannot read or change it.
    expect((await manager.api('mention_read', { params: { id: mention.id } })).status).toBe(404);
    expect(
      (await manager.api('mention_status', { params: { id: mention.id }, body: { status: 1 } })).status,
    ).toBe(404);

    expect((await client.api('mention_read', { params: { id: mention.id } })).data.mention.read_flg).toBe(1);
    expect((await client.api('mention_count')).data.count).toBe(before - 1);
    expect(
      (await client.api('mention_status', { params: { id: mention.id }, body: { status: 1 } })).data.mention
        .status,
    ).toBe(1);
    expect(
      (await client.api('mention', { query: { status: '0' } })).data.mentions.some(
        (m) => m.id === mention.id,
      ),
    ).toBe(false);
    expect((await client.api('mention', { query: { limit: '100' } })).status).toBe(422);
  });
});

describe('emergency contacts', () => {
  it('room managers replace the list; members read it; others are refused', async () => {
    const { roomId } = await findSiteRoom(server.database.db);
    const manager = await loginAsDemo(server, MANAGER);
    const rows = Array.from({ length: 6 }, (_, i) => ({
      name: `連絡先${i + 1}`,
      contact_type_id: i === 0 ? 3 : 1,
      tel_number: i === 0 ? '０９２−１１１−２２２２' : `0901234567${i}`,
    }));
    const saved = await manager.api('updateChatroomEmergencyContact', {
      params: { chatroom_id: roomId },
      body: { emergency_contacts: rows },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.emergency_contacts.map((c) => c.sort_id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(saved.data.emergency_contacts[0]?.tel_number).toBe('0921112222');

    // Reordered, one edited, one dropped, one added.
    const [a, b, ...rest] = saved.data.emergency_contacts;
    if (!a || !b) throw new Error('no contacts');
    const next = await manager.api('updateChatroomEmergencyContact', {
      params: { chatroom_id: roomId },
      body: {
        emergency_contacts: [
          { id: b.id, name: b.name, contact_type_id: b.contact_type_id, tel_number: b.tel_number },
          { id: a.id, name: '〇〇病院', contact_type_id: 3, tel_number: a.tel_number },
          ...rest
            .slice(1)
            .map((c) => ({ id: c.id, name: c.name, contact_type_id: 1, tel_number: c.tel_number })),
          { name: '追加', contact_type_id: 99, tel_number: '03-1234-5678' },
        ],
      },
    });
    expect(next.data.emergency_contacts.map((c) => c.name)).toEqual([
      '連絡先2',
      '〇〇病院',
      '連絡先4',
      '連絡先5',
      '連絡先6',
      '追加',
    ]);

    const foreman = await loginAsDemo(server, FOREMAN);
    const board = await foreman.api('getBbsMessages', { params: { id: roomId } });
    expect(board.data.emergency_contacts).toHaveLength(6);
    const refused = await foreman.api('updateChatroomEmergencyContact', {
      params: { chatroom_id: roomId },
      body: { emergency_contacts: [] },
    });
    expect(refused.status).toBe(403);

    const outsider = await loginAsDemo(server, 'ippan@example.com');
    expect((await outsider.api('getBbsMessages', { params: { id: roomId } })).status).toBe(403);
    const bad = await manager.api('updateChatroomEmergencyContact', {
      params: { chatroom_id: roomId },
      body: { emergency_contacts: [{ name: '', contact_type_id: 1, tel_number: 'abc' }] },
    });
    expect(bad.status).toBe(422);
  });
});
