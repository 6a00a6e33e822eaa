import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumPhotos,
  albumTagGroups,
  albumTags,
  chatRoomMembers,
  chatRooms,
  members,
  projectMembers,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { TENANCY_MESSAGES } from '../../src/http/tenancy.ts';
import { ALBUM_PUSH_MESSAGES } from '../../src/routes/album/push.ts';
import { ALBUM_SYNC_MESSAGES } from '../../src/routes/album/sync.ts';
import { toWireDateTime } from '../../src/routes/user/wire.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';

/**
 * The album's six calls of issue 12 that had no route: the change feeds (albumSync,
 * getAlbumCaching), the dragged order (updateBuildingPictureLastSorting), the talk side's tag
 * master and PQA flag (getTagMasterList, checkPqaActive) and albumPush. Each on the seeded
 * database: the happy path, another tenant (sekoten@example.com, 株式会社西日本住設) and bad input.
 */
let server: TestServer;
let site: SiteRoom;
let managerId: number;
let photoIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  site = await findSiteRoom(db);
  const rows = await db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(
      and(eq(albumPhotos.fieldId, site.fieldId), eq(albumPhotos.delFlg, false), isNull(albumPhotos.placeId)),
    )
    .orderBy(asc(albumPhotos.id))
    .limit(4);
  photoIds = rows.map((r) => r.id);
  const [manager] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, DEMO_LOGINS.companyManager.email), eq(members.companyId, site.companyId)));
  if (photoIds.length < 4 || !manager) throw new Error('seed data missing');
  managerId = manager.id;
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
/** The manager of 株式会社西日本住設: another tenant, with no member in 山田工務店. */
const otherTenant = () => loginAsDemo(server, DEMO_LOGINS.protecManager.email);
const wireNow = () => toWireDateTime(server.clock.now);

