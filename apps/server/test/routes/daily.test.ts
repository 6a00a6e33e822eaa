import { toDailyPayload } from '@genba/validators';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContracts, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { FEATURE_REFUSED_MESSAGE } from '../../src/routes/daily/access.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Daily reports, attendance and totals over HTTP on the seeded database (issue 13): every rule the
 * server decides, with the refusals' shapes. 佐々木様邸 外壁塗装 has the manager (山田), a general
 * member (佐藤, ippan) and a constructor (中村, sekou).
 */

let server: TestServer;
let site: number;
const MANAGER = DEMO_LOGINS.companyManager.email;
const WRITER = 'ippan@example.com';
const PEER = 'sekou@example.com';

beforeAll(async () => {
  server = await startTestServer();
  // 2026-11-20 12:00 in Japan.
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

const memberIdOf = async (email: string) => {
  const client = await loginAsDemo(server, email);
  const res = await client.api('init_data_pc', { params: { firstPathSegment: 'daily' } });
  return { client, id: (res.data as { user: { member_id: number } }).user.member_id };
};

const entry = (memberId: number, overrides: Record<string, unknown> = {}) => ({
  attendance_field_id: site,
  member_id: memberId,
  daily_date: '2026-11-19',
  weather: '晴れ',
  temperature: '',
  humidity: 55,
  attendance_start: '08:00',
  leave_work: '17:00',
  rest_minutes: 60,
  work_contents: '',
  attendance_record_work_details: [
    { work_content: '足場設置', start_time: '08:00', end_time: '12:00' },
    { work_content: '高圧洗浄', start_time: '13:00', end_time: '17:00' },
  ],
  partner_workers: [{ company_name: '株式会社木村設備', worker_count: 2 }],
  ...overrides,
});

describe('daily reports', () => {
  let dailyId: number;

  it('creates a report with weather, two work details and empty temperature sent as null', async () => {
    const { client, id } = await memberIdOf(WRITER);
    const res = await client.api('createDaily', { body: toDailyPayload([entry(id)]) });
    expect(res.status).toBe(200);
    const [daily] = res.data.dailies;
    expect(daily).toMatchObject({
      weather: '晴れ',
      temperature: null,
      humidity: 55,
      approval_status: 0,
      partner_workers: [{ company_name: '株式会社木村設備', worker_count: 2 }],
    });
    expect(daily?.work_details.map((d) => d.work_content)).toEqual(['足場設置', '高圧洗浄']);
    expect(daily?.attendance).toMatchObject({
      attendance_start: '08:00',
      leave_work: '17:00',
      rest_minutes: 60,
    });
    dailyId = daily?.id ?? 0;
  });

  it('refuses a second report for the same site, member and day, and eleven work details (422)', async () => {
    const { client, id } = await memberIdOf(WRITER);
    const dup = await client.api('createDaily', { body: toDailyPayload([entry(id)]) });
    expect(dup.status).toBe(422);
    expect(dup.error.errors).toEqual({
      daily: { '0': { daily_date: ['この日・この現場の日報はすでに登録されています。'] } },
    });
    const details = Array.from({ length: 11 }, (_, i) => ({
      work_content: `作業${i}`,
      start_time: null,
      end_time: null,
    }));
    const many = await client.api('createDaily', {
      body: toDailyPayload([
        entry(id, { daily_date: '2026-11-18', attendance_record_work_details: details }),
      ]),
    });
    expect(many.status).toBe(422);
  });

  it('refuses writing a report as another member without proxy registration', async () => {
    const { client } = await memberIdOf(WRITER);
    const { id: peer } = await memberIdOf(PEER);
    const res = await client.api('createDaily', {
      body: toDailyPayload([entry(peer, { daily_date: '2026-11-17' })]),
    });
    expect(res.status).toBe(403);
    const proxy = await client.api('proxyRegist', {
      body: toDailyPayload([entry(peer, { daily_date: '2026-11-17' })]),
    });
    expect(proxy.error.detail).toEqual(['代理登録する権限がありません。']);
  });

  it('lets a manager register a report for a member (proxyRegist)', async () => {
    const { client } = await memberIdOf(MANAGER);
    const { id: peer } = await memberIdOf(PEER);
    const res = await client.api('proxyRegist', {
      body: toDailyPayload([entry(peer, { daily_date: '2026-11-17' })]),
    });
    expect(res.status).toBe(200);
    expect(res.data.dailies[0]).toMatchObject({ member_name: '中村 翔', proxy_member_name: '山田 太郎' });
    const shown = await client.api('getDaily', { params: { id: res.data.dailies[0]?.id ?? 0 } });
    expect(shown.status).toBe(200);
  });

  it('holds an editing lock: the second editor is told who edits, and the lock expires after 600000 ms', async () => {
    const { client: writer, id: writerId } = await memberIdOf(WRITER);
    const manager = (await memberIdOf(MANAGER)).client;
    const first = await writer.api('daily_management_editing_post', { body: { daily_id: dailyId } });
    expect(first.data.editing_member_name).toBeNull();
    const second = await manager.api('daily_management_editing_post', { body: { daily_id: dailyId } });
    expect(second.data.editing_member_name).toBe('佐藤 花子');
    const blocked = await manager.api('updateDailyData', {
      params: { id: dailyId },
      body: toDailyPayload([entry(writerId, { work_contents: '上書き' })]).daily[0],
    });
    expect(blocked.status).toBe(403);
    expect(blocked.error.detail).toEqual(['佐藤 花子さんが編集中です。']);
    server.clock.advance(600);
    const later = await manager.api('daily_management_editing_post', { body: { daily_id: dailyId } });
    expect(later.data.editing_member_name).toBeNull();
    expect(
      (await manager.api('daily_management_editing', { query: { daily_id: String(dailyId) } })).status,
    ).toBe(200);
  });

  it('shows one report (getDaily) to its writer, a site member and a manager', async () => {
    const views = await Promise.all(
      [WRITER, PEER, MANAGER].map(async (email) =>
        (await memberIdOf(email)).client.api('getDaily', { params: { id: dailyId } }),
      ),
    );
    expect(views.map((v) => v.status)).toEqual([200, 200, 200]);
    expect(views[0]?.data.daily).toMatchObject({ id: dailyId, member_name: '佐藤 花子' });
  });

  it("posts a report to its site's room (post-bbs-message); another room is refused", async () => {
    const writer = await memberIdOf(WRITER);
    const sites = await writer.client.api('getMemberProjects', { params: { id: writer.id } });
    const projects = sites.data.projects;
    const room = projects.find((p) => p.attendance_field_id === site)?.chatroom_id ?? 0;
    const res = await writer.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: room },
    });
    expect(res.status).toBe(200);
    expect(res.data.message.message).toMatch(
      /^【日報】11月19日 佐藤 花子\n天気 晴れ 55%\n・足場設置\n・高圧洗浄/,
    );
    // The manager may post anyone's report, but only to its own site's room.
    const manager = await memberIdOf(MANAGER);
    const managerSites = await manager.client.api('getMemberProjects', { params: { id: manager.id } });
    const other = managerSites.data.projects.find(
      (p) => p.attendance_field_id !== site && p.chatroom_id !== null,
    )?.chatroom_id;
    expect(other).toBeDefined();
    const refused = await manager.client.api('daily_management_post_bbs_message', {
      body: { daily_id: dailyId, chatroom_id: other ?? 0 },
    });
    expect(refused.status).toBe(422);
  });

  it('lets the writer edit; a peer may not', async () => {
    const writer = await memberIdOf(WRITER);
    const body = toDailyPayload([entry(writer.id, { memo: '近隣挨拶済み' })]).daily[0];
    const ok = await writer.client.api('updateDailyData', { params: { id: dailyId }, body });
    expect(ok.status).toBe(200);
    expect(ok.data.daily.memo).toBe('近隣挨拶済み');
    const peer = (await memberIdOf(PEER)).client;
    const refused = await peer.api('updateDailyData', { params: { id: dailyId }, body });
    expect(refused.error.detail).toEqual(['他のメンバーの日報は編集できません。']);
  });

  it('confirms (managers only), which makes the report read-only and fixes its attendance, until unconfirmed', async () => {
    const writer = await memberIdOf(WRITER);
    expect(
      (await writer.client.api('daily_management_confirm', { body: { daily_ids: [dailyId], confirm: 1 } }))
        .status,
    ).toBe(403);
    const manager = (await memberIdOf(MANAGER)).client;
    // The report's clocked-out day waits for the office's confirmation (status 3) until confirmed.
    const before = await writer.client.api('getDaily', { params: { id: dailyId } });
    expect(before.data.daily.attendance?.status).toBe(3);
    const done = await manager.api('daily_management_confirm', {
      body: { daily_ids: [dailyId], confirm: 1 },
    });
    expect(done.data.dailies[0]).toMatchObject({ approval_status: 5, confirm_member_name: '山田 太郎' });
    expect(done.data.dailies[0]?.attendance?.status).toBe(1);
    const body = toDailyPayload([entry(writer.id)]).daily[0];
    const ro = await writer.client.api('updateDailyData', { params: { id: dailyId }, body });
    expect(ro.error.detail).toEqual([
      '確認済みの日報は編集できません。確認を取り消してから編集してください。',
    ]);
    expect((await writer.client.api('deleteDaily', { params: { id: dailyId } })).status).toBe(403);
    const undone = await manager.api('daily_management_confirm', {
      body: { daily_ids: [dailyId], confirm: 0 },
    });
    expect(undone.data.dailies[0]?.approval_status).toBe(0);
    expect(undone.data.dailies[0]?.attendance?.status).toBe(3);
    expect((await writer.client.api('updateDailyData', { params: { id: dailyId }, body })).status).toBe(200);
  });

  it('bulk-updates through updateMultiDailyData; an entry without id is refused', async () => {
    const writer = await memberIdOf(WRITER);
    const payload = toDailyPayload([entry(writer.id, { id: dailyId, memo: '一括' })]);
    const res = await writer.client.api('updateMultiDailyData', { body: payload });
    expect(res.data.dailies[0]?.memo).toBe('一括');
    const noId = await writer.client.api('updateMultiDailyData', {
      body: toDailyPayload([entry(writer.id)]),
    });
    expect(noId.status).toBe(422);
  });

  it('lists, copies the previous day and answers the existence checks', async () => {
    const writer = await memberIdOf(WRITER);
    const list = await writer.client.api('daily_management', {
      query: { date_from: '2026-11-01', date_to: '2026-11-30' },
    });
    expect(list.data.dailies.map((d) => d.id)).toContain(dailyId);
    const copy = await writer.client.api('copy_previous_daily', {
      query: { attendance_field_id: String(site), member_id: String(writer.id), daily_date: '2026-11-20' },
    });
    expect(copy.data.daily?.id).toBe(dailyId);
    const exists = await writer.client.api('exists_attendance', {
      query: { member_id: String(writer.id), work_date: '2026-11-19' },
    });
    expect(exists.data).toMatchObject({ exists: true, attendance_field_id: site });
    const check = await writer.client.api('check_project_daily', {
      query: { attendance_field_id: String(site), daily_date: '2026-11-19' },
    });
    expect(check.data.daily_ids).toContain(dailyId);
  });

  it('refuses every daily call when the company has no usable contract (feature gate)', async () => {
    const writer = await memberIdOf(WRITER);
    const db = server.database.db;
    const saved = await db.select().from(companyContracts);
    await db.update(companyContracts).set({ contractType: 3 });
    try {
      const res = await writer.client.api('daily_management', {
        query: { date_from: '2026-11-01', date_to: '2026-11-30' },
      });
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([FEATURE_REFUSED_MESSAGE]);
    } finally {
      for (const k of saved)
        await db
          .update(companyContracts)
          .set({ contractType: k.contractType })
          .where(eq(companyContracts.id, k.id));
    }
  });

  it('deletes a report (true)', async () => {
    const { client } = await memberIdOf(MANAGER);
    const { id: peer } = await memberIdOf(PEER);
    const made = await client.api('proxyRegist', {
      body: toDailyPayload([entry(peer, { daily_date: '2026-11-16' })]),
    });
    const id = made.data.dailies[0]?.id ?? 0;
    const res = await client.api('deleteDaily', { params: { id } });
    expect(res.data).toBe(true);
  });
});

