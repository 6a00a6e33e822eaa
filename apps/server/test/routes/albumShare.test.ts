import { and, asc, eq, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, members, offices, projects, talkEvents, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { ALBUM_MESSAGES } from '../../src/routes/album/index.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';

/**
 * shareFieldPhoto over HTTP (talk §7 Album): album photos of a site shared into its talk room as
 * one photo message, live to the room; the sender is the caller; every other tenant's or site's id
 * refuses the whole share.
 */
const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';

let server: TestServer;
let site: SiteRoom;
let photoIds: number[];
let otherSitePhotoId: number;
let sender: { member_id: number; company_id: number; office_id: number };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  site = await findSiteRoom(db);
  const rows = await db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.fieldId, site.fieldId), eq(albumPhotos.delFlg, false)))
    .orderBy(asc(albumPhotos.id))
    .limit(3);
  photoIds = rows.map((r) => r.id);
  // Only the album site has photos in the seed: a copy of one on another site of the company.
  const [source] = await db
    .select()
    .from(albumPhotos)
    .where(eq(albumPhotos.id, photoIds[0] ?? 0));
  const [otherSite] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(ne(projects.id, site.fieldId), eq(projects.companyId, site.companyId)))
    .limit(1);
  const { id: _id, ...copy } = source ?? ({} as typeof albumPhotos.$inferSelect);
  const [other] = await db
    .insert(albumPhotos)
    .values({
      ...copy,
      fieldId: otherSite?.id ?? 0,
      storageKey: `${copy.storageKey}-copy`,
      idempotencyKey: null,
    })
    .returning({ id: albumPhotos.id });
  const [manager] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, DEMO_LOGINS.companyManager.email), eq(members.companyId, site.companyId)));
  const [office] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.companyId, site.companyId));
  if (photoIds.length < 3 || !other || !manager || !office) throw new Error('seed data missing');
  otherSitePhotoId = other.id;
  sender = { member_id: manager.id, company_id: site.companyId, office_id: office.id };
});
afterAll(async () => {
  await server.close();
});

const share = (ids: number[], extra: Record<string, unknown> = {}) => ({
  body: { picture_id_list: ids, field_id: site.fieldId, ...sender, ...extra },
});

describe('shareFieldPhoto', () => {
  it("posts the chosen photos as one photo message of the site's room, live to its members", async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    // Something in the log first, so "after this event" has an id to name.
    await manager.api('sendFieldMessage', {
      body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message: '写真を共有します' },
    });
    const [head] = await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents);
    const before = head?.id ?? 0;
    const res = await manager.api('shareFieldPhoto', share(photoIds.slice(0, 2)));
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.shared_count).toBe(2);
    expect(res.data.message).toMatchObject({
      kind: 'photo',
      chatroom_id: site.roomId,
      member_id: sender.member_id,
    });
    expect(res.data.message.pictures.map((p) => p.id)).toEqual(photoIds.slice(0, 2));

    // The foreman's room shows it, and their live stream carried it.
    const room = await foreman.api('getInitArrowChatData', { params: { id: site.roomId } });
    expect(room.data.messages.find((m) => m.id === res.data.message.id)?.pictures).toHaveLength(2);
    const poll = await foreman.api('talkEvents', { query: { poll: '1', last_event_id: String(before) } });
    expect(poll.status, JSON.stringify(poll.data)).toBe(200);
    expect(String(poll.data)).toContain(`"id":${res.data.message.id}`);
  });

  it('refuses a sender other than the caller, and another company', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const asOther = await manager.api(
      'shareFieldPhoto',
      share(photoIds, { member_id: sender.member_id + 1 }),
    );
    expect(asOther.status).toBe(403);
    const otherCompany = await manager.api(
      'shareFieldPhoto',
      share(photoIds, { company_id: site.companyId + 999 }),
    );
    expect(otherCompany.status).toBe(403);
  });

  it("refuses another site's photo and a member outside the site, sharing nothing", async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const mixed = await manager.api('shareFieldPhoto', share([photoIds[0] ?? 0, otherSitePhotoId]));
    expect(mixed.status).toBe(403);
    expect(mixed.error.detail).toEqual([ALBUM_MESSAGES.photoForbidden]);
    const outsider = await loginAsDemo(server, OUTSIDER);
    const res = await outsider.api('shareFieldPhoto', share(photoIds));
    expect(res.status).toBe(403);
  });

  it('answers 422 in Japanese for no photos, too many photos or a malformed id', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const none = await manager.api('shareFieldPhoto', share([]));
    expect(none.status).toBe(422);
    const many = await manager.api('shareFieldPhoto', share(Array.from({ length: 101 }, (_, i) => i + 1)));
    expect(many.status).toBe(422);
    expect(JSON.stringify(many.error.errors)).toContain('100');
    const bad = await manager.api('shareFieldPhoto', share(['x' as unknown as number]));
    expect(bad.status).toBe(422);
  });
});
