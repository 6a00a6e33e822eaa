import {
  AUTH_ID,
  TEMPLATE_LIMIT,
  TEMPLATE_MESSAGE,
  type TemplateSourceTask,
  taskPeriodIssues,
  tasksFromTemplate,
  templateFromTasks,
} from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { type Actor, requireEditableProject, wireTasks } from './guards.ts';
import { listProjectTasks } from './queries.ts';
import {
  countTemplates,
  deleteTemplate,
  findTemplate,
  insertTasksFromTemplate,
  insertTemplate,
  listTemplates,
  listTemplateTasks,
  renameTemplate,
  summaryOf,
  type TemplateSummary,
} from './templateQueries.ts';

/**
 * Process templates (issue 14; designed calls, see the catalogue): save a
 * project's task tree, list, rename, delete, and lay one onto a project from
 * a start date. The tree maths is @genba/validators' (templateFromTasks,
 * tasksFromTemplate); tenancy and rights are decided here.
 */

const wireTemplate = (t: TemplateSummary) => ({
  id: t.id,
  name: t.name,
  task_count: t.taskCount,
  span_days: t.spanDays,
  updated_at: t.updatedAt.toISOString(),
});

/** Company and office managers manage the company's templates (those who may open the site-master settings). */
const mayManageTemplates = (actor: Actor): boolean =>
  actor.member.authId === AUTH_ID.companyManager || actor.member.authId === AUTH_ID.officeManager;

/** Partner-company members acting in the company (cooperation, partner foreman) do not see its templates. */
const mayReadTemplates = (actor: Actor): boolean =>
  actor.member.authId !== AUTH_ID.cooperation && actor.member.authId !== AUTH_ID.partnerForeman;

/** A template of the caller's company that the caller may manage; an unknown id and a foreign one answer alike. */
const requireManagedTemplate = async (db: Db, actor: Actor, id: number) => {
  if (!mayManageTemplates(actor)) throw forbidden(TEMPLATE_MESSAGE.noPermission);
  const template = await findTemplate(db, actor.company.id, id);
  if (!template) throw forbidden(TEMPLATE_MESSAGE.notFound);
  return template;
};

export const scheduleTemplateRoutes = [
  implement('listScheduleTemplates', async ({ db, member, company }) => {
    if (!mayReadTemplates({ member, company })) throw forbidden(TEMPLATE_MESSAGE.noPermission);
    return { templates: (await listTemplates(db, company.id)).map(wireTemplate) };
  }),

  implement('createScheduleTemplate', async ({ db, member, company, body }) => {
    const actor = { member, company };
    if (!mayManageTemplates(actor)) throw forbidden(TEMPLATE_MESSAGE.noPermission);
    await requireEditableProject(db, actor, body.project_id);
    const rows = await listProjectTasks(db, [body.project_id]);
    if (rows.length === 0) throw validationFailed({ project_id: [TEMPLATE_MESSAGE.noTasks] });
    if (rows.length > TEMPLATE_LIMIT.tasks)
      throw validationFailed({ project_id: [TEMPLATE_MESSAGE.tooManyTasks] });
    if ((await countTemplates(db, company.id)) >= TEMPLATE_LIMIT.perCompany)
      throw validationFailed({ name: [TEMPLATE_MESSAGE.tooManyTemplates] });
    const source: TemplateSourceTask[] = rows.map((r) => ({
      id: r.id,
      parent_id: r.parentId,
      name: r.name,
      start_date: r.startDate,
      end_date: r.endDate,
      color: r.color,
      scheduled_days: r.scheduledDays,
      scheduled_man_days: r.scheduledManDays,
      memo: r.memo,
    }));
    const template = await insertTemplate(db, {
      companyId: company.id,
      name: body.name,
      createdBy: member.id,
      tasks: templateFromTasks(source),
    });
    return { template: wireTemplate(await summaryOf(db, template)) };
  }),

  implement('renameScheduleTemplate', async ({ db, member, company, params, body }) => {
    const template = await requireManagedTemplate(db, { member, company }, params.id);
    const renamed = await renameTemplate(db, template.id, body.name);
    return { template: wireTemplate(await summaryOf(db, renamed)) };
  }),

  implement('deleteScheduleTemplate', async ({ db, member, company, params }) => {
    const template = await requireManagedTemplate(db, { member, company }, params.id);
    await deleteTemplate(db, template.id);
    return { success: true };
  }),

  implement('applyScheduleTemplate', async ({ db, member, company, params, body }) => {
    const actor = { member, company };
    if (!mayReadTemplates(actor)) throw forbidden(TEMPLATE_MESSAGE.noPermission);
    const template = await findTemplate(db, company.id, params.id);
    if (!template) throw forbidden(TEMPLATE_MESSAGE.notFound);
    const project = await requireEditableProject(db, actor, body.project_id);
    const dated = tasksFromTemplate(await listTemplateTasks(db, template.id), body.start_date);
    if (dated.length === 0) throw validationFailed({ start_date: [TEMPLATE_MESSAGE.noTasks] });
    // Core §5: the project period contains every task; the first breach is reported on start_date,
    // the field the user chose (the template's own dates are not fields of this form).
    for (const t of dated) {
      const issues = taskPeriodIssues(t, { start_date: project.startDate, end_date: project.endDate });
      const message = issues.start_date ?? issues.end_date;
      if (message) throw validationFailed({ start_date: [message] });
    }
    const existing = await listProjectTasks(db, [project.id]);
    const sortFrom = existing.reduce((max, t) => Math.max(max, t.sort), 0) + 1;
    const rows = await insertTasksFromTemplate(db, {
      companyId: company.id,
      projectId: project.id,
      sortFrom,
      tasks: dated,
    });
    return { tasks: await wireTasks(db, rows) };
  }),
];