describe('albumSync and getAlbumCaching', () => {
  it('answer the photos changed since `since`, hidden ones included, and the next `since`', async () => {
    const client = await manager();
    const all = await client.api('albumSync', { params: { id: site.fieldId } });
    expect(all.status, JSON.stringify(all.data)).toBe(200);
    expect(all.data.photos.length).toBeGreaterThanOrEqual(200);
    expect(all.data.photos.every((p) => p.del_flg === 0 && p.attendance_field_id === site.fieldId)).toBe(
      true,
    );
    expect(all.data.synced_at).toBe(wireNow());

    server.clock.advance(60);
    const since = wireNow();
    const [hidden, tagged] = photoIds;
    await client.api('deletePictures', { body: { field_id: site.fieldId, picture_id_list: [hidden] } });
    server.clock.advance(1);
    await client.api('updatePicturesTag', {
      body: { field_id: site.fieldId, picture_id_list: [tagged], picture_folder_id: null },
    });

    const changed = await client.api('albumSync', { params: { id: site.fieldId }, query: { since } });
    expect(changed.status).toBe(200);
    expect(changed.data.photos.map((p) => [p.id, p.del_flg]).sort()).toEqual(
      [
        [hidden, 1],
        [tagged, 0],
      ].sort(),
    );
    const cached = await client.api('getAlbumCaching', { query: { since } });
    expect(cached.status).toBe(200);
    expect(cached.data.photos.map((p) => p.id).sort()).toEqual([hidden, tagged].sort());
    expect(cached.data.cached_at).toBe(wireNow());

    server.clock.advance(60);
    const later = await client.api('albumSync', {
      params: { id: site.fieldId },
      query: { since: wireNow() },
    });
    expect(later.data.photos).toEqual([]);
  });

  it('page the feed: at most `limit` newest first, min_id continues, has_more until the last page', async () => {
    const client = await manager();
    const whole = await client.api('albumSync', { params: { id: site.fieldId }, query: { limit: '2000' } });
    const expected = whole.data.photos.map((p) => p.id);
    expect(expected.length).toBeGreaterThan(100);
    const paged: number[] = [];
    let minId: number | undefined;
    for (let page = 0; page < 100; page++) {
      const res = await client.api('albumSync', {
        params: { id: site.fieldId },
        query: { limit: '50', ...(minId === undefined ? {} : { min_id: String(minId) }) },
      });
      expect(res.status).toBe(200);
      expect(res.data.photos.length).toBeLessThanOrEqual(50);
      paged.push(...res.data.photos.map((p) => p.id));
      if (!res.data.has_more) break;
      minId = res.data.photos.at(-1)?.id;
    }
    expect(paged).toEqual(expected);
    expect(whole.data.has_more).toBe(false);
    // Without a limit the feed still answers a bounded page (1,000), never the whole album.
    const cached = await client.api('getAlbumCaching', { query: { limit: '3' } });
    expect(cached.data.photos).toHaveLength(3);
    expect(cached.data.has_more).toBe(true);
    expect((await client.api('getAlbumCaching', { query: { limit: '2001' } })).status).toBe(422);
  });

  it('hands on a deleted tag and a deleted folder: their photos count as changed', async () => {
    const client = await manager();
    const photo = photoIds[3] as number;
    const tag = await client.api('createTag', { body: { name: '同期確認', tag_group_id: null } });
    const folder = await client.api('createPictureFolder', {
      body: { field_id: site.fieldId, name: '同期確認' },
    });
    expect([tag.status, folder.status]).toEqual([200, 200]);
    await client.api('updatePicturesTag', {
      body: {
        field_id: site.fieldId,
        picture_id_list: [photo],
        picture_folder_id: folder.data.folder.id,
        tag_setting_ids: [tag.data.tag.id],
      },
    });
    server.clock.advance(60);
    const since = wireNow();
    expect((await client.api('deleteTag', { params: { id: tag.data.tag.id } })).status).toBe(200);
    const afterTag = await client.api('albumSync', { params: { id: site.fieldId }, query: { since } });
    expect(afterTag.data.photos.map((p) => [p.id, p.tag_setting_ids.includes(tag.data.tag.id)])).toEqual([
      [photo, false],
    ]);
    server.clock.advance(60);
    const later = wireNow();
    const removed = await client.api('deletePictureFolder', {
      params: { folderId: folder.data.folder.id },
      body: { field_id: site.fieldId },
    });
    expect(removed.status).toBe(200);
    const afterFolder = await client.api('albumSync', {
      params: { id: site.fieldId },
      query: { since: later },
    });
    expect(afterFolder.data.photos.map((p) => [p.id, p.folder_id])).toEqual([[photo, null]]);
  });

  it('hands on a renamed tag, a renamed group and a deleted group: the photos show their names', async () => {
    const client = await manager();
    const photo = photoIds[2] as number;
    const group = (await client.api('createTagGroup', { body: { name: '同期の群', pqa_flg: 0 } })).data
      .tag_group;
    const tag = (await client.api('createTag', { body: { name: '同期の名', tag_group_id: group.id } })).data
      .tag;
    await client.api('updatePicturesTag', {
      body: { field_id: site.fieldId, picture_id_list: [photo], tag_setting_ids: [tag.id] },
    });
    const changedSince = async (change: () => Promise<{ status: number }>) => {
      server.clock.advance(60);
      const since = wireNow();
      expect((await change()).status).toBe(200);
      const res = await client.api('albumSync', { params: { id: site.fieldId }, query: { since } });
      return res.data.photos.map((p) => p.id);
    };
    expect(
      await changedSince(() =>
        client.api('updateTag', {
          params: { id: tag.id },
          body: { name: '同期の新名', tag_group_id: group.id },
        }),
      ),
    ).toEqual([photo]);
    expect(
      await changedSince(() =>
        client.api('updateTagGroup', { params: { id: group.id }, body: { name: '同期の新群', pqa_flg: 0 } }),
      ),
    ).toEqual([photo]);
    expect(await changedSince(() => client.api('deleteTagGroup', { params: { id: group.id } }))).toEqual([
      photo,
    ]);
  });

  it("refuses another tenant's project and a project the member does not work on", async () => {
    const other = await otherTenant();
    const res = await other.api('albumSync', { params: { id: site.fieldId } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.field]);
    // The other company's cache holds none of this company's photos.
    const cache = await other.api('getAlbumCaching');
    expect(cache.status).toBe(200);
    expect(cache.data.photos.some((p) => p.attendance_field_id === site.fieldId)).toBe(false);
    const outsider = await loginAsDemo(server, 'ippan@example.com');
    expect((await outsider.api('albumSync', { params: { id: site.fieldId } })).status).toBe(403);
  });

  it('answers 422 in Japanese for a malformed or impossible `since` and a malformed id', async () => {
    const client = await manager();
    for (const since of ['2026-02-31 00:00:00', '2026-11-21T09:00:00', 'x']) {
      const res = await client.api('albumSync', { params: { id: site.fieldId }, query: { since } });
      expect(res.status, since).toBe(422);
      expect(JSON.stringify(res.error.errors)).toContain(ALBUM_SYNC_MESSAGES.since);
      expect((await client.api('getAlbumCaching', { query: { since } })).status, since).toBe(422);
    }
    expect((await client.api('albumSync', { params: { id: 'genba' } })).status).toBe(422);
  });
});

