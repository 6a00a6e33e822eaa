import type { DatedTemplateTask, TemplateTask } from '@genba/validators';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleTasks, scheduleTemplates, scheduleTemplateTasks } from '../../db/schema/index.ts';
import type { TaskRow } from './queries.ts';

/** Process-template reads and writes (issue 14): handlers in templates.ts call these. */

export type TemplateRow = typeof scheduleTemplates.$inferSelect;
export type TemplateSummary = TemplateRow & { taskCount: number; spanDays: number };

const summaries = async (db: Db, rows: readonly TemplateRow[]): Promise<TemplateSummary[]> => {
  if (rows.length === 0) return [];
  const tasks = await db
    .select({
      templateId: scheduleTemplateTasks.templateId,
      offsetDays: scheduleTemplateTasks.offsetDays,
      durationDays: scheduleTemplateTasks.durationDays,
    })
    .from(scheduleTemplateTasks)
    .where(
      inArray(
        scheduleTemplateTasks.templateId,
        rows.map((r) => r.id),
      ),
    );
  const stats = new Map<number, { taskCount: number; spanDays: number }>();
  for (const t of tasks) {
    const s = stats.get(t.templateId) ?? { taskCount: 0, spanDays: 0 };
    s.taskCount += 1;
    s.spanDays = Math.max(s.spanDays, t.offsetDays + t.durationDays);
    stats.set(t.templateId, s);
  }
  return rows.map((r) => ({ ...r, ...(stats.get(r.id) ?? { taskCount: 0, spanDays: 0 }) }));
};

export const listTemplates = async (db: Db, companyId: number): Promise<TemplateSummary[]> =>
  summaries(
    db,
    await db
      .select()
      .from(scheduleTemplates)
      .where(eq(scheduleTemplates.companyId, companyId))
      .orderBy(desc(scheduleTemplates.updatedAt), desc(scheduleTemplates.id)),
  );

export const countTemplates = async (db: Db, companyId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(scheduleTemplates)
    .where(eq(scheduleTemplates.companyId, companyId));
  return row?.n ?? 0;
};

/** A template of the company, or undefined (another company's answers the same: no probing). */
export const findTemplate = async (
  db: Db,
  companyId: number,
  id: number,
): Promise<TemplateRow | undefined> => {
  const [row] = await db
    .select()
    .from(scheduleTemplates)
    .where(and(eq(scheduleTemplates.id, id), eq(scheduleTemplates.companyId, companyId)));
  return row;
};

export const summaryOf = async (db: Db, row: TemplateRow): Promise<TemplateSummary> => {
  const [s] = await summaries(db, [row]);
  if (!s) throw new Error('schedule: template summary missing');
  return s;
};

/** Inserts the template and its tasks (parents first, so sub-tasks can name their new parent id). */
export const insertTemplate = (
  db: Db,
  input: { companyId: number; name: string; createdBy: number; tasks: readonly TemplateTask[] },
): Promise<TemplateRow> =>
  db.transaction(async (tx) => {
    const [template] = await tx
      .insert(scheduleTemplates)
      .values({ companyId: input.companyId, name: input.name, createdBy: input.createdBy })
      .returning();
    if (!template) throw new Error('schedule: template was not inserted');
    const idOfKey = new Map<number, number>();
    const insertLevel = async (level: readonly TemplateTask[]) => {
      if (level.length === 0) return;
      const rows = await tx
        .insert(scheduleTemplateTasks)
        .values(
          level.map((t) => ({
            templateId: template.id,
            parentId: t.parent_key === null ? null : (idOfKey.get(t.parent_key) ?? null),
            name: t.name,
            offsetDays: t.offset_days,
            durationDays: t.duration_days,
            color: t.color,
            scheduledDays: t.scheduled_days,
            scheduledManDays: t.scheduled_man_days,
            memo: t.memo,
            sort: input.tasks.indexOf(t),
          })),
        )
        .returning({ id: scheduleTemplateTasks.id });
      rows.forEach((r, i) => {
        const key = level[i]?.key;
        if (key !== undefined) idOfKey.set(key, r.id);
      });
    };
    await insertLevel(input.tasks.filter((t) => t.parent_key === null));
    await insertLevel(input.tasks.filter((t) => t.parent_key !== null));
    return template;
  });

export const renameTemplate = async (db: Db, id: number, name: string): Promise<TemplateRow> => {
  const [row] = await db
    .update(scheduleTemplates)
    .set({ name, updatedAt: new Date() })
    .where(eq(scheduleTemplates.id, id))
    .returning();
  if (!row) throw new Error('schedule: template was not renamed');
  return row;
};

export const deleteTemplate = async (db: Db, id: number): Promise<void> => {
  await db.delete(scheduleTemplates).where(eq(scheduleTemplates.id, id));
};

/** The template's tasks in the pure module's shape (key = the template task's id). */
export const listTemplateTasks = async (db: Db, templateId: number): Promise<TemplateTask[]> => {
  const rows = await db
    .select()
    .from(scheduleTemplateTasks)
    .where(eq(scheduleTemplateTasks.templateId, templateId))
    .orderBy(asc(scheduleTemplateTasks.sort), asc(scheduleTemplateTasks.id));
  return rows.map((r) => ({
    key: r.id,
    parent_key: r.parentId,
    name: r.name,
    offset_days: r.offsetDays,
    duration_days: r.durationDays,
    color: r.color,
    scheduled_days: r.scheduledDays,
    scheduled_man_days: r.scheduledManDays,
    memo: r.memo,
  }));
};

/** Creates the dated template tasks on a project after its own tasks, in one transaction. */
export const insertTasksFromTemplate = (
  db: Db,
  input: { companyId: number; projectId: number; sortFrom: number; tasks: readonly DatedTemplateTask[] },
): Promise<TaskRow[]> =>
  db.transaction(async (tx) => {
    const idOfKey = new Map<number, number>();
    const out: TaskRow[] = [];
    const insertLevel = async (level: readonly DatedTemplateTask[]) => {
      if (level.length === 0) return;
      const rows = await tx
        .insert(scheduleTasks)
        .values(
          level.map((t) => ({
            companyId: input.companyId,
            projectId: input.projectId,
            parentId: t.parent_key === null ? null : (idOfKey.get(t.parent_key) ?? null),
            name: t.name,
            startDate: t.start_date,
            endDate: t.end_date,
            color: t.color,
            scheduledDays: t.scheduled_days,
            scheduledManDays: t.scheduled_man_days,
            memo: t.memo,
            sort: input.sortFrom + input.tasks.indexOf(t),
          })),
        )
        .returning();
      rows.forEach((r, i) => {
        const key = level[i]?.key;
        if (key !== undefined) idOfKey.set(key, r.id);
        out.push(r);
      });
    };
    await insertLevel(input.tasks.filter((t) => t.parent_key === null));
    await insertLevel(input.tasks.filter((t) => t.parent_key !== null));
    return out;
  });
