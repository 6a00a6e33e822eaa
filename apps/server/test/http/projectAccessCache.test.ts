import type { PGlite } from '@electric-sql/pglite';
import { AUTH_ID } from '@genba/validators';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '../../src/auth/session.ts';
import type { Database } from '../../src/db/client.ts';
import { companies, members, projectMembers, projects } from '../../src/db/schema/index.ts';
import { canAccessProject, type ProjectActor } from '../../src/http/tenancy.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

let database: Database;
let actor: ProjectActor;
let projectId: number;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const { db } = database;
  // A member who is not a company manager and takes part in a project of their company.
  const [row] = await db
    .select({ member: members, projectId: projects.id })
    .from(projectMembers)
    .innerJoin(members, eq(members.id, projectMembers.memberId))
    .innerJoin(
      projects,
      and(eq(projects.id, projectMembers.projectId), eq(projects.companyId, members.companyId)),
    )
    .where(and(ne(members.authId, AUTH_ID.companyManager), eq(members.delFlg, false)))
    .limit(1);
  if (!row) throw new Error('the seed has no participating non-manager member');
  const [company] = await db.select().from(companies).where(eq(companies.id, row.member.companyId));
  if (!company) throw new Error('member without company');
  actor = { member: row.member as MemberRow, company };
  projectId = row.projectId;
});
afterAll(async () => {
  await database.close();
});

const membership = () =>
  and(eq(projectMembers.projectId, projectId), eq(projectMembers.memberId, actor.member.id));

describe('canAccessProject answers from the cache only until projects or their members are written', () => {
  it('refuses at once when the member leaves the project, and allows again when they return', async () => {
    const { db } = database;
    expect(await canAccessProject(db, actor, projectId)).toBe(true);
    expect(await canAccessProject(db, actor, projectId)).toBe(true);
    const [removed] = await db.delete(projectMembers).where(membership()).returning();
    expect(await canAccessProject(db, actor, projectId)).toBe(false);
    if (!removed) throw new Error('membership not found');
    await db.insert(projectMembers).values(removed);
    expect(await canAccessProject(db, actor, projectId)).toBe(true);
  });

  it('refuses at once when the project moves to another company', async () => {
    const { db } = database;
    expect(await canAccessProject(db, actor, projectId)).toBe(true);
    const [other] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(ne(companies.id, actor.company.id))
      .limit(1);
    if (!other) throw new Error('the seed has one company only');
    await db.update(projects).set({ companyId: other.id }).where(eq(projects.id, projectId));
    expect(await canAccessProject(db, actor, projectId)).toBe(false);
    await db.update(projects).set({ companyId: actor.company.id }).where(eq(projects.id, projectId));
    expect(await canAccessProject(db, actor, projectId)).toBe(true);
  });

  it('decides the role from the session, not from what was cached', async () => {
    const { db } = database;
    await db.delete(projectMembers).where(membership());
    expect(await canAccessProject(db, actor, projectId)).toBe(false);
    const manager = { ...actor, member: { ...actor.member, authId: AUTH_ID.companyManager } };
    expect(await canAccessProject(db, manager, projectId)).toBe(true);
    await db.insert(projectMembers).values({ projectId, memberId: actor.member.id, roomRole: 0 });
  });

  it.runIf(!process.env.DATABASE_URL)(
    'on PGlite, does not ask the database again while nothing was written',
    async () => {
      const { db } = database;
      expect(await canAccessProject(db, actor, projectId)).toBe(true);
      // Behind drizzle's back (no write is counted): the cached answer stands, which shows it is cached.
      const client = (db as unknown as { $client: PGlite }).$client;
      await client.query('delete from project_members where project_id = $1 and member_id = $2', [
        projectId,
        actor.member.id,
      ]);
      expect(await canAccessProject(db, actor, projectId)).toBe(true);
      // Any counted write of the tables drops it.
      await db.execute(sql`update projects set case_name = case_name where id = ${projectId}`);
      expect(await canAccessProject(db, actor, projectId)).toBe(false);
    },
  );
});