describe('updateBuildingPictureLastSorting', () => {
  // photoIds[0] was hidden by the sync test.
  const visible = () => photoIds.slice(1);
  const sortBody = (ids: number[], extra: Record<string, unknown> = {}) => ({
    body: { field_id: site.fieldId, sort_type: 'place', picture_id_list: ids, ...extra },
  });

  it('stores the dragged order as place_sort_id (or time_sort_id), and the feed hands it on', async () => {
    const client = await manager();
    server.clock.advance(60);
    const since = wireNow();
    const order = [photoIds[3], photoIds[2], photoIds[1]] as number[];
    const res = await client.api('updateBuildingPictureLastSorting', sortBody(order));
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ success: true });
    const synced = await client.api('albumSync', { params: { id: site.fieldId }, query: { since } });
    const sortOf = new Map(synced.data.photos.map((p) => [p.id, [p.place_sort_id, p.time_sort_id]]));
    expect(order.map((id) => sortOf.get(id))).toEqual([
      [0, null],
      [1, null],
      [2, null],
    ]);
    const time = await client.api(
      'updateBuildingPictureLastSorting',
      sortBody([photoIds[1] as number], { sort_type: 'time' }),
    );
    expect(time.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.id, photoIds[1] as number));
    expect([row?.placeSortId, row?.timeSortId]).toEqual([2, 0]);
  });

  it("refuses another tenant, another project's photo and a member outside the project (403)", async () => {
    const other = await otherTenant();
    expect((await other.api('updateBuildingPictureLastSorting', sortBody(visible()))).status).toBe(403);
    const outsider = await loginAsDemo(server, 'ippan@example.com');
    expect((await outsider.api('updateBuildingPictureLastSorting', sortBody(visible()))).status).toBe(403);
    // Another project of the company, which the manager may open: the photos are not its photos.
    const client = await manager();
    const [otherProject] = await server.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, site.companyId), ne(projects.id, site.fieldId)))
      .limit(1);
    const elsewhere = await client.api(
      'updateBuildingPictureLastSorting',
      sortBody(visible(), { field_id: otherProject?.id }),
    );
    expect(elsewhere.status).toBe(403);
  });

  it('answers 422 for a repeated photo, photos of two categories, an unknown sort type and no photos', async () => {
    const client = await manager();
    // photoIds[0] was hidden above.
    const [a, b] = photoIds.slice(2) as [number, number];
    const repeated = await client.api('updateBuildingPictureLastSorting', sortBody([a, b, a]));
    expect(repeated.status).toBe(422);
    expect(JSON.stringify(repeated.error.errors)).toContain(ALBUM_SYNC_MESSAGES.duplicate);

    await server.database.db.update(albumPhotos).set({ placeId: 7 }).where(eq(albumPhotos.id, b));
    const mixed = await client.api('updateBuildingPictureLastSorting', sortBody([a, b]));
    expect(mixed.status).toBe(422);
    expect(JSON.stringify(mixed.error.errors)).toContain(ALBUM_SYNC_MESSAGES.oneCategory);
    await server.database.db.update(albumPhotos).set({ placeId: null }).where(eq(albumPhotos.id, b));

    expect(
      (await client.api('updateBuildingPictureLastSorting', sortBody([a], { sort_type: 'floor' }))).status,
    ).toBe(422);
    expect((await client.api('updateBuildingPictureLastSorting', sortBody([]))).status).toBe(422);
  });
});

