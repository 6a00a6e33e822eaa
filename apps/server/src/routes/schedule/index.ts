import {
  confirmScheduleStatus,
  descendantIds,
  expandDateChanges,
  SCHEDULE_STATUS,
  type ScheduleStatus,
  TASK_MESSAGE,
} from '@genba/validators';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { scheduleCalendarRoutes } from './calendar.ts';
import {
  mayEdit,
  requireAssignableMembers,
  requireEditableProject,
  requireInPeriod,
  requireTask,
  wireTasks,
} from './guards.ts';
import {
  deleteTask,
  findTask,
  findTasks,
  insertTask,
  listBoardProjects,
  listProjectTasks,
  listScheduleStatuses,
  listTaskMembers,
  listTasksOfProjects,
  loadRightsContext,
  type ProjectRow,
  setScheduleStatus,
  type TaskRow,
  updateTask,
  updateTaskDates,
} from './queries.ts';
import { scheduleTemplateRoutes } from './templates.ts';
import { membersByTask, toWireProject } from './wire.ts';

/**
 * The schedule feature's routes (issue 14), declared from their catalogue
 * entries: tenancy and core §6 task rights here, reads and writes in
 * queries.ts, wire shapes in wire.ts (docs/adr/006).
 */

const statusAnswer = (projectId: number, status: ScheduleStatus) => ({
  project_id: projectId,
  schedule_status: status,
});

export const scheduleRoutes = [
  ...scheduleTemplateRoutes,
  ...scheduleCalendarRoutes,
  implement('getScheduleBoard', async ({ db, member, company, query }) => {
    const { rows, total } = await listBoardProjects(db, { member, company }, query);
    const ids = rows.map((p) => p.id);
    const [tasks, statuses, rights] = await Promise.all([
      listTasksOfProjects(db, ids),
      listScheduleStatuses(db, ids),
      loadRightsContext(db, member.id, ids),
    ]);
    const members = membersByTask(
      await listTaskMembers(
        db,
        tasks.map((t) => t.id),
      ),
    );
    const byProject = new Map<number, TaskRow[]>();
    for (const t of tasks) {
      const list = byProject.get(t.projectId) ?? [];
      list.push(t);
      byProject.set(t.projectId, list);
    }
    return {
      projects: rows.map((p) =>
        toWireProject(
          p,
          byProject.get(p.id) ?? [],
          members,
          statuses.get(p.id),
          mayEdit({ member, company }, p, rights),
        ),
      ),
      total,
      offset: query.offset,
      limit: query.limit,
    };
  }),

  implement('createScheduleTask', async ({ db, member, company, body }) => {
    const actor = { member, company };
    const project = await requireEditableProject(db, actor, body.project_id);
    if (body.parent_id !== null) {
      const parent = await findTask(db, body.parent_id);
      if (!parent || parent.projectId !== project.id)
        throw validationFailed({ parent_id: [TASK_MESSAGE.parentNotFound] });
      if (parent.parentId !== null) throw validationFailed({ parent_id: [TASK_MESSAGE.parentDepth] });
    }
    requireInPeriod(project, body);
    const memberIds = await requireAssignableMembers(db, {
      companyId: company.id,
      projectId: project.id,
      ids: body.member_ids,
    });
    const row = await insertTask(db, {
      companyId: company.id,
      projectId: project.id,
      parentId: body.parent_id,
      fields: body,
      memberIds,
    });
    const [task] = await wireTasks(db, [row]);
    if (!task) throw new Error('schedule: created task missing');
    return { task };
  }),

  implement('updateScheduleTask', async ({ db, member, company, params, body }) => {
    const actor = { member, company };
    const existing = await requireTask(db, actor, params.id);
    const project = await requireEditableProject(db, actor, existing.projectId);
    requireInPeriod(project, body);
    const memberIds = await requireAssignableMembers(db, {
      companyId: company.id,
      projectId: project.id,
      ids: body.member_ids,
      keep: (await listTaskMembers(db, [existing.id])).map((m) => m.memberId),
    });
    const row = await updateTask(db, existing.id, body, memberIds);
    const [task] = await wireTasks(db, [row]);
    if (!task) throw new Error('schedule: updated task missing');
    return { task };
  }),

  implement('deleteScheduleTask', async ({ db, member, company, params }) => {
    const actor = { member, company };
    const existing = await requireTask(db, actor, params.id);
    await requireEditableProject(db, actor, existing.projectId);
    const tree = await listProjectTasks(db, [existing.projectId]);
    const children = descendantIds(
      tree.map((t) => ({ id: t.id, parent_id: t.parentId, start_date: t.startDate, end_date: t.endDate })),
      existing.id,
    );
    await deleteTask(db, existing.id, children);
    return { success: true, deleted_ids: [existing.id, ...children] };
  }),

  implement('moveScheduleTasks', async ({ db, member, company, body }) => {
    const actor = { member, company };
    const requested = await findTasks(
      db,
      body.changes.map((c) => c.id),
    );
    if (requested.length !== new Set(body.changes.map((c) => c.id)).size)
      throw forbidden(TENANCY_MESSAGES.field);
    const projectIds = [...new Set(requested.map((t) => t.projectId))];
    const projectsById = new Map<number, ProjectRow>();
    for (const t of requested) if (t.companyId !== company.id) throw forbidden(TENANCY_MESSAGES.field);
    for (const id of projectIds) projectsById.set(id, await requireEditableProject(db, actor, id));

    const tree = await listProjectTasks(db, projectIds);
    const dated = tree.map((t) => ({
      id: t.id,
      parent_id: t.parentId,
      start_date: t.startDate,
      end_date: t.endDate,
    }));
    const changes = expandDateChanges(dated, body.changes);
    const projectOf = new Map(tree.map((t) => [t.id, t.projectId]));
    for (const c of changes) {
      const project = projectsById.get(projectOf.get(c.id) ?? 0);
      if (project) requireInPeriod(project, c);
    }
    const rows = await updateTaskDates(db, changes);
    return { tasks: await wireTasks(db, rows) };
  }),

  implement('updateScheduleStatus', async ({ db, member, company, params, body }) => {
    await requireEditableProject(db, { member, company }, params.id);
    await setScheduleStatus(db, params.id, body.schedule_status);
    return statusAnswer(params.id, body.schedule_status);
  }),

  implement('confirmSchedule', async ({ db, member, company, params }) => {
    await requireEditableProject(db, { member, company }, params.id);
    const current = (await listScheduleStatuses(db, [params.id])).get(params.id) ?? SCHEDULE_STATUS.notSet;
    const next = confirmScheduleStatus(current) as ScheduleStatus;
    if (next !== current) await setScheduleStatus(db, params.id, next);
    return statusAnswer(params.id, next);
  }),
];
