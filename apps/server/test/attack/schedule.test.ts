import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, scheduleTasks } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Issue 14's schedule routes under attack over real HTTP: company A's manager
 * names company B's project and task every way the schedule calls allow, and
 * a cross-site page tries to move a task. Nothing is read or written.
 */
let server: AttackServer;
let foreignProjectId = 0;
let foreignTaskId = 0;
beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  const [foreign] = await db.select().from(projects).where(eq(projects.caseName, '木村設備 倉庫配管更新'));
  if (!foreign) throw new Error('seed data missing');
  foreignProjectId = foreign.id;
  const [task] = await db
    .insert(scheduleTasks)
    .values({
      companyId: foreign.companyId,
      projectId: foreign.id,
      name: '配管撤去',
      startDate: '2026-11-02',
      endDate: '2026-11-06',
    })
    .returning();
  if (!task) throw new Error('foreign task not created');
  foreignTaskId = task.id;
});
afterAll(async () => {
  await server.close();
});

const { companyManager } = DEMO_LOGINS;

const manager = async () => {
  const browser = createBrowser(server.baseUrl);
  await browser.login(companyManager.email, companyManager.password);
  return browser;
};

const foreignTaskDates = async () => {
  const [row] = await server.database.db
    .select()
    .from(scheduleTasks)
    .where(eq(scheduleTasks.id, foreignTaskId));
  return row ? [row.startDate, row.endDate, row.name] : [];
};

describe('schedule tenancy', () => {
  it('never lists another company’s projects on the board', async () => {
    const browser = await manager();
    const res = await browser.api('getScheduleBoard', { query: '?offset=0&limit=30' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('木村設備 倉庫配管更新');
    expect(res.text).not.toContain('配管撤去');
  });

  it('refuses moving, editing and deleting another company’s task (403) and leaves it untouched', async () => {
    const browser = await manager();
    const fields = { name: '乗っ取り', start_date: '2026-11-03', end_date: '2026-11-04' };
    const answers = await Promise.all([
      browser.api('moveScheduleTasks', {
        body: { changes: [{ id: foreignTaskId, start_date: '2026-11-03', end_date: '2026-11-07' }] },
      }),
      browser.api('updateScheduleTask', { params: { id: foreignTaskId }, body: fields }),
      browser.api('deleteScheduleTask', { params: { id: foreignTaskId } }),
      browser.api('createScheduleTask', {
        body: { ...fields, project_id: foreignProjectId, parent_id: null },
      }),
      browser.api('createScheduleTask', {
        body: { ...fields, project_id: foreignProjectId, parent_id: foreignTaskId },
      }),
      browser.api('confirmSchedule', { params: { id: foreignProjectId } }),
      browser.api('updateScheduleStatus', { params: { id: foreignProjectId }, body: { schedule_status: 2 } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await foreignTaskDates()).toEqual(['2026-11-02', '2026-11-06', '配管撤去']);
  });

  it('refuses a move sent from a foreign site (CSRF)', async () => {
    const browser = await manager();
    const res = await browser.api('moveScheduleTasks', {
      body: { changes: [{ id: foreignTaskId, start_date: '2026-11-03', end_date: '2026-11-07' }] },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses anonymous board reads (401)', async () => {
    const res = await createBrowser(server.baseUrl).api('getScheduleBoard');
    expect(res.status).toBe(401);
  });
});
