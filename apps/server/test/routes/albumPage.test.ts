import { AUTH_ID } from '@genba/validators';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumPhotos,
  companies,
  members,
  projectMembers,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { findPhotos, listPhotoPage } from '../../src/routes/album/queries.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { findSeedProject } from '../helpers/siteRoom.ts';

/**
 * A page of the whole album comes from the album_photo_page function (migration 0035_albumpage),
 * any other search from photoListJson's statement: both must answer the same photos, in the same
 * order, with the same fields, for a company manager (every project) and for a member (their
 * projects only), of one project or of all.
 */
type Actor = Parameters<typeof listPhotoPage>[1];

let server: TestServer;
let hakata: number;
let manager: Actor;
let worker: Actor;

const actorOf = async (where: ReturnType<typeof eq>) => {
  const [row] = await server.database.db
    .select({ member: members, company: companies })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(where)
    .limit(1);
  if (!row) throw new Error('actor missing');
  return row;
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const project = await findSeedProject(db, ALBUM_SEED_PROJECT);
  hakata = project.id;
  manager = await actorOf(eq(users.email, DEMO_LOGINS.companyManager.email));
  // A member of the company who is not a manager, working on the seeded project only.
  worker = await actorOf(
    and(eq(members.companyId, project.companyId), ne(members.authId, AUTH_ID.companyManager)) as ReturnType<
      typeof eq
    >,
  );
  await db.delete(projectMembers).where(eq(projectMembers.memberId, worker.member.id));
  await db.insert(projectMembers).values({ projectId: hakata, memberId: worker.member.id });
  // Photos in another project of the company, which the worker must not see.
  const [other] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, project.companyId), ne(projects.id, hakata)))
    .limit(1);
  const [template] = await db.select().from(albumPhotos).where(eq(albumPhotos.fieldId, hakata)).limit(1);
  if (!other || !template) throw new Error('seed missing');
  const { id: _id, ...copy } = template;
  await db.insert(albumPhotos).values(
    Array.from({ length: 5 }, (_, i) => ({
      ...copy,
      fieldId: other.id,
      folderId: null,
      idempotencyKey: null,
      uploadFilename: `other-${i}.jpg`,
    })),
  );
});
afterAll(async () => {
  await server.close();
});

/** The same page through photoListJson: a date filter that every photo passes is not a whole album. */
const generic = (actor: Actor, fieldId: number | undefined, page: { limit: number; beforeId?: number }) =>
  listPhotoPage(server.database.db, actor, { fieldId, dateFrom: '2000-01-01' }, page);
const whole = (actor: Actor, fieldId: number | undefined, page: { limit: number; beforeId?: number }) =>
  listPhotoPage(server.database.db, actor, { fieldId }, page);

describe('album_photo_page', () => {
  it('answers what photoListJson answers, page by page, for a manager and for a member', async () => {
    for (const actor of [manager, worker]) {
      for (const fieldId of [hakata, undefined]) {
        let beforeId: number | undefined;
        for (let page = 0; page < 3; page++) {
          const got = await whole(actor, fieldId, { limit: 7, beforeId });
          expect(got).toEqual(await generic(actor, fieldId, { limit: 7, beforeId }));
          expect(got.rows.length).toBeGreaterThan(0);
          beforeId = got.rows.at(-1)?.id;
        }
      }
    }
  });

  it("shows a member only their projects' photos, a manager all the company's, hidden ones never", async () => {
    const all = await whole(manager, undefined, { limit: 2000 });
    const mine = await whole(worker, undefined, { limit: 2000 });
    expect(new Set(mine.rows.map((p) => p.fieldId))).toEqual(new Set([hakata]));
    expect(new Set(all.rows.map((p) => p.fieldId)).size).toBeGreaterThan(1);
    const [first] = mine.rows;
    if (!first) throw new Error('no photo');
    await server.database.db.update(albumPhotos).set({ delFlg: true }).where(eq(albumPhotos.id, first.id));
    expect((await whole(worker, hakata, { limit: 5 })).rows.map((p) => p.id)).not.toContain(first.id);
    await server.database.db.update(albumPhotos).set({ delFlg: false }).where(eq(albumPhotos.id, first.id));
  });

  it('carries the tags and names findPhotos carries, and says when more remain', async () => {
    const page = await whole(manager, hakata, { limit: 20 });
    expect(page.hasMore).toBe(true);
    expect(page.rows.some((p) => p.tags.length > 0)).toBe(true);
    expect(
      await findPhotos(
        server.database.db,
        page.rows.map((p) => p.id),
      ),
    ).toEqual(page.rows);
    const [{ n } = { n: 0 }] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(albumPhotos)
      .where(and(inArray(albumPhotos.fieldId, [hakata]), eq(albumPhotos.delFlg, false)));
    const last = await whole(manager, hakata, { limit: n });
    expect(last.hasMore).toBe(false);
  });
});
