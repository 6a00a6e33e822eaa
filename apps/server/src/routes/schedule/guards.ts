import { canEditTask, TASK_MESSAGE, taskPeriodIssues } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { type ProjectActor, requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import {
  assignableMemberIds,
  findProject,
  findTask,
  listTaskMembers,
  loadRightsContext,
  type ProjectRow,
  type TaskRow,
} from './queries.ts';
import { membersByTask, toWireTask } from './wire.ts';

/** Tenancy, core §6 task rights and the core §5 period rule, shared by the task and template routes. */

export type Actor = ProjectActor;

/** Core §6 task rights for one project; the project's office is not disabled in this data model yet. */
export const mayEdit = (
  actor: Actor,
  project: ProjectRow,
  rights: { officeIds: number[]; roles: Map<number, number> },
): boolean =>
  canEditTask(
    { auth_id: actor.member.authId, member_id: actor.member.id, office_ids: rights.officeIds },
    { office_id: project.officeId ?? 0, office_disabled: false, fore_man_id: null },
    rights.roles.get(project.id) ?? null,
  );

/** Access to the project (403 tenancy message), then edit rights (403 no-permission message). */
export const requireEditableProject = async (
  db: Db,
  actor: Actor,
  projectId: number,
): Promise<ProjectRow> => {
  await requireProjectAccess(db, actor, projectId);
  const project = await findProject(db, projectId);
  if (!project) throw forbidden(TENANCY_MESSAGES.field);
  const rights = await loadRightsContext(db, actor.member.id, [projectId]);
  if (!mayEdit(actor, project, rights)) throw forbidden(TASK_MESSAGE.noPermission);
  return project;
};

/** A task of the actor's company; an unknown id and another company's task answer alike (no probing). */
export const requireTask = async (db: Db, actor: Actor, id: number): Promise<TaskRow> => {
  const task = await findTask(db, id);
  if (!task || task.companyId !== actor.company.id) throw forbidden(TENANCY_MESSAGES.field);
  return task;
};

/** Core §5: the task lies inside its project's period, or 422 with the spec's message on the field. */
export const requireInPeriod = (project: ProjectRow, dates: { start_date: string; end_date: string }) => {
  const issues = taskPeriodIssues(dates, { start_date: project.startDate, end_date: project.endDate });
  const errors: Record<string, string[]> = {};
  if (issues.start_date) errors.start_date = [issues.start_date];
  if (issues.end_date) errors.end_date = [issues.end_date];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
};

export const wireTasks = async (db: Db, rows: readonly TaskRow[]) => {
  const members = membersByTask(
    await listTaskMembers(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((r) => toWireTask(r, members.get(r.id) ?? []));
};

/**
 * The task's members as asked, or 422 on member_ids when any of them may not
 * be assigned (see assignableMemberIds). `keep` are the task's current
 * members: one who has since left the project stays assignable, so an edit of
 * an old task's dates is not refused for them.
 */
export const requireAssignableMembers = async (
  db: Db,
  a: { companyId: number; projectId: number; ids: readonly number[]; keep?: readonly number[] },
): Promise<number[]> => {
  const ids = [...new Set(a.ids)];
  const keep = new Set(a.keep ?? []);
  const allowed = await assignableMemberIds(db, {
    companyId: a.companyId,
    projectId: a.projectId,
    ids: ids.filter((id) => !keep.has(id)),
  });
  if (ids.some((id) => !keep.has(id) && !allowed.has(id)))
    throw validationFailed({ member_ids: [TASK_MESSAGE.memberNotAssignable] });
  return ids;
};
