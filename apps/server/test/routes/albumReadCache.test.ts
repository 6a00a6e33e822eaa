import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumFolders,
  albumPhotos,
  albumTagGroups,
  albumTags,
  members,
  projectMembers,
  users,
} from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSeedProject } from '../helpers/siteRoom.ts';

/**
 * The album's reads (getInitAlbumData, getCommonAlbumAllData, getInitFieldAlbumData,
 * getFieldAlbumData) are answered from the read cache (http/readCache.ts) on PGlite: every write
 * that changes what a page shows, or who may see it, must be read on the very next call. The
 * writes below are the ones the app makes: tagging, hiding, a folder or tag renamed, a tag group
 * renamed, a member's name, a member taken off the project.
 */

const onPglite = !process.env.DATABASE_URL;
// Works on no project of the seed: refused the seeded album until added to it (album.test.ts).
const OUTSIDER = 'ippan@example.com';

type Client = Awaited<ReturnType<typeof loginAsDemo>>;

let server: TestServer;
let hakata: number;
let companyId: number;
let manager: Client;

beforeAll(async () => {
  server = await startTestServer();
  const row = await findSeedProject(server.database.db, ALBUM_SEED_PROJECT);
  hakata = row.id;
  companyId = row.companyId;
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
});
afterAll(async () => {
  await server.close();
});

/** The grid's first page (with totals, tag master and folders). */
const firstPage = async (client: Client = manager) => {
  const res = await client.api('getCommonAlbumAllData', {
    params: { id: companyId },
    query: { field_id: String(hakata), limit: '5' },
  });
  expect(res.status).toBe(200);
  return res.data;
};
/** A later page of the grid, as it scrolls (min_id set). */
const laterPage = async (minId: number) => {
  const res = await manager.api('getCommonAlbumAllData', {
    params: { id: companyId },
    query: { field_id: String(hakata), limit: '5', min_id: String(minId) },
  });
  expect(res.status).toBe(200);
  return res.data;
};
const fieldPage = async () => {
  const res = await manager.api('getFieldAlbumData', {
    params: { fieldId: hakata, chatroomId: 1 },
    query: { limit: '5' },
  });
  expect(res.status).toBe(200);
  return res.data;
};

const pglite = () => (server.database.db as unknown as { $client: PGlite }).$client;

