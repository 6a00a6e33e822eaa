import type { TScheduleProject } from '@genba/api-client';
import { DEFAULT_WORK_CALENDAR, TASK_MESSAGE, WORK_CALENDAR_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { DEMO_COMPANY_DAYS_OFF } from '../../src/db/seed/schedule.ts';
import { TENANCY_MESSAGES } from '../../src/http/tenancy.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const HAKATA = '博多駅前ビル 外装改修工事';

const board = async (email: string) => {
  const client = await loginAsDemo(server, email);
  const res = await client.api('getScheduleBoard', { query: { offset: '0', limit: '30' } });
  expect(res.status).toBe(200);
  return { client, data: res.data };
};

const hakata = (projects: TScheduleProject[]): TScheduleProject => {
  const p = projects.find((x) => x.case_name === HAKATA);
  if (!p) throw new Error('博多 missing from the board');
  return p;
};

const taskNamed = (p: TScheduleProject, name: string) => {
  const t = p.tasks.find((x) => x.name === name);
  if (!t) throw new Error(`${name} missing`);
  return t;
};

describe('schedule board', () => {
  it('shows the seeded 足場組立 with its sub-tasks and the temporary hold', async () => {
    const { data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const parent = taskNamed(p, '足場組立');
    expect(p.tasks.filter((t) => t.parent_id === parent.id).map((t) => t.name)).toEqual([
      '足場材搬入',
      '足場組立作業',
      '足場検査',
    ]);
    expect(p.schedule_status).toBe(1);
    expect(p.can_edit).toBe(true);
    expect(parent.members.length).toBeGreaterThan(0);
  });

  it('pages by 30 and refuses a bigger page', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const res = await client.api('getScheduleBoard', { query: { offset: '0', limit: '31' } });
    expect(res.status).toBe(422);
    const page = await client.api('getScheduleBoard', { query: { offset: '1', limit: '2' } });
    expect(page.data.projects).toHaveLength(2);
    expect(page.data.total).toBeGreaterThan(2);
  });

  it('shows a partner only the projects they take part in, read-only', async () => {
    const { data } = await board(DEMO_LOGINS.partner.email);
    expect(data.projects.map((p) => p.case_name)).not.toContain('天神オフィス 内装リフォーム');
    expect(hakata(data.projects).can_edit).toBe(false);
  });
});

describe('moving tasks', () => {
  it('moves a parent with its sub-tasks by the same days, saved on the server', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const parent = taskNamed(p, '足場組立');
    const res = await client.api('moveScheduleTasks', {
      body: { changes: [{ id: parent.id, start_date: '2026-11-17', end_date: '2026-11-28' }] },
    });
    expect(res.status).toBe(200);
    const after = hakata((await board(DEMO_LOGINS.companyManager.email)).data.projects);
    expect(taskNamed(after, '足場材搬入')).toMatchObject({
      start_date: '2026-11-17',
      end_date: '2026-11-18',
    });
    expect(taskNamed(after, '足場検査')).toMatchObject({ start_date: '2026-11-27', end_date: '2026-11-28' });
    // Put it back for the other tests.
    await client.api('moveScheduleTasks', {
      body: { changes: [{ id: parent.id, start_date: parent.start_date, end_date: parent.end_date }] },
    });
  });

  it('refuses a move outside the project period with the spec message, changing nothing', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const parent = taskNamed(p, '足場解体');
    const res = await client.api('moveScheduleTasks', {
      body: { changes: [{ id: parent.id, start_date: '2027-01-30', end_date: '2027-02-05' }] },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      end_date: ['終了日は現場の終了日(2027/01/31)以前の日付を指定してください。'],
    });
    const after = hakata((await board(DEMO_LOGINS.companyManager.email)).data.projects);
    expect(taskNamed(after, '足場解体').start_date).toBe(parent.start_date);
  });

  it('refuses a member without task rights with the no-permission message', async () => {
    const manager = await board(DEMO_LOGINS.companyManager.email);
    const task = taskNamed(hakata(manager.data.projects), '外壁洗浄');
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const res = await partner.api('moveScheduleTasks', {
      body: { changes: [{ id: task.id, start_date: '2026-12-01', end_date: '2026-12-05' }] },
    });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TASK_MESSAGE.noPermission]);
  });

  it('refuses another company’s task as if it did not exist', async () => {
    const manager = await board(DEMO_LOGINS.companyManager.email);
    const task = taskNamed(hakata(manager.data.projects), '外壁洗浄');
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    // The partner acting for their own company (木村設備) names 山田工務店's task.
    const switched = await partner.api('moveScheduleTasks', {
      body: { changes: [{ id: 2_000_000, start_date: '2026-12-01', end_date: '2026-12-05' }] },
    });
    expect(switched.status).toBe(403);
    expect(switched.error.detail).toEqual([TENANCY_MESSAGES.field]);
    expect(task.id).toBeGreaterThan(0);
  });
});

