import { NEWS_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, news, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * News and mentions over real HTTP: members trying the administrators' calls, script in a news
 * body and in its file link, reading or changing another member's mention.
 */
let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);
const newsCount = () => server.database.db.$count(news);

const newsBody = (over: Record<string, unknown> = {}) => ({
  news_title: '攻撃のお知らせ',
  news_type: 'notice',
  news_content: '<p>本文</p>',
  news_file_path: null,
  target: 'all',
  popup_flg: 0,
  publish_start: '2020-01-01 00:00:00',
  publish_end: null,
  ...over,
});

describe('administration of news', () => {
  it('refuses every admin call to members, valid body or not, changing nothing', async () => {
    const [first] = await server.database.db.select().from(news).limit(1);
    const id = first?.id ?? 1;
    const before = await newsCount();
    for (const email of [DEMO_LOGINS.companyManager.email, 'ippan@example.com']) {
      const member = await loggedIn(email);
      const attempts = [
        member.api('admin_news'),
        member.api('admin_news_create', { body: newsBody() }),
        member.api('admin_news_create', { body: { news_title: 1 } }),
        member.api('admin_news_save', { body: { ...newsBody(), id } }),
        member.api('admin_news_update', { params: { id }, body: newsBody() }),
        member.api('delete_news', { params: { id } }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    }
    // The administrator's own session from a foreign page is refused too (CSRF).
    const admin = await loggedIn(DEMO_LOGINS.systemAdmin.email);
    const crossSite = await admin.api('admin_news_create', {
      body: newsBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await newsCount()).toBe(before);
    const [after] = await server.database.db.select().from(news).where(eq(news.id, id));
    expect(after?.title).toBe(first?.title);
  });

  it('serves news bodies without script, and refuses script links as the news file', async () => {
    const admin = await loggedIn(DEMO_LOGINS.systemAdmin.email);
    const payload = [
      '<script>alert(1)</script><img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a>',
      '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><style>body{display:none}</style>',
      '<form action="https://evil.example"><input name=p></form><p style="x" onclick="x()">本文</p>',
    ].join('');
    const made = await admin.api('admin_news_create', {
      body: newsBody({ news_title: '<b>見出し</b>', news_content: payload }),
    });
    expect(made.status).toBe(200);
    const member = await loggedIn(DEMO_LOGINS.companyManager.email);
    const list = await member.api('pc_news');
    const served = JSON.stringify(list.body);
    expect(served).toContain('本文');
    expect(served).not.toMatch(/<script|onerror|onload|onclick|javascript|<iframe|<svg|<style|<form|data:/i);
    for (const path of ['javascript:alert(1)//a.pdf', 'data:text/html,x', '//evil.example/a.pdf']) {
      const res = await admin.api('admin_news_create', { body: newsBody({ news_file_path: path }) });
      expect(res.status, path).toBe(422);
      expect(res.text).toContain(NEWS_MESSAGE.filePath);
    }
  });
});

describe('mentions', () => {
  it('answers another member’s mention exactly as an unknown one, and never changes it', async () => {
    const db = server.database.db;
    const { fieldId, roomId } = await findSiteRoom(db);
    const [foreman] = await db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, 'partner-shokucho@example.com'), eq(members.type, 2)));
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const sent = await manager.api('sendFieldMessage', {
      body: {
        chatroom_id: roomId,
        attendance_field_id: fieldId,
        message: '@林 確認お願いします',
        mention_member_ids: [foreman?.id],
      },
    });
    expect(sent.status).toBe(200);
    const target = await loggedIn('partner-shokucho@example.com');
    const mine = (await target.api('mention', { query: '?limit=1' })).body as { mentions: { id: number }[] };
    const id = mine.mentions[0]?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    // The sender and another member probe it: every answer equals the one for an id that does not exist.
    for (const email of [DEMO_LOGINS.companyManager.email, 'ippan@example.com']) {
      const other = await loggedIn(email);
      const probes = [
        ['mention_read', other.api('mention_read', { params: { id } })],
        ['mention_status', other.api('mention_status', { params: { id }, body: { status: 1 } })],
      ] as const;
      const unknown = {
        mention_read: await other.api('mention_read', { params: { id: 2_000_000_000 } }),
        mention_status: await other.api('mention_status', {
          params: { id: 2_000_000_000 },
          body: { status: 1 },
        }),
      };
      for (const [name, probe] of probes) {
        const res = await probe;
        expect(res.status, name).toBe(404);
        expect(res.body, name).toEqual(unknown[name].body);
      }
      const list = (await other.api('mention', { query: '?limit=50' })).body as {
        mentions: { id: number }[];
      };
      expect(list.mentions.map((m) => m.id)).not.toContain(id);
    }
    const after = (await target.api('mention', { query: '?limit=1' })).body as {
      mentions: { id: number; read_flg: number; status: number }[];
    };
    expect(after.mentions[0]).toMatchObject({ id, read_flg: 0, status: 0 });
  });
});
