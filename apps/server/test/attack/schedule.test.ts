import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  members,
  projects,
  scheduleCalendars,
  scheduleTasks,
  scheduleTemplates,
  scheduleTemplateTasks,
} from '../../src/db/schema/index.ts';
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
let foreignTemplateId = 0;
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
  const [template] = await db
    .insert(scheduleTemplates)
    .values({ companyId: foreign.companyId, name: '木村標準' })
    .returning();
  if (!template) throw new Error('foreign template not created');
  foreignTemplateId = template.id;
  await db
    .insert(scheduleTemplateTasks)
    .values({ templateId: template.id, name: '配管撤去', offsetDays: 0, durationDays: 3 });
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

  it('never shows, renames, deletes or applies another company’s template, nor applies one to its project', async () => {
    const browser = await manager();
    const list = await browser.api('listScheduleTemplates');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('木村標準');
    const hakata = await browser.api('getScheduleBoard', { query: '?offset=0&limit=30' });
    const ownProject = (JSON.parse(hakata.text) as { projects: { id: number }[] }).projects[0];
    if (!ownProject) throw new Error('the manager has no project');
    const answers = await Promise.all([
      browser.api('renameScheduleTemplate', {
        params: { id: foreignTemplateId },
        body: { name: '乗っ取り' },
      }),
      browser.api('deleteScheduleTemplate', { params: { id: foreignTemplateId } }),
      browser.api('applyScheduleTemplate', {
        params: { id: foreignTemplateId },
        body: { project_id: ownProject.id, start_date: '2026-12-01' },
      }),
      browser.api('createScheduleTemplate', { body: { name: '盗む', project_id: foreignProjectId } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    const [still] = await server.database.db
      .select()
      .from(scheduleTemplates)
      .where(eq(scheduleTemplates.id, foreignTemplateId));
    expect(still?.name).toBe('木村標準');
    const made = await server.database.db
      .select()
      .from(scheduleTasks)
      .where(eq(scheduleTasks.projectId, ownProject.id));
    expect(made.some((t) => t.name === '配管撤去')).toBe(false);
  });

  it('refuses another company’s member on a task exactly like an unknown id (422), and stores nothing', async () => {
    const browser = await manager();
    const db = server.database.db;
    const [foreign] = await db.select().from(projects).where(eq(projects.caseName, '木村設備 倉庫配管更新'));
    const [outsider] = await db
      .select()
      .from(members)
      .where(eq(members.companyId, foreign?.companyId ?? 0));
    if (!outsider) throw new Error('the other company has no member');
    const board = await browser.api('getScheduleBoard', { query: '?offset=0&limit=30' });
    const own = (JSON.parse(board.text) as { projects: { id: number }[] }).projects[0];
    if (!own) throw new Error('the manager has no project');
    const attempt = (id: number) =>
      browser.api('createScheduleTask', {
        body: {
          name: '他社の担当',
          start_date: '2026-12-01',
          end_date: '2026-12-02',
          project_id: own.id,
          parent_id: null,
          member_ids: [id],
        },
      });
    const [foreignAnswer, unknownAnswer] = [await attempt(outsider.id), await attempt(2_000_000)];
    expect(foreignAnswer.status).toBe(422);
    expect(foreignAnswer.text).toBe(unknownAnswer.text);
    const made = await db.select().from(scheduleTasks).where(eq(scheduleTasks.name, '他社の担当'));
    expect(made).toEqual([]);
  });

  it('refuses a calendar write sent from a foreign site (CSRF) and stores nothing', async () => {
    const browser = await manager();
    const res = await browser.api('updateWorkCalendar', {
      body: { weekly_off: [], public_holidays_off: false, dates: [] },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await server.database.db.select().from(scheduleCalendars)).toEqual([]);
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
