import type { TScheduleProject } from '@genba/api-client';
import { TEMPLATE_MESSAGE } from '@genba/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/** Issue 14's process templates, the task memo and the one-project board (the /talk task-list tab). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const HAKATA = '博多駅前ビル 外装改修工事';

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);

const projectsOf = async (client: Awaited<ReturnType<typeof manager>>, projectId?: number) => {
  const query: Record<string, string> = { offset: '0', limit: '30' };
  if (projectId !== undefined) query.project_id = String(projectId);
  const res = await client.api('getScheduleBoard', { query });
  expect(res.status).toBe(200);
  return res.data.projects as TScheduleProject[];
};

const hakata = async (client: Awaited<ReturnType<typeof manager>>) => {
  const p = (await projectsOf(client)).find((x) => x.case_name === HAKATA);
  if (!p) throw new Error('博多 missing');
  return p;
};

describe('one project on the board', () => {
  it('narrows the board to project_id, and answers an empty page for a project the member may not open', async () => {
    const client = await manager();
    const p = await hakata(client);
    const only = await projectsOf(client, p.id);
    expect(only.map((x) => x.id)).toEqual([p.id]);
    expect(await projectsOf(client, 2_000_000)).toEqual([]);
  });
});

describe('task memo', () => {
  it('keeps a memo and refuses one longer than 100 characters', async () => {
    const client = await manager();
    const p = await hakata(client);
    const body = {
      project_id: p.id,
      name: 'メモ付き作業',
      start_date: '2026-12-01',
      end_date: '2026-12-01',
      memo: '雨天順延',
    };
    const created = await client.api('createScheduleTask', { body });
    expect(created.data.task.memo).toBe('雨天順延');
    const long = await client.api('createScheduleTask', { body: { ...body, memo: 'あ'.repeat(101) } });
    expect(long.status).toBe(422);
    expect(Object.keys(long.error.errors ?? {})).toEqual(['memo']);
    await client.api('deleteScheduleTask', { params: { id: created.data.task.id } });
  });
});

describe('process templates', () => {
  it('saves a project’s tree, applies it shifted to a start date, renames and deletes it', async () => {
    const client = await manager();
    const p = await hakata(client);
    const saved = await client.api('createScheduleTemplate', {
      body: { name: ' 外装標準 ', project_id: p.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.template).toMatchObject({ name: '外装標準', task_count: p.tasks.length });

    const listed = await client.api('listScheduleTemplates');
    expect(listed.data.templates.map((t: { id: number }) => t.id)).toContain(saved.data.template.id);

    // Laid from the project's own first task day + 7: every task moves by the same days.
    const first = [...p.tasks].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
    if (!first) throw new Error('博多 has no tasks');
    const tooLate = await client.api('applyScheduleTemplate', {
      params: { id: saved.data.template.id },
      body: { project_id: p.id, start_date: '2027-01-20' },
    });
    expect(tooLate.status).toBe(422);
    expect(tooLate.error.errors).toEqual({ start_date: [expect.stringContaining('現場の終了日')] });

    const start = new Date(`${first.start_date}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 1);
    const applied = await client.api('applyScheduleTemplate', {
      params: { id: saved.data.template.id },
      body: { project_id: p.id, start_date: start.toISOString().slice(0, 10) },
    });
    expect(applied.status).toBe(200);
    expect(applied.data.tasks).toHaveLength(p.tasks.length);
    const parent = applied.data.tasks.find(
      (t: { name: string; parent_id: number | null }) => t.name === '足場組立',
    );
    if (!parent) throw new Error('足場組立 was not created from the template');
    const subs = applied.data.tasks.filter((t: { parent_id: number | null }) => t.parent_id === parent.id);
    expect(subs.map((t: { name: string }) => t.name).sort()).toEqual(
      ['足場材搬入', '足場検査', '足場組立作業'].sort(),
    );
    const original = p.tasks.find((t) => t.name === '足場組立' && t.parent_id === null);
    expect(parent.end_date > (original?.end_date ?? '')).toBe(true);
    const after = await hakata(client);
    expect(after.tasks).toHaveLength(p.tasks.length * 2);

    const renamed = await client.api('renameScheduleTemplate', {
      params: { id: saved.data.template.id },
      body: { name: '外装 改' },
    });
    expect(renamed.data.template.name).toBe('外装 改');
    const removed = await client.api('deleteScheduleTemplate', { params: { id: saved.data.template.id } });
    expect(removed.data).toEqual({ success: true });
    const gone = await client.api('applyScheduleTemplate', {
      params: { id: saved.data.template.id },
      body: { project_id: p.id, start_date: first.start_date },
    });
    expect(gone.status).toBe(403);
    expect(gone.error.detail).toEqual([TEMPLATE_MESSAGE.notFound]);
    // Clean up the applied tasks for the other tests of this file.
    for (const t of applied.data.tasks.filter((x: { parent_id: number | null }) => x.parent_id === null))
      await client.api('deleteScheduleTask', { params: { id: t.id } });
  });

  it('refuses a blank name and a project without tasks with the messages', async () => {
    const client = await manager();
    const blank = await client.api('createScheduleTemplate', { body: { name: '  ', project_id: 1 } });
    expect(blank.status).toBe(422);
    expect(blank.error.errors).toEqual({ name: [TEMPLATE_MESSAGE.nameRequired] });
    const empty = (await projectsOf(client)).find((x) => x.tasks.length === 0 && x.can_edit);
    if (empty) {
      const res = await client.api('createScheduleTemplate', { body: { name: '空', project_id: empty.id } });
      expect(res.status).toBe(422);
      expect(res.error.errors).toEqual({ project_id: [TEMPLATE_MESSAGE.noTasks] });
    }
  });

  it('lets a partner neither list nor manage templates, nor apply one to a project they may not edit', async () => {
    const client = await manager();
    const p = await hakata(client);
    const saved = await client.api('createScheduleTemplate', {
      body: { name: '協力会社不可', project_id: p.id },
    });
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const answers = await Promise.all([
      partner.api('createScheduleTemplate', { body: { name: 'x', project_id: p.id } }),
      partner.api('renameScheduleTemplate', { params: { id: saved.data.template.id }, body: { name: 'x' } }),
      partner.api('deleteScheduleTemplate', { params: { id: saved.data.template.id } }),
      partner.api('applyScheduleTemplate', {
        params: { id: saved.data.template.id },
        body: { project_id: p.id, start_date: p.start_date },
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    const list = await partner.api('listScheduleTemplates');
    expect(list.status).toBe(403);
    expect(JSON.stringify(list.data ?? {})).not.toContain('協力会社不可');
    await client.api('deleteScheduleTemplate', { params: { id: saved.data.template.id } });
  });
});
