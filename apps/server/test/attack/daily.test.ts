import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, members, projects, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Attacks on the daily, attendance and totals routes (issue 13): ids of someone else's reports
 * and records, fields a client should not be able to set, and manager-only calls from members.
 */
let server: AttackServer;
let site: number;
let managerId: number;
beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  const [row] = await db.select().from(projects).where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
  const [manager] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, DEMO_LOGINS.companyManager.email));
  if (!row || !manager) throw new Error('seed data missing');
  site = row.id;
  managerId = manager.id;
});
afterAll(async () => {
  await server.close();
});

const login = async (email: string) => {
  const browser = createBrowser(server.baseUrl);
  expect((await browser.login(email, 'genba-demo')).status).toBe(200);
  return browser;
};

const entry = (date: string, extra: Record<string, unknown> = {}) => ({
  attendance_field_id: site,
  member_id: managerId,
  daily_date: date,
  weather: '晴れ',
  temperature: null,
  humidity: null,
  attendance_start: '08:00',
  leave_work: '17:00',
  ...extra,
});

describe('daily reports', () => {
  it('ignores approval, proxy and lock fields a client sends with a new report (mass assignment)', async () => {
    const manager = await login(DEMO_LOGINS.companyManager.email);
    const res = await manager.api('createDaily', {
      body: {
        daily: [
          entry('2026-10-01', {
            approval_status: 5,
            proxy_member_name: '誰か',
            editing_member_name: '誰か',
            company_id: 999,
            pictures: [{ id: 1, building_picture_thum_path: '/etc/passwd' }],
            buildingPictures: [{ id: 1 }],
          }),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { dailies: unknown[] }).dailies[0]).toMatchObject({
      approval_status: 0,
      proxy_member_name: null,
      editing_member_name: null,
      pictures: [],
    });
  });

  it('never links a photo of a site the writer is not on, and never names it back (422)', async () => {
    const db = server.database.db;
    const [sasaki] = await db.select().from(projects).where(eq(projects.caseName, '佐々木様邸 外壁塗装'));
    const [photo] = await db.select().from(albumPhotos).where(eq(albumPhotos.fieldId, site)).limit(1);
    const [writer] = await db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, 'ippan@example.com'));
    if (!sasaki || !photo || !writer) throw new Error('seed data missing');
    const member = await login('ippan@example.com');
    const res = await member.api('createDaily', {
      body: {
        daily: [
          entry('2026-10-07', {
            attendance_field_id: sasaki.id,
            member_id: writer.id,
            picture_ids: [photo.id],
          }),
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('この現場の写真ではありません。');
    expect(JSON.stringify(res.body)).not.toContain(photo.uploadFilename);
    const list = await member.api('daily_management', { query: '?date_from=2026-10-07&date_to=2026-10-07' });
    expect(JSON.stringify(list.body)).not.toContain(photo.uploadFilename);
  });

  it("refuses a member who is not on the site every way of touching another member's report", async () => {
    const manager = await login(DEMO_LOGINS.companyManager.email);
    const made = await manager.api('createDaily', { body: { daily: [entry('2026-10-02')] } });
    const id = (made.body as { dailies: { id: number }[] }).dailies[0]?.id ?? 0;
    const member = await login('ippan@example.com');
    const payload = { ...entry('2026-10-02'), work_contents: '改ざん' };
    const attempts = [
      await member.api('updateDailyData', { params: { id }, body: payload }),
      await member.api('updateMultiDailyData', { body: { daily: [{ ...payload, id }] } }),
      await member.api('deleteDaily', { params: { id } }),
      await member.api('daily_management_confirm', { body: { daily_ids: [id], confirm: 1 } }),
      await member.api('daily_management_editing_post', { body: { daily_id: id } }),
      await member.api('createDaily', { body: { daily: [entry('2026-10-03')] } }),
      await member.api('check_project_daily', {
        query: `?attendance_field_id=${site}&daily_date=2026-10-02`,
      }),
      await member.api('getDaily', { params: { id } }),
      await member.api('daily_management_post_bbs_message', { body: { daily_id: id, chatroom_id: 1 } }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(JSON.stringify(attempts.at(-2)?.body)).not.toContain('改ざん');
    const list = await member.api('daily_management', { query: '?date_from=2026-10-01&date_to=2026-10-31' });
    expect(JSON.stringify(list.body)).not.toContain('改ざん');
    expect((list.body as { dailies: unknown[] }).dailies).toEqual([]);
  });

  it('refuses on-site members who are not on the site, and never names them back (422)', async () => {
    const [outsider] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, 'ippan@example.com'));
    const manager = await login(DEMO_LOGINS.companyManager.email);
    const res = await manager.api('createDaily', {
      body: { daily: [entry('2026-10-06', { site_member_ids: [outsider?.id ?? 0] })] },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('このメンバーはこの現場に参加していません。');
    expect(JSON.stringify(res.body)).not.toContain('佐藤');
  });

  it('answers an unknown daily id as it answers a foreign one (no probing)', async () => {
    const member = await login('ippan@example.com');
    const unknown = await member.api('deleteDaily', { params: { id: 2_000_000_000 } });
    expect(unknown.status).toBe(403);
    const unknownDetail = await member.api('getDaily', { params: { id: 2_000_000_000 } });
    expect(unknownDetail.status).toBe(403);
  });
});

describe('attendance and totals', () => {
  it("refuses a member's change request on another member's record, a self-approval and the totals", async () => {
    const manager = await login(DEMO_LOGINS.companyManager.email);
    const made = await manager.api('createDaily', { body: { daily: [entry('2026-10-05')] } });
    const record =
      (made.body as { dailies: { attendance: { id: number } }[] }).dailies[0]?.attendance.id ?? 0;
    const member = await login('ippan@example.com');
    const change = await member.api('attendanceChangeRequest', {
      params: { id: record },
      body: { attendance_start: '06:00', leave_work: '23:00', rest_minutes: 0, reason: '残業代' },
    });
    expect(change.status).toBe(403);
    const lock = await member.api('attendanceMonthLock', { body: { month: '2026-10', locked: 0 } });
    expect(lock.status).toBe(403);
    const totals = await member.api('exportAggregate', {
      query: '?start_date=2026-10-01&end_date=2026-10-31',
    });
    expect(totals.status).toBe(403);
    const month = await member.api('getAttendanceMonth', { query: `?month=2026-10&member_id=${managerId}` });
    expect(month.status).toBe(403);
  });
});