describe('task editing', () => {
  it('creates a sub-task, updates it, and deletes the parent with it', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const base = { start_date: '2026-12-01', end_date: '2026-12-02', member_ids: [] };
    const parent = await client.api('createScheduleTask', {
      body: { ...base, name: '仮設トイレ設置', project_id: p.id, parent_id: null },
    });
    expect(parent.status).toBe(200);
    const child = await client.api('createScheduleTask', {
      body: { ...base, name: '搬入', project_id: p.id, parent_id: parent.data.task.id },
    });
    expect(child.data.task).toMatchObject({ parent_id: parent.data.task.id, color: 'lightBlue', status: 2 });
    const grandChild = await client.api('createScheduleTask', {
      body: { ...base, name: '孫', project_id: p.id, parent_id: child.data.task.id },
    });
    expect(grandChild.status).toBe(422);
    expect(grandChild.error.errors).toEqual({ parent_id: [TASK_MESSAGE.parentDepth] });
    const updated = await client.api('updateScheduleTask', {
      params: { id: child.data.task.id },
      body: { ...base, name: '搬入', progress: 50, status: 3, scheduled_man_days: '2.5' },
    });
    expect(updated.data.task).toMatchObject({ progress: 50, status: 3, scheduled_man_days: '2.5' });
    const removed = await client.api('deleteScheduleTask', { params: { id: parent.data.task.id } });
    expect(removed.data.deleted_ids.sort()).toEqual([parent.data.task.id, child.data.task.id].sort());
  });

  it('answers bad numbers with the spec messages (422), never 500', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const res = await client.api('createScheduleTask', {
      body: {
        project_id: p.id,
        name: '作業',
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        scheduled_days: '3654',
        scheduled_man_days: '1000',
        actual_days: '１',
      },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      scheduled_days: ['予定日数は3653日(10年)以下で入力してください。'],
      scheduled_man_days: ['予定人工は999.9以下で入力してください。'],
      actual_days: ['半角数字で入力してください。'],
    });
  });
});

describe('schedule status', () => {
  it('confirms a temporary hold and keeps editing allowed', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const res = await client.api('confirmSchedule', { params: { id: p.id } });
    expect(res.data).toEqual({ project_id: p.id, schedule_status: 2 });
    const again = await client.api('confirmSchedule', { params: { id: p.id } });
    expect(again.data.schedule_status).toBe(2);
    const back = await client.api('updateScheduleStatus', {
      params: { id: p.id },
      body: { schedule_status: 1 },
    });
    expect(back.data.schedule_status).toBe(1);
  });
});

/** The member id of a seeded person in a company (山田工務店 unless the partner company is named). */
const memberIdOf = async (email: string, companyName = '株式会社山田工務店') => {
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, email), eq(companies.name, companyName)));
  if (!row) throw new Error(`${email} is not a member of ${companyName}`);
  return row.id;
};

