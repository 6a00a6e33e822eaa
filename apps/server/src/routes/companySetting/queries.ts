import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyOccupations,
  companySettings,
  companyTeams,
  projects,
} from '../../db/schema/index.ts';

/** core §3 company_auth_worker_requires: the auths whose members must fill the worker list ([] when never saved). */
export const workerRequiredAuthIds = async (db: Db, companyId: number): Promise<number[]> => {
  const [row] = await db
    .select({ ids: companySettings.workerRequiredAuthIds })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row?.ids ?? [];
};

export const saveWorkerRequiredAuthIds = async (db: Db, companyId: number, ids: number[], now: Date) => {
  await db
    .insert(companySettings)
    .values({ companyId, workerRequiredAuthIds: ids, updatedAt: now })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { workerRequiredAuthIds: ids, updatedAt: now },
    });
};

// Drizzle writes a column inside a select's sql`` without its table, so the correlated subqueries below
// name their tables in full: an unqualified "id" in them would be the joined member's.

/** How many live members' worker lists name the occupation (m_occupation_id of any occupation row). */
const occupationMemberCount = sql<number>`(
  select count(*)::int from member_details d
  join members m on m.id = d.member_id and m.del_flg = false
  where jsonb_path_exists(d.worker_list_data, '$.member_occupations[*] ? (@.m_occupation_id == $id)', jsonb_build_object('id', company_occupations.id))
)`;

/** The company's occupations in the order they were added (or the one named by id), with how many members name each. */
export const listOccupations = (db: Db, companyId: number, id?: number) =>
  db
    .select({
      id: companyOccupations.id,
      name: companyOccupations.name,
      memberCount: occupationMemberCount,
    })
    .from(companyOccupations)
    .where(
      and(
        eq(companyOccupations.companyId, companyId),
        id === undefined ? undefined : eq(companyOccupations.id, id),
      ),
    )
    .orderBy(asc(companyOccupations.id));

export const findOccupation = async (db: Db, companyId: number, id: number) =>
  (await listOccupations(db, companyId, id))[0];

/** Just the names (the duplicate and count check), without the per-row member count. */
export const occupationNames = (db: Db, companyId: number) =>
  db
    .select({ id: companyOccupations.id, name: companyOccupations.name })
    .from(companyOccupations)
    .where(eq(companyOccupations.companyId, companyId));

export const insertOccupation = async (db: Db, companyId: number, name: string) => {
  const [row] = await db
    .insert(companyOccupations)
    .values({ companyId, name })
    .returning({ id: companyOccupations.id, name: companyOccupations.name });
  if (!row) throw new Error('occupation insert returned nothing');
  return row;
};

export const renameOccupation = (db: Db, id: number, name: string) =>
  db.update(companyOccupations).set({ name }).where(eq(companyOccupations.id, id));

export const deleteOccupationRow = (db: Db, id: number) =>
  db.delete(companyOccupations).where(eq(companyOccupations.id, id));

/** How many of the company's cases carry the team's name. */
const teamProjectCount = sql<number>`(
  select count(*)::int from projects p
  where p.company_id = company_teams.company_id and company_teams.name = any(p.team_names)
)`;

/** The company's teams in the order they were added (or the one named by id), with how many cases carry each. */
export const listTeams = (db: Db, companyId: number, id?: number) =>
  db
    .select({ id: companyTeams.id, name: companyTeams.name, projectCount: teamProjectCount })
    .from(companyTeams)
    .where(and(eq(companyTeams.companyId, companyId), id === undefined ? undefined : eq(companyTeams.id, id)))
    .orderBy(asc(companyTeams.id));

export const findTeam = async (db: Db, companyId: number, id: number) =>
  (await listTeams(db, companyId, id))[0];

/** Just the names (the duplicate and count check), without the per-row case count. */
export const teamNames = (db: Db, companyId: number) =>
  db
    .select({ id: companyTeams.id, name: companyTeams.name })
    .from(companyTeams)
    .where(eq(companyTeams.companyId, companyId));

export const insertTeam = async (db: Db, companyId: number, name: string) => {
  const [row] = await db
    .insert(companyTeams)
    .values({ companyId, name })
    .returning({ id: companyTeams.id, name: companyTeams.name });
  if (!row) throw new Error('team insert returned nothing');
  return row;
};

/** Renames the team and, in the same transaction, the name on the company's cases. */
export const renameTeam = (db: Db, companyId: number, id: number, from: string, to: string) =>
  db.transaction(async (tx) => {
    await tx.update(companyTeams).set({ name: to }).where(eq(companyTeams.id, id));
    await tx
      .update(projects)
      .set({ teamNames: sql`array_replace(${projects.teamNames}, ${from}, ${to})` })
      .where(and(eq(projects.companyId, companyId), sql`${from} = any(${projects.teamNames})`));
  });

/** Deletes the team and takes it off the company's cases in the same transaction. */
export const deleteTeam = (db: Db, companyId: number, id: number, name: string) =>
  db.transaction(async (tx) => {
    await tx.delete(companyTeams).where(eq(companyTeams.id, id));
    await tx
      .update(projects)
      .set({ teamNames: sql`array_remove(${projects.teamNames}, ${name})` })
      .where(and(eq(projects.companyId, companyId), sql`${name} = any(${projects.teamNames})`));
  });

/** /setting/daily-attendance: the company's default working hours (HH:mm), what TimeDefaultCompany answers. */
export const saveWorkingHours = (
  db: Db,
  companyId: number,
  hours: { start_time: string; end_time: string; rest_start_time: string; rest_end_time: string },
  now: Date,
) =>
  db
    .update(companies)
    .set({
      workStartTime: hours.start_time,
      workEndTime: hours.end_time,
      restStartTime: hours.rest_start_time,
      restEndTime: hours.rest_end_time,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