describe('the album reads follow every write at once', () => {
  it('shows a tagging and a hiding on the very next page', async () => {
    const before = await firstPage();
    const [photo] = before.photos;
    const tag = before.tag_groups.find((g) => g.name === '部位')?.tags.at(-1);
    if (!photo || !tag) throw new Error('seed missing');
    const tagged = await manager.api('updatePicturesTag', {
      body: { picture_id_list: [photo.id], field_id: hakata, tag_setting_ids: [tag.id] },
    });
    expect(tagged.status).toBe(200);
    expect((await firstPage()).photos[0]?.tag_setting_ids).toContain(tag.id);
    const hidden = await manager.api('deletePictures', {
      body: { picture_id_list: [photo.id], field_id: hakata },
    });
    expect(hidden.status).toBe(200);
    const after = await firstPage();
    expect(after.photos.map((p) => p.id)).not.toContain(photo.id);
    expect(after.total).toBe(before.total - 1);
  });

  it('shows a renamed folder, tag and tag group, and a renamed member, on the very next page', async () => {
    const db = server.database.db;
    const before = await firstPage();
    const photo = before.photos.find((p) => p.folder_id !== null && p.tags.length > 0);
    if (!photo || photo.folder_id === null)
      throw new Error('no photo with a folder and a tag on the first page');
    const [tag] = photo.tags;
    if (!tag || tag.tag_group_id === null) throw new Error('no grouped tag');
    const later = await laterPage(photo.id + 1);
    expect(later.photos[0]?.id).toBe(photo.id);

    await db.update(albumFolders).set({ name: '改名フォルダ' }).where(eq(albumFolders.id, photo.folder_id));
    expect((await firstPage()).folders.find((f) => f.id === photo.folder_id)?.name).toBe('改名フォルダ');
    expect((await laterPage(photo.id + 1)).photos[0]?.folder_name).toBe('改名フォルダ');

    await db.update(albumTags).set({ name: '改名タグ' }).where(eq(albumTags.id, tag.id));
    expect((await laterPage(photo.id + 1)).photos[0]?.tags.find((t) => t.id === tag.id)?.name).toBe(
      '改名タグ',
    );

    await db
      .update(albumTagGroups)
      .set({ name: '改名グループ' })
      .where(eq(albumTagGroups.id, tag.tag_group_id));
    expect((await laterPage(photo.id + 1)).photos[0]?.tags.find((t) => t.id === tag.id)?.tag_group_name).toBe(
      '改名グループ',
    );
    expect((await firstPage()).tag_groups.map((g) => g.name)).toContain('改名グループ');

    await db.update(members).set({ name1: '改名' }).where(eq(members.id, photo.regist_user_id));
    expect((await laterPage(photo.id + 1)).photos[0]?.regist_user_name).toMatch(/^改名/);
  });

  it('lets a member added to the project in, and refuses them once taken off, on the very next read', async () => {
    const [row] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, OUTSIDER));
    if (!row) throw new Error('no outsider');
    const outsider = await loginAsDemo(server, OUTSIDER);
    const read = () =>
      outsider.api('getCommonAlbumAllData', {
        params: { id: companyId },
        query: { field_id: String(hakata), limit: '5' },
      });
    expect((await read()).status).toBe(403);
    await server.database.db.insert(projectMembers).values({ projectId: hakata, memberId: row.id });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    await server.database.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, hakata), eq(projectMembers.memberId, row.id)));
    expect((await read()).status).toBe(403);
  });

  it.runIf(onPglite)(
    'is shared by the sessions of one member and by a company manager, not with a member who sees fewer projects, until a write',
    async () => {
      const [row] = await server.database.db
        .select({ id: members.id })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(users.email, OUTSIDER));
      if (!row) throw new Error('no outsider');
      await server.database.db.insert(projectMembers).values({ projectId: hakata, memberId: row.id });
      const outsider = await loginAsDemo(server, OUTSIDER);
      const other = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
      const page = await fieldPage();
      const [photo] = page.photos;
      if (!photo) throw new Error('no photo');
      // A write behind drizzle's back is not counted: only a cached answer hides it.
      await pglite().query('update album_photos set upload_filename = $1 where id = $2', [
        '裏口.jpg',
        photo.id,
      ]);
      const nameSeenBy = async (client: Client) =>
        (
          await client.api('getFieldAlbumData', {
            params: { fieldId: hakata, chatroomId: 1 },
            query: { limit: '5' },
          })
        ).data.photos[0]?.building_picture_upload_filename;
      expect(await nameSeenBy(manager)).toBe(photo.building_picture_upload_filename);
      // Another session of the same manager shares the answer (the same company, every project).
      expect(await nameSeenBy(other)).toBe(photo.building_picture_upload_filename);
      // A member who sees only their own projects has an answer of their own: it reads the database.
      expect(await nameSeenBy(outsider)).toBe('裏口.jpg');
      // Any counted write drops the answers.
      await server.database.db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, hakata), eq(projectMembers.memberId, row.id)));
      expect(await nameSeenBy(manager)).toBe('裏口.jpg');
      expect(
        (
          await outsider.api('getFieldAlbumData', {
            params: { fieldId: hakata, chatroomId: 1 },
            query: { limit: '5' },
          })
        ).status,
      ).toBe(403);
    },
  );

  it("never hands a manager's whole-company album to a member who works on fewer projects, nor to another company", async () => {
    const db = server.database.db;
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, OUTSIDER));
    const [template] = await db.select().from(albumPhotos).where(eq(albumPhotos.fieldId, hakata)).limit(1);
    const other = (await manager.api('getInitAlbumData', {})).data.fields.find(
      (f) => f.attendance_field_id !== hakata,
    );
    if (!row || !template || !other) throw new Error('seed missing');
    const { id: _id, ...copy } = template;
    const [elsewhere] = await db
      .insert(albumPhotos)
      .values({ ...copy, fieldId: other.attendance_field_id, folderId: null, idempotencyKey: null })
      .returning({ id: albumPhotos.id });
    await db.insert(projectMembers).values({ projectId: hakata, memberId: row.id });
    const outsider = await loginAsDemo(server, OUTSIDER);
    const whole = (client: Client, company = companyId) =>
      client.api('getCommonAlbumAllData', { params: { id: company }, query: { limit: '500' } });
    const all = await whole(manager);
    expect(all.data.photos.map((p) => p.id)).toContain(elsewhere?.id);
    for (let i = 0; i < 2; i++) {
      const mine = await whole(outsider);
      expect(mine.status).toBe(200);
      expect(mine.data.photos.map((p) => p.id)).not.toContain(elsewhere?.id);
      expect(mine.data.photos.every((p) => p.attendance_field_id === hakata)).toBe(true);
      expect(mine.data.total).toBeLessThan(all.data.total);
    }
    // Another company's manager, with this company's id or their own: nothing of this album.
    const stranger = await loginAsDemo(server, DEMO_LOGINS.protecManager.email);
    expect((await whole(stranger)).status).toBe(403);
    const theirs = await stranger.api('getInitAlbumData', {});
    expect(theirs.status).toBe(200);
    expect(theirs.data.fields.map((f) => f.attendance_field_id)).not.toContain(hakata);
    await db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, hakata), eq(projectMembers.memberId, row.id)));
    await db.delete(albumPhotos).where(eq(albumPhotos.id, elsewhere?.id ?? 0));
  });
});
