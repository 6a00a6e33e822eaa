import type { ExampleContext } from './types.ts';
import { defineExamples, foreignCompany } from './types.ts';

/** Each prepared daily gets its own day, so examples never collide on (site, member, day). */
let nextDay = 0;
const freshDate = () => {
  nextDay += 1;
  const d = new Date(Date.UTC(2026, 0, 1 + nextDay));
  return d.toISOString().slice(0, 10);
};

const entryFor = (ctx: ExampleContext, date = freshDate()) => ({
  attendance_field_id: ctx.ids.fieldId,
  member_id: ctx.ids.memberId,
  daily_date: date,
  weather: '晴れ',
  temperature: 12.5,
  humidity: null,
  attendance_start: '08:00',
  leave_work: '17:00',
  rest_minutes: 60,
  work_contents: '外壁 下地補修',
  memo: '',
  attendance_record_work_details: [{ work_content: '下地補修', start_time: '08:00', end_time: '12:00' }],
  delete_attendance_record_work_details: [],
  picture_ids: [],
  site_member_ids: [],
  partner_workers: [{ company_name: '株式会社木村設備', worker_count: 2 }],
});

/** Creates a daily through the API (a preparatory call) and answers its id. */
const preparedDaily = async (ctx: ExampleContext): Promise<number> => {
  const answer = await ctx.send('createDaily', { body: { daily: [entryFor(ctx)] } });
  const body = answer.body as { dailies?: { id: number }[] };
  const id = body.dailies?.[0]?.id;
  if (id === undefined) throw new Error(`createDaily did not prepare a daily: ${answer.text}`);
  return id;
};