describe('attendance', () => {
  let recordId: number;

  it('clocks in, rests, clocks out, in order', async () => {
    const { client } = await memberIdOf(WRITER);
    server.clock.now = new Date('2026-11-20T23:00:00Z'); // 08:00 on the 21st in Japan
    const start = await client.api('attendanceClock', {
      body: { action: 'attendance_start', attendance_field_id: site },
    });
    expect(start.data.record).toMatchObject({
      work_date: '2026-11-21',
      attendance_start: '08:00',
      status: null,
    });
    const again = await client.api('attendanceClock', {
      body: { action: 'attendance_start', attendance_field_id: site },
    });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ action: ['本日はすでに出勤しています。'] });
    server.clock.advance(4 * 3600);
    await client.api('attendanceClock', { body: { action: 'rest_start', attendance_field_id: site } });
    server.clock.advance(3600);
    await client.api('attendanceClock', { body: { action: 'rest_end', attendance_field_id: site } });
    server.clock.advance(4 * 3600);
    const out = await client.api('attendanceClock', {
      body: { action: 'leave_work', attendance_field_id: site },
    });
    expect(out.data.record).toMatchObject({ leave_work: '17:00', rest_minutes: 60, status: 3 });
    expect(out.data.record.histories.map((h) => h.type)).toEqual([
      'attendance_start',
      'rest_start',
      'rest_end',
      'leave_work',
      'wait_confirm',
    ]);
    recordId = out.data.record.id;
  });

  it('asks for a change; a rejection needs a comment; the manager approves and the times apply', async () => {
    const writer = await memberIdOf(WRITER);
    const req = await writer.client.api('attendanceChangeRequest', {
      params: { id: recordId },
      body: {
        attendance_start: '07:30',
        leave_work: '17:00',
        rest_minutes: 60,
        reason: '出勤の打刻が遅れました',
      },
    });
    expect(req.data.request.state).toBe('pending');
    const asked = await writer.client.api('getAttendanceMonth', { query: { month: '2026-11' } });
    expect(asked.data.records.find((r) => r.id === recordId)?.status).toBe(2);
    const manager = (await memberIdOf(MANAGER)).client;
    const pending = await manager.api('getAttendanceChangeRequests', { query: { state: 'pending' } });
    expect(pending.data.requests.map((r) => r.id)).toContain(req.data.request.id);
    expect(
      (
        await writer.client.api('reviewAttendanceChangeRequest', {
          params: { id: req.data.request.id },
          body: { approve: 1 },
        })
      ).status,
    ).toBe(403);
    const noComment = await manager.api('reviewAttendanceChangeRequest', {
      params: { id: req.data.request.id },
      body: { approve: 0, comment: '' },
    });
    expect(noComment.status).toBe(422);
    const approved = await manager.api('reviewAttendanceChangeRequest', {
      params: { id: req.data.request.id },
      body: { approve: 1, comment: '承認します' },
    });
    expect(approved.data.request).toMatchObject({
      state: 'approved',
      reviewer_name: '山田 太郎',
      comment: '承認します',
    });
    const month = await writer.client.api('getAttendanceMonth', { query: { month: '2026-11' } });
    const rec = month.data.records.find((r) => r.id === recordId);
    expect(rec).toMatchObject({ attendance_start: '07:30', status: 1, pending_request: null });
    expect(rec?.histories.map((h) => h.type).slice(-2)).toEqual(['change_request', 'fixed']);
  });

  it('locks a month (managers only, recorded): nothing in it changes until unlocked', async () => {
    const writer = await memberIdOf(WRITER);
    const manager = (await memberIdOf(MANAGER)).client;
    expect(
      (await writer.client.api('attendanceMonthLock', { body: { month: '2026-11', locked: 1 } })).status,
    ).toBe(403);
    const locked = await manager.api('attendanceMonthLock', { body: { month: '2026-11', locked: 1 } });
    expect(locked.data.lock_events).toHaveLength(1);
    const refused = await writer.client.api('attendanceChangeRequest', {
      params: { id: recordId },
      body: { attendance_start: '07:00', leave_work: '17:00', rest_minutes: 60, reason: '再申請' },
    });
    expect(refused.error.detail).toEqual(['この月の勤怠は締められているため変更できません。']);
    const unlocked = await manager.api('attendanceMonthLock', { body: { month: '2026-11', locked: 0 } });
    expect(unlocked.data.lock_events.map((e) => e.locked)).toEqual([true, false]);
  });
});

