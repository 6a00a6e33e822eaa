import type { TGetScheduleBoardResponse, TScheduleTask } from '@genba/api-client';
import { defineExamples, type ExampleContext } from './types.ts';

/** A seeded task the manager may edit (the board's first project with tasks). */
const seededTask = async (ctx: ExampleContext): Promise<TScheduleTask> => {
  const answer = await ctx.send('getScheduleBoard', { query: { offset: 0, limit: 30 } });
  const board = answer.body as TGetScheduleBoardResponse;
  const task = board.projects.flatMap((p) => p.tasks).find((t) => t.parent_id === null);
  if (!task) throw new Error('contract: the seed has no schedule task');
  return task;
};

/** A template saved from the seeded project's tasks (for the calls that name one). */
const savedTemplate = async (ctx: ExampleContext): Promise<number> => {
  const t = await seededTask(ctx);
  const answer = await ctx.send('createScheduleTemplate', {
    body: { name: '契約テスト', project_id: t.project_id },
  });
  return (answer.body as { template: { id: number } }).template.id;
};

const fieldsOf = (t: TScheduleTask) => ({
  name: t.name,
  start_date: t.start_date,
  end_date: t.end_date,
  status: t.status,
  progress: t.progress,
  color: t.color,
  member_ids: t.members.map((m) => m.member_id),
});

/** Schedule calls (issue 14; designed paths). */
export const scheduleExamples = defineExamples({
  getScheduleBoard: {
    valid: () => ({ query: { offset: 0, limit: 30 } }),
    invalid: () => ({ request: { query: { limit: '31' } }, status: 422 }),
  },
  createScheduleTask: {
    valid: async (ctx) => {
      const t = await seededTask(ctx);
      return { body: { ...fieldsOf(t), name: '契約テスト作業', project_id: t.project_id, parent_id: t.id } };
    },
    invalid: () => ({
      request: { body: { project_id: 1, name: '', start_date: '2026-11-02', end_date: '2026-11-01' } },
      status: 422,
    }),
  },
  updateScheduleTask: {
    valid: async (ctx) => {
      const t = await seededTask(ctx);
      return { params: { id: t.id }, body: fieldsOf(t) };
    },
    invalid: () => ({
      request: {
        params: { id: 1 },
        body: { name: 'x', start_date: '2026-11-02', end_date: '2026-11-02', scheduled_days: '3654' },
      },
      status: 422,
    }),
  },
  deleteScheduleTask: {
    valid: async (ctx) => {
      const t = await seededTask(ctx);
      const created = await ctx.send('createScheduleTask', {
        body: { ...fieldsOf(t), name: '削除する作業', project_id: t.project_id, parent_id: null },
      });
      const id = (created.body as { task: { id: number } }).task.id;
      return { params: { id } };
    },
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  moveScheduleTasks: {
    valid: async (ctx) => {
      const t = await seededTask(ctx);
      return { body: { changes: [{ id: t.id, start_date: t.start_date, end_date: t.end_date }] } };
    },
    invalid: () => ({ request: { body: { changes: [] } }, status: 422 }),
  },
  updateScheduleStatus: {
    valid: async (ctx) => ({
      params: { id: (await seededTask(ctx)).project_id },
      body: { schedule_status: 1 },
    }),
    invalid: () => ({ request: { params: { id: 1 }, body: { schedule_status: 4 } }, status: 422 }),
  },
  confirmSchedule: {
    valid: async (ctx) => ({ params: { id: (await seededTask(ctx)).project_id } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  listScheduleTemplates: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  createScheduleTemplate: {
    valid: async (ctx) => ({ body: { name: '契約テスト', project_id: (await seededTask(ctx)).project_id } }),
    invalid: () => ({ request: { body: { name: '', project_id: 1 } }, status: 422 }),
  },
  renameScheduleTemplate: {
    valid: async (ctx) => ({ params: { id: await savedTemplate(ctx) }, body: { name: '改名' } }),
    invalid: () => ({ request: { params: { id: 1 }, body: { name: 'あ'.repeat(21) } }, status: 422 }),
  },
  deleteScheduleTemplate: {
    valid: async (ctx) => ({ params: { id: await savedTemplate(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  applyScheduleTemplate: {
    valid: async (ctx) => {
      const t = await seededTask(ctx);
      return {
        params: { id: await savedTemplate(ctx) },
        body: { project_id: t.project_id, start_date: t.start_date },
      };
    },
    invalid: () => ({
      request: { params: { id: 1 }, body: { project_id: 1, start_date: '2026-02-30' } },
      status: 422,
    }),
  },
  getWorkCalendar: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  updateWorkCalendar: {
    valid: () => ({
      body: { weekly_off: [0], public_holidays_off: true, dates: [{ date: '2026-12-31', name: '年末年始' }] },
    }),
    invalid: () => ({
      request: { body: { weekly_off: [7], public_holidays_off: true, dates: [] } },
      status: 422,
    }),
  },
});
