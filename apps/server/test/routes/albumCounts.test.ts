import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumPhotoCounts,
  albumPhotos,
  companies,
  members,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { countPhotos, listFieldSummaries } from '../../src/routes/album/queries.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { findSeedProject } from '../helpers/siteRoom.ts';

// album_photo_counts is kept by statement triggers (migration 0031_albumindex); countPhotos reads
// it for a whole album. Each write below is checked against a real count of the photos.
let server: TestServer;
let hakata: number;
let companyId: number;
let actor: Parameters<typeof countPhotos>[1];
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const project = await findSeedProject(db, ALBUM_SEED_PROJECT);
  hakata = project.id;
  companyId = project.companyId;
  const [manager] = await db
    .select({ member: members, company: companies })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(users.email, DEMO_LOGINS.companyManager.email));
  if (!manager) throw new Error('demo manager missing');
  actor = manager;
});
afterAll(async () => {
  await server.close();
});

const counted = async (fieldId?: number): Promise<number> => {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(albumPhotos)
    .where(
      and(
        eq(albumPhotos.companyId, companyId),
        eq(albumPhotos.delFlg, false),
        fieldId === undefined ? undefined : eq(albumPhotos.fieldId, fieldId),
      ),
    );
  return row?.n ?? 0;
};
const expectCountsTrue = async () => {
  const db = server.database.db;
  expect(await countPhotos(db, actor, { fieldId: hakata })).toBe(await counted(hakata));
  expect(await countPhotos(db, actor, {})).toBe(await counted());
  // getInitAlbumData's projects: each one's visible photos and its newest visible photo.
  const truth = await db
    .select({
      fieldId: albumPhotos.fieldId,
      n: sql<number>`count(*)::int`,
      latest: sql<number>`max(${albumPhotos.id})`,
    })
    .from(albumPhotos)
    .where(eq(albumPhotos.delFlg, false))
    .groupBy(albumPhotos.fieldId);
  const byField = new Map(truth.map((t) => [t.fieldId, t]));
  const summaries = await listFieldSummaries(db, actor);
  expect(summaries.length).toBeGreaterThan(1);
  for (const s of summaries) {
    expect([s.id, s.photoCount, s.latestId]).toEqual([
      s.id,
      byField.get(s.id)?.n ?? 0,
      byField.get(s.id)?.latest ?? null,
    ]);
  }
};

describe('album_photo_counts', () => {
  it('holds the seeded album and follows inserts, hiding, showing, moves and deletes', async () => {
    const db = server.database.db;
    expect(await counted(hakata)).toBeGreaterThan(200);
    await expectCountsTrue();
    const [template] = await db.select().from(albumPhotos).where(eq(albumPhotos.fieldId, hakata)).limit(1);
    if (!template) throw new Error('seed photo missing');
    // A bulk insert (one statement, 500 rows), some of them hidden from the start.
    await db.execute(sql`insert into album_photos (company_id, field_id, regist_member_id, storage_key, thumb_key,
      upload_filename, content_type, byte_size, width, height, sha256, del_flg)
      select ${companyId}, ${hakata}, ${template.registMemberId}, ${template.storageKey}, ${template.thumbKey},
        'COUNT_' || g || '.jpg', 'image/jpeg', 0, 320, 240, '', g % 5 = 0
      from generate_series(1, 500) as g`);
    await expectCountsTrue();
    // Hiding and showing in one statement, and a write that changes no visibility.
    await db.execute(sql`update album_photos set del_flg = not del_flg where upload_filename like 'COUNT_%'`);
    await expectCountsTrue();
    await db.execute(sql`update album_photos set updated_at = now() where field_id = ${hakata}`);
    await expectCountsTrue();
    // A move to another project of the company, then deletes.
    const [other] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.companyId, companyId), sql`${projects.id} <> ${hakata}`))
      .limit(1);
    if (!other) throw new Error('second project missing');
    await db.execute(
      sql`update album_photos set field_id = ${other.id} where upload_filename like 'COUNT_1%'`,
    );
    await expectCountsTrue();
    expect(await countPhotos(db, actor, { fieldId: other.id })).toBe(await counted(other.id));
    await db.execute(sql`delete from album_photos where upload_filename like 'COUNT_%'`);
    await expectCountsTrue();
  });

  it('leaves a search to a real count', async () => {
    const db = server.database.db;
    // A counts row that disagrees with the photos shows which path answered.
    await db
      .update(albumPhotoCounts)
      .set({ visible: sql`${albumPhotoCounts.visible} + 1000` })
      .where(eq(albumPhotoCounts.fieldId, hakata));
    try {
      expect(await countPhotos(db, actor, { fieldId: hakata })).toBe((await counted(hakata)) + 1000);
      expect(await countPhotos(db, actor, { fieldId: hakata, keyword: '.' })).toBeLessThanOrEqual(
        await counted(hakata),
      );
    } finally {
      await db
        .update(albumPhotoCounts)
        .set({ visible: sql`${albumPhotoCounts.visible} - 1000` })
        .where(eq(albumPhotoCounts.fieldId, hakata));
    }
  });
});