describe('totals', () => {
  it('checks the range: both dates, no future, at most 365 days', async () => {
    const manager = (await memberIdOf(MANAGER)).client;
    const future = await manager.api('getAggregate', {
      query: { start_date: '2026-11-01', end_date: '2027-01-01' },
    });
    expect(future.status).toBe(422);
    expect(future.error.errors).toEqual({ end_date: ['未来の日付は指定できません。'] });
    const long = await manager.api('getAggregate', {
      query: { start_date: '2025-01-01', end_date: '2026-11-01' },
    });
    expect(long.error.errors).toEqual({ end_date: ['出力期間は365日以内で指定してください。'] });
    const writer = (await memberIdOf(WRITER)).client;
    const refused = await writer.api('getAggregate', {
      query: { start_date: '2026-11-01', end_date: '2026-11-20' },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual(['勤怠集計を閲覧する権限がありません。']);
  });

  it('totals man-days by member and exports them to Excel with SUM formulas and to CSV', async () => {
    const manager = (await memberIdOf(MANAGER)).client;
    const query = { start_date: '2026-11-01', end_date: '2026-11-21' };
    const res = await manager.api('getAggregate', { query });
    const sato = res.data.by_member.find((r) => r.name === '佐藤 花子');
    // The 19th from the daily (8h) and the 21st clocked (07:30-17:00 less 60 min).
    expect(sato).toMatchObject({ days: 2, man_days: 2, worked_minutes: 480 + 510, overtime_minutes: 30 });
    const file = await manager.call('GET', `/api/aggregate/export?${new URLSearchParams(query)}`);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const raw = await (
      await server.app.request(`/api/aggregate/export?${new URLSearchParams(query)}`, {
        headers: { cookie: manager.cookie ?? '' },
      })
    ).arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw);
    expect(book.worksheets.map((w) => w.name)).toEqual(['メンバー別', '現場別', '協力会社別']);
    const sheet = book.getWorksheet('メンバー別');
    expect(sheet?.getRow(2).values).toContain('人工');
    const row = sheet?.getRows(3, 10)?.find((r) => r.getCell(1).value === '佐藤 花子');
    expect(row?.getCell(6).value).toBe(2);
    const rows: ExcelJS.Row[] = [];
    sheet?.eachRow((r) => {
      rows.push(r);
    });
    const totalRow = rows.at(-1);
    expect(totalRow?.getCell(1).value).toBe('合計');
    expect(totalRow?.getCell(6).value).toMatchObject({ formula: expect.stringMatching(/^SUM\(F3:F\d+\)$/) });
    const csv = await manager.call(
      'GET',
      `/api/aggregate/export?${new URLSearchParams({ ...query, format: 'csv' })}`,
    );
    expect(String(csv.raw)).toContain('名前,出勤日数,労働時間(h),休憩時間(h),残業時間(h),人工,原価(円)');
  });
});