/** Daily calls (talk §7 "Daily"); the weather call is with the external examples. */
export const dailyExamples = defineExamples({
  getMemberProjects: {
    valid: (ctx) => ({ params: { id: ctx.ids.memberId } }),
    invalid: () => ({ request: { params: { id: 'me' } }, status: 422 }),
  },
  getCompanyProjects: {
    valid: (ctx) => ({ params: { id: ctx.ids.companyId } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  daily_management: {
    valid: () => ({ query: { date_from: '2026-01-01', date_to: '2026-12-31' } }),
    invalid: () => ({ request: { query: { date_from: '2026/01/01', date_to: '2026-12-31' } }, status: 422 }),
  },
  createDaily: {
    valid: (ctx) => ({ body: { daily: [entryFor(ctx)] } }),
    invalid: (ctx) => ({
      request: { body: { daily: [{ ...entryFor(ctx), humidity: 101 }] } },
      status: 422,
    }),
  },
  proxyRegist: {
    valid: (ctx) => ({ body: { daily: [entryFor(ctx)] } }),
    invalid: () => ({ request: { body: { daily: [] } }, status: 422 }),
  },
  updateDailyData: {
    valid: async (ctx) => {
      const id = await preparedDaily(ctx);
      return { params: { id }, body: { ...entryFor(ctx), work_contents: '更新' } };
    },
    invalid: (ctx) => ({
      request: {
        params: { id: 1 },
        body: {
          ...entryFor(ctx),
          attendance_record_work_details: Array(11).fill({
            work_content: 'x',
            start_time: null,
            end_time: null,
          }),
        },
      },
      status: 422,
    }),
  },
  updateMultiDailyData: {
    valid: async (ctx) => {
      const id = await preparedDaily(ctx);
      return { body: { daily: [{ ...entryFor(ctx), id, memo: '一括更新' }] } };
    },
    invalid: () => ({ request: { body: { daily: 'all' } }, status: 422 }),
  },
  deleteDaily: {
    valid: async (ctx) => ({ params: { id: await preparedDaily(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  getDaily: {
    valid: async (ctx) => ({ params: { id: await preparedDaily(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  daily_management_post_bbs_message: {
    valid: async (ctx) => ({
      body: { daily_id: await preparedDaily(ctx), chatroom_id: ctx.ids.projectRoomId },
    }),
    invalid: () => ({ request: { body: { daily_id: 1 } }, status: 422 }),
  },
  daily_management_confirm: {
    valid: async (ctx) => ({ body: { daily_ids: [await preparedDaily(ctx)], confirm: 1 } }),
    invalid: () => ({ request: { body: { daily_ids: [1], confirm: 2 } }, status: 422 }),
  },
  daily_management_editing_post: {
    valid: async (ctx) => ({ body: { daily_id: await preparedDaily(ctx) } }),
    invalid: () => ({ request: { body: {} }, status: 422 }),
  },
  daily_management_editing: {
    valid: async (ctx) => ({ query: { daily_id: await preparedDaily(ctx) } }),
    invalid: () => ({ request: { query: { daily_id: 'lock' } }, status: 422 }),
  },
  copy_previous_daily: {
    valid: (ctx) => ({
      query: { attendance_field_id: ctx.ids.fieldId, member_id: ctx.ids.memberId, daily_date: '2026-11-01' },
    }),
    invalid: () => ({ request: { query: { attendance_field_id: 1 } }, status: 422 }),
  },
  exists_attendance: {
    valid: (ctx) => ({ query: { member_id: ctx.ids.memberId, work_date: '2026-11-01' } }),
    invalid: () => ({ request: { query: { member_id: 1, work_date: '昨日' } }, status: 422 }),
  },
  check_project_daily: {
    valid: (ctx) => ({ query: { attendance_field_id: ctx.ids.fieldId, daily_date: '2026-11-01' } }),
    invalid: () => ({ request: { query: { daily_date: '2026-11-01' } }, status: 422 }),
  },
  dailyMessageDisplay: {
    valid: () => ({ body: { daily_message_display: 0 } }),
    invalid: () => ({ request: { body: { daily_message_display: 3 } }, status: 422 }),
  },
});

/** Attendance, change requests, month lock and totals (designed calls, catalogue/attendance.ts). */
export const attendanceExamples = defineExamples({
  getAttendanceToday: { valid: () => ({}), invalid: foreignCompany },
  getAttendanceMonth: {
    valid: () => ({ query: { month: '2026-01' } }),
    invalid: () => ({ request: { query: { month: '2026-13' } }, status: 422 }),
  },
  attendanceClock: {
    valid: (ctx) => ({ body: { action: 'attendance_start', attendance_field_id: ctx.ids.fieldId } }),
    invalid: (ctx) => ({
      request: { body: { action: 'lunch', attendance_field_id: ctx.ids.fieldId } },
      status: 422,
    }),
  },
  attendanceChangeRequest: {
    valid: async (ctx) => {
      const id = await preparedDaily(ctx);
      const daily = (await ctx.send('daily_management', {
        query: { date_from: '2026-01-01', date_to: '2026-12-31' },
      })) as { body: { dailies: { id: number; attendance: { id: number } | null }[] } };
      const record = daily.body.dailies.find((d) => d.id === id)?.attendance?.id ?? 0;
      return {
        params: { id: record },
        body: { attendance_start: '07:30', leave_work: '17:00', rest_minutes: 60, reason: '打刻漏れ' },
      };
    },
    invalid: () => ({
      request: {
        params: { id: 1 },
        body: { attendance_start: '7時', leave_work: null, rest_minutes: 0, reason: '' },
      },
      status: 422,
    }),
  },
  getAttendanceChangeRequests: {
    valid: () => ({ query: { state: 'pending' } }),
    invalid: () => ({ request: { query: { state: 'maybe' } }, status: 422 }),
  },
  reviewAttendanceChangeRequest: {
    valid: async (ctx) => {
      const list = (await ctx.send('getAttendanceChangeRequests', { query: { state: 'pending' } })) as {
        body: { requests: { id: number }[] };
      };
      const id = list.body.requests[0]?.id;
      if (id === undefined) throw new Error('no pending change request to review');
      return { params: { id }, body: { approve: 1, comment: '承認' } };
    },
    invalid: () => ({ request: { params: { id: 1 }, body: { approve: 'yes' } }, status: 422 }),
  },
  attendanceMonthLock: {
    valid: () => ({ body: { month: '2025-01', locked: 0 } }),
    invalid: () => ({ request: { body: { month: '2025/01', locked: 1 } }, status: 422 }),
  },
  getAggregate: {
    valid: () => ({ query: { start_date: '2026-01-01', end_date: '2026-03-31' } }),
    invalid: () => ({
      request: { query: { start_date: '2026-03-31', end_date: '2026-01-01' } },
      status: 422,
    }),
  },
  exportAggregate: {
    valid: () => ({ query: { start_date: '2026-01-01', end_date: '2026-03-31', format: 'xlsx' } }),
    invalid: () => ({
      request: { query: { start_date: '2025-01-01', end_date: '2026-03-31' } },
      status: 422,
    }),
  },
});
