import { existsSync } from 'node:fs';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, chatRooms, members, projectMembers, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * The album's change feeds, the dragged order, the talk tag master, the PQA flag and albumPush
 * over real HTTP, as another tenant or a foreign page would try them: nothing of 山田工務店's
 * album is read, reordered or notified.
 */
let server: AttackServer;
let site: SiteRoom;
let photoIds: number[];
let other: { memberId: number; companyId: number };

beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  site = await findSiteRoom(db);
  photoIds = (
    await db
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.fieldId, site.fieldId), eq(albumPhotos.delFlg, false)))
      .orderBy(asc(albumPhotos.id))
      .limit(3)
  ).map((r) => r.id);
  const [row] = await db
    .select({ memberId: members.id, companyId: members.companyId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, DEMO_LOGINS.protecManager.email));
  if (photoIds.length < 3 || !row) throw new Error('seed data missing');
  other = row;
});
afterAll(async () => {
  await server.close();
});

const sortIds = async () =>
  (
    await server.database.db
      .select({ place: albumPhotos.placeSortId })
      .from(albumPhotos)
      .where(eq(albumPhotos.fieldId, site.fieldId))
  ).filter((r) => r.place !== null).length;

describe('album calls attacks', () => {
  it("another tenant reads nothing of this company's album, tag master or PQA flag", async () => {
    const attacker = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.protecManager.email);
    const sync = await attacker.api('albumSync', { params: { id: site.fieldId } });
    expect(sync.status).toBe(403);
    // Their own company in the path, this company's project: still refused.
    const master = await attacker.api('getTagMasterList', {
      params: { companyId: other.companyId, fieldId: site.fieldId },
    });
    expect(master.status).toBe(403);
    const pqa = await attacker.api('checkPqaActive', { params: { id: site.fieldId } });
    expect(pqa.status).toBe(403);
    const cache = await attacker.api('getAlbumCaching');
    expect(cache.status).toBe(200);
    expect(cache.text).not.toContain(`"attendance_field_id":${site.fieldId},`);
  });

  it('another tenant cannot reorder the photos, nor a foreign page in the manager’s name', async () => {
    const body = { field_id: site.fieldId, sort_type: 'place', picture_id_list: photoIds };
    const attacker = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.protecManager.email);
    expect((await attacker.api('updateBuildingPictureLastSorting', { body })).status).toBe(403);
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const crossSite = await manager.api('updateBuildingPictureLastSorting', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await sortIds()).toBe(0);
  });

  it("another tenant cannot tag, file or move this company's photos with album_image_tag_multi's bulk form", async () => {
    const attacker = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.protecManager.email);
    const stateOf = async () =>
      server.database.db
        .select({ id: albumPhotos.id, updatedAt: albumPhotos.updatedAt, folderId: albumPhotos.folderId })
        .from(albumPhotos)
        .where(eq(albumPhotos.fieldId, site.fieldId))
        .orderBy(asc(albumPhotos.id));
    const before = await stateOf();
    for (const body of [
      { picture_id_list: photoIds, picture_folder_id: null },
      // The compact answer names the ids it changed: an id list must not become a probe.
      { picture_id_list: [...photoIds, 2_147_483_000], place_id: null },
    ]) {
      const res = await attacker.api('album_image_tag_multi', { body });
      expect(res.status).toBe(403);
      for (const id of photoIds) expect(res.text).not.toContain(String(id));
    }
    expect(await stateOf()).toEqual(before);
  });

  it('albumPush cannot notify another company’s room, in anyone’s name; nothing reaches the outbox', async () => {
    const attacker = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.protecManager.email);
    const own = { member_id: other.memberId, company_id: other.companyId };
    const intoRoom = await attacker.api('albumPush', { body: { chatroom_id: site.roomId, ...own } });
    expect(intoRoom.status).toBe(403);
    const asVictim = await attacker.api('albumPush', {
      body: { chatroom_id: site.roomId, member_id: other.memberId + 1, company_id: site.companyId },
    });
    expect(asVictim.status).toBe(403);
    const [room] = await server.database.db.select().from(chatRooms).where(eq(chatRooms.id, site.roomId));
    expect(room?.companyId).toBe(site.companyId);
    const outbox = server.deps.outbox?.push;
    expect(await outbox?.all(String(other.memberId + 1))).toEqual([]);
    // No push was sent at all: the outbox file was never written.
    expect(existsSync(outbox?.file ?? '')).toBe(false);
  });

  it("a manager's albumPush reaches the room's other members in the development outbox, read on loopback only", async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const me = await manager.api('init_data_pc', { params: { firstPathSegment: 'album' } });
    const memberId = (me.body as { user: { member_id: number } }).user.member_id;
    const pushed = await manager.api('albumPush', {
      body: { chatroom_id: site.roomId, member_id: memberId, company_id: site.companyId },
    });
    expect(pushed.status).toBe(200);
    const [recipient] = await server.database.db
      .select({ id: projectMembers.memberId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, site.fieldId), ne(projectMembers.memberId, memberId)));
    const read = await manager.send('GET', `/__dev/push-outbox?member_id=${recipient?.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ member_id: recipient?.id, messages: [{ chatroom_id: site.roomId }] });
    expect((await manager.send('GET', `/__dev/push-outbox?member_id=${memberId}`)).status).toBe(404);
    expect((await manager.send('GET', '/__dev/push-outbox?member_id=1%20or%201=1')).status).toBe(404);
  });

  it('`since` carrying SQL or nonsense is a 422, never a 500', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    for (const since of [
      "2026-01-01 00:00:00' or 1=1 --",
      '9999-99-99 99:99:99',
      '2026-02-30 25:00:00',
      '\u0000',
    ]) {
      const q = `?since=${encodeURIComponent(since)}`;
      expect((await manager.api('albumSync', { params: { id: site.fieldId }, query: q })).status, since).toBe(
        422,
      );
      expect((await manager.api('getAlbumCaching', { query: q })).status, since).toBe(422);
    }
  });
});