describe('assigning members (partner companies)', () => {
  it('assigns a partner company’s workers on the project beside the company’s own, and the board shows them', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    const partnerForeman = await memberIdOf('partner-shokucho@example.com');
    const partner = await memberIdOf(DEMO_LOGINS.partner.email);
    const manager = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const res = await client.api('createScheduleTask', {
      body: {
        project_id: p.id,
        name: '配管工事',
        start_date: '2026-12-07',
        end_date: '2026-12-09',
        member_ids: [partnerForeman, partner, manager],
      },
    });
    expect(res.status).toBe(200);
    // Partner workers carry their company (the board's avatar tooltip); the company's own people none.
    expect(Object.fromEntries(res.data.task.members.map((m) => [m.name, m.company_name]))).toEqual({
      '木村 誠': '株式会社木村設備',
      '林 勇気': '株式会社木村設備',
      '山田 太郎': null,
    });
    const after = hakata((await board(DEMO_LOGINS.companyManager.email)).data.projects);
    expect(
      taskNamed(after, '配管工事')
        .members.map((m) => m.member_id)
        .sort(),
    ).toEqual([partnerForeman, partner, manager].sort());
    // Editing keeps them; removing one works.
    const edited = await client.api('updateScheduleTask', {
      params: { id: res.data.task.id },
      body: {
        name: '配管工事',
        start_date: '2026-12-07',
        end_date: '2026-12-10',
        member_ids: [partnerForeman],
      },
    });
    expect(edited.data.task.members.map((m) => m.member_id)).toEqual([partnerForeman]);
  });

  it('refuses a company member who is not on the project, an unknown id and another company’s member alike (422)', async () => {
    const { client, data } = await board(DEMO_LOGINS.companyManager.email);
    const p = hakata(data.projects);
    // The salesman works for 山田工務店 but is not on 博多; the partner's own membership is 木村設備's.
    const salesman = await memberIdOf('eigyo@example.com');
    const partnerOwn = await memberIdOf(DEMO_LOGINS.partner.email, '株式会社木村設備');
    const answers = [];
    for (const ids of [[salesman], [2_000_000], [partnerOwn]]) {
      const res = await client.api('createScheduleTask', {
        body: {
          project_id: p.id,
          name: '不正な担当',
          start_date: '2026-12-07',
          end_date: '2026-12-08',
          member_ids: ids,
        },
      });
      answers.push([res.status, res.error.errors]);
    }
    expect(answers).toEqual(
      Array.from({ length: 3 }, () => [422, { member_ids: [TASK_MESSAGE.memberNotAssignable] }]),
    );
    const after = hakata((await board(DEMO_LOGINS.companyManager.email)).data.projects);
    expect(after.tasks.some((t) => t.name === '不正な担当')).toBe(false);
  });
});

describe('company non-working days', () => {
  it('answers the default to a company that never saved one; the manager saves, the partner reads', async () => {
    // The operator's company never saved a calendar; the demo company has the seed's days off only.
    const admin = await loginAsDemo(server, DEMO_LOGINS.systemAdmin.email);
    expect((await admin.api('getWorkCalendar')).data?.calendar).toEqual(DEFAULT_WORK_CALENDAR);
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const first = await manager.api('getWorkCalendar');
    expect(first.data).toEqual({
      calendar: { ...DEFAULT_WORK_CALENDAR, dates: DEMO_COMPANY_DAYS_OFF },
      can_edit: true,
    });
    const saved = await manager.api('updateWorkCalendar', {
      body: {
        weekly_off: [0],
        public_holidays_off: true,
        dates: [
          { date: '2026-12-31', name: '年末年始' },
          { date: '2026-08-13', name: ' お盆 ' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.calendar).toEqual({
      weekly_off: [0],
      public_holidays_off: true,
      dates: [
        { date: '2026-08-13', name: 'お盆' },
        { date: '2026-12-31', name: '年末年始' },
      ],
    });
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const read = await partner.api('getWorkCalendar');
    expect(read.data).toEqual({ calendar: saved.data.calendar, can_edit: false });
    const refused = await partner.api('updateWorkCalendar', {
      body: { weekly_off: [], public_holidays_off: false, dates: [] },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([WORK_CALENDAR_MESSAGE.noPermission]);
    expect((await manager.api('getWorkCalendar')).data.calendar).toEqual(saved.data.calendar);
  });

  it('answers a repeated date with 422 on the row, never 500', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const res = await manager.api('updateWorkCalendar', {
      body: {
        weekly_off: [0, 0],
        public_holidays_off: true,
        dates: [{ date: '2026-12-31' }, { date: '2026-12-31' }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      weekly_off: [WORK_CALENDAR_MESSAGE.weekdayDuplicate],
      dates: { 1: { date: [WORK_CALENDAR_MESSAGE.dateDuplicate] } },
    });
  });
});
