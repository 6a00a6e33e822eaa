import { AUTH_ID } from '@genba/validators';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionAuth } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { generationCache } from '../db/generationCache.ts';
import { projectWriteGeneration } from '../db/projectWrites.ts';
import { members, projectMembers, projects } from '../db/schema/index.ts';
import type { AppContext } from './env.ts';
import { forbidden } from './errors.ts';

export const TENANCY_MESSAGES = {
  member: '操作中のメンバーが一致しません。画面を再読み込みしてください。',
  companySwitched: '操作中の会社が切り替わっています。画面を再読み込みしてください。',
  company: 'この会社の操作権限がありません。',
  field: 'この現場の操作権限がありません。',
} as const;

/** The largest id a PostgreSQL integer column holds; every id the headers name is such a column. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An operation header's id: undefined when absent or a placeholder the client
 * sends before it knows the value ('', '0', 'null', 'undefined'); NaN when it
 * is something else that is not an id, including digits beyond the integer
 * range (refused like a foreign id, 403, before any query could fail on it).
 */
export const readOperationId = (c: AppContext, header: string): number | undefined => {
  // Stryker disable next-line MethodExpression: HTTP header values arrive without surrounding spaces (Fetch and Node strip them); kept for callers that build a context by hand
  const raw = c.req.header(header)?.trim();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'null' || raw === 'undefined')
    return undefined;
  // Ten digits at most, so Number() is exact before the range check.
  if (!/^\d{1,10}$/.test(raw)) return Number.NaN;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : Number.NaN;
};

/** Who asks for a project: the session's member and company (a SessionAuth fits). */
export type ProjectActor = Pick<SessionAuth, 'member' | 'company'>;

/** What the access rule reads about a project for one member: its company, and whether the member takes part. */
export type ProjectAccessFacts = { companyId: number; participant: boolean } | null;

/**
 * The facts of canAccessProject, remembered per member and project while no
 * statement has written projects or project_members (db/projectWrites.ts):
 * every call that names a project (X-Operation-Field, a room, a photo) asked
 * them again, often twice in one request (the field header, then the room's
 * project). The member's role and company come from the session, never from
 * here. PostgreSQL, and a transaction, always read (generationCache).
 */
export const PROJECT_ACCESS_MAX_AGE_MS = 30_000;

const cachedProjectAccess = generationCache<ProjectAccessFacts>(projectWriteGeneration, {
  maxAgeMs: PROJECT_ACCESS_MAX_AGE_MS,
  maxEntries: 10_000,
});

const readProjectAccess = async (
  db: Db,
  memberId: number,
  projectId: number,
): Promise<ProjectAccessFacts> => {
  const [project] = await db
    .select({ companyId: projects.companyId, participant: projectMembers.memberId })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.memberId, memberId)),
    )
    .where(eq(projects.id, projectId));
  return project ? { companyId: project.companyId, participant: project.participant !== null } : null;
};

/** Whether the member may act on the project: a participant, or a company manager of its company. */
export const canAccessProject = async (db: Db, auth: ProjectActor, projectId: number): Promise<boolean> => {
  const project = await cachedProjectAccess(db, `${auth.member.id}:${projectId}`, () =>
    readProjectAccess(db, auth.member.id, projectId),
  );
  return projectAccessAllows(project, auth);
};

/** canAccessProject's rule on the facts read of a project (null: no such project). */
export const projectAccessAllows = (project: ProjectAccessFacts, auth: ProjectActor): boolean => {
  if (!project || project.companyId !== auth.company.id) return false;
  return project.participant || auth.member.authId === AUTH_ID.companyManager;
};

/**
 * Whose project memberships limit what the actor sees: null for a company manager (every project of the
 * company), else the member's id. accessibleProjectFilter's rule, for SQL that takes it as a parameter
 * (the album page's function, 0035_albumpage).
 */
export const projectMemberScope = (actor: ProjectActor): number | null =>
  actor.member.authId === AUTH_ID.companyManager ? null : actor.member.id;

/**
 * canAccessProject as a filter for lists: rows of the actor's company whose
 * project the actor takes part in, or all the company's rows for a company manager.
 */
export const accessibleProjectFilter = (
  actor: ProjectActor,
  columns: { companyId: PgColumn; projectId: PgColumn },
): SQL => {
  const company = eq(columns.companyId, actor.company.id);
  if (projectMemberScope(actor) === null) return company;
  return sql`(${company} and ${inArray(
    columns.projectId,
    sql`(select ${projectMembers.projectId} from ${projectMembers} where ${projectMembers.memberId} = ${actor.member.id})`,
  )})`;
};

/**
 * Tenancy comes from the session: the X-Operation-* headers may only name
 * what the session already acts for. A mismatch is refused with 403 before
 * the handler runs, so nothing is read or written.
 */
export const enforceTenancy = async (
  c: AppContext,
  auth: SessionAuth,
): Promise<{ fieldId: number | undefined }> => {
  const memberId = readOperationId(c, 'X-Operation-Member');
  if (memberId !== undefined && memberId !== auth.member.id) throw forbidden(TENANCY_MESSAGES.member);

  const companyId = readOperationId(c, 'X-Operation-Company');
  if (companyId !== undefined && companyId !== auth.company.id) {
    const [other] = Number.isNaN(companyId)
      ? []
      : await c.var.deps.db
          // An empty select list is an equivalent mutant, left undetected (Stryker applies no directive inside a
          // call chain): only whether a row exists is read, and PostgreSQL selects no columns just as well.
          .select({ id: members.id })
          .from(members)
          .where(
            and(
              eq(members.userId, auth.user.id),
              eq(members.companyId, companyId),
              eq(members.delFlg, false),
            ),
          );
    throw forbidden(other ? TENANCY_MESSAGES.companySwitched : TENANCY_MESSAGES.company);
  }

  const fieldId = readOperationId(c, 'X-Operation-Field');
  if (
    fieldId !== undefined &&
    (Number.isNaN(fieldId) || !(await canAccessProject(c.var.deps.db, auth, fieldId)))
  ) {
    throw forbidden(TENANCY_MESSAGES.field);
  }
  return { fieldId };
};

/**
 * For routes that name a project in their path or body (getTalkByFieldId/{id}
 * and the like): the same rule as X-Operation-Field, 403 before anything is read.
 */
export const requireProjectAccess = async (db: Db, auth: ProjectActor, projectId: number): Promise<void> => {
  if (!(await canAccessProject(db, auth, projectId))) throw forbidden(TENANCY_MESSAGES.field);
};