describe('getTagMasterList and checkPqaActive', () => {
  it("answers the company's groups and the project's own, and PQA on while a PQA group holds a tag", async () => {
    const client = await manager();
    const db = server.database.db;
    const [own] = await db
      .insert(albumTagGroups)
      .values({ companyId: site.companyId, fieldId: site.fieldId, name: '現場独自', sortId: 0 })
      .returning();
    const res = await client.api('getTagMasterList', {
      params: { companyId: site.companyId, fieldId: site.fieldId },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const names = res.data.tag_groups.map((g) => g.name);
    expect(names).toContain('部位');
    expect(names.indexOf('現場独自')).toBeGreaterThan(names.indexOf('部位'));
    expect(res.data.tag_groups.find((g) => g.id === own?.id)?.field_id).toBe(site.fieldId);

    const pqa = async () => (await client.api('checkPqaActive', { params: { id: site.fieldId } })).data;
    expect(await pqa()).toEqual({ is_active: true });
    // With no PQA group and no pqa operation there is nothing to check.
    await db.update(albumTagGroups).set({ pqaFlg: 0 }).where(eq(albumTagGroups.companyId, site.companyId));
    expect(await pqa()).toEqual({ is_active: false });
    // A PQA group of the project's own, once it holds a tag.
    await db
      .update(albumTagGroups)
      .set({ pqaFlg: 1 })
      .where(eq(albumTagGroups.id, own?.id ?? 0));
    expect(await pqa()).toEqual({ is_active: false });
    await db
      .insert(albumTags)
      .values({ companyId: site.companyId, tagGroupId: own?.id ?? 0, name: '配筋' })
      .returning();
    expect(await pqa()).toEqual({ is_active: true });
  });

  it('refuses another company in the path, another tenant and a project the member does not work on', async () => {
    const client = await manager();
    const foreign = await client.api('getTagMasterList', {
      params: { companyId: site.companyId + 1000, fieldId: site.fieldId },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.error.detail).toEqual([TENANCY_MESSAGES.company]);
    const other = await otherTenant();
    expect((await other.api('checkPqaActive', { params: { id: site.fieldId } })).status).toBe(403);
    const outsider = await loginAsDemo(server, 'ippan@example.com');
    const params = { companyId: site.companyId, fieldId: site.fieldId };
    expect((await outsider.api('getTagMasterList', { params })).status).toBe(403);
  });

  it('answers 422 for malformed ids', async () => {
    const client = await manager();
    expect((await client.api('checkPqaActive', { params: { id: 'genba' } })).status).toBe(422);
    expect(
      (await client.api('getTagMasterList', { params: { companyId: site.companyId, fieldId: '0' } })).status,
    ).toBe(422);
  });
});

describe('albumPush', () => {
  const push = (extra: Record<string, unknown> = {}) => ({
    body: { chatroom_id: site.roomId, member_id: managerId, company_id: site.companyId, ...extra },
  });

  it("notifies the room's other members through the development outbox, never the sender", async () => {
    const client = await manager();
    const res = await client.api('albumPush', push());
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ success: true });
    const outbox = server.deps.outbox?.push;
    if (!outbox) throw new Error('no development outbox in test mode');
    const roomMembers = await server.database.db
      .select({ id: projectMembers.memberId })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, site.fieldId));
    const others = roomMembers.map((m) => m.id).filter((id) => id !== managerId);
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) {
      const entry = await outbox.latest(String(id));
      expect(entry).toMatchObject({ chatroomId: site.roomId });
      expect(entry?.body).toMatch(/さんがアルバムに写真を追加しました。$/);
    }
    expect(await outbox.latest(String(managerId))).toBeUndefined();
  });

  it('refuses another sender or company, another tenant, and a private room', async () => {
    const client = await manager();
    expect((await client.api('albumPush', push({ member_id: managerId + 1 }))).status).toBe(403);
    expect((await client.api('albumPush', push({ company_id: site.companyId + 1000 }))).status).toBe(403);
    // The other company's manager, naming themselves and their company: the room is not theirs.
    const [otherManager] = await server.database.db
      .select({ id: members.id, companyId: members.companyId })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, DEMO_LOGINS.protecManager.email));
    const other = await otherTenant();
    const otherRes = await other.api(
      'albumPush',
      push({ member_id: otherManager?.id, company_id: otherManager?.companyId }),
    );
    expect(otherRes.status).toBe(403);
    const db = server.database.db;
    const [room] = await db
      .insert(chatRooms)
      .values({ companyId: site.companyId, type: 'private', name: '' })
      .returning();
    await db.insert(chatRoomMembers).values({ chatRoomId: room?.id ?? 0, memberId: managerId });
    const privateRoom = await client.api('albumPush', push({ chatroom_id: room?.id }));
    expect(privateRoom.status).toBe(422);
    expect(JSON.stringify(privateRoom.error.errors)).toContain(ALBUM_PUSH_MESSAGES.privateRoom);
  });

  it('answers 422 for a malformed room id', async () => {
    const client = await manager();
    expect((await client.api('albumPush', push({ chatroom_id: 'room' }))).status).toBe(422);
  });
});
