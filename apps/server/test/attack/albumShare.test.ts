import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, chatMessages, members, offices, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * shareFieldPhoto over real HTTP as an attacker would try it: posting as someone else, a hidden
 * photo, a cross-site request, a repeated id. Nothing may reach the room but what the caller may
 * share, once.
 */
let server: AttackServer;
let site: SiteRoom;
let sender: { member_id: number; company_id: number; office_id: number };
let foremanId: number;
let photoIds: number[];

beforeAll(async () => {
  server = await startAttackServer();
  const db = server.database.db;
  site = await findSiteRoom(db);
  const memberOf = async (email: string) =>
    (
      await db
        .select({ id: members.id })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(eq(users.email, email), eq(members.companyId, site.companyId)))
    )[0]?.id ?? 0;
  const [office] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.companyId, site.companyId));
  sender = {
    member_id: await memberOf(DEMO_LOGINS.companyManager.email),
    company_id: site.companyId,
    office_id: office?.id ?? 0,
  };
  foremanId = await memberOf('partner-shokucho@example.com');
  photoIds = (
    await db
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.fieldId, site.fieldId), eq(albumPhotos.delFlg, false)))
      .orderBy(asc(albumPhotos.id))
      .limit(2)
  ).map((r) => r.id);
});
afterAll(async () => {
  await server.close();
});

const roomMessages = () => server.database.db.$count(chatMessages, eq(chatMessages.chatRoomId, site.roomId));
const share = (ids: number[], extra: Record<string, unknown> = {}) => ({
  body: { picture_id_list: ids, field_id: site.fieldId, ...sender, ...extra },
});

describe('shareFieldPhoto attacks', () => {
  it("refuses posting in another member's name, a hidden photo and a cross-site request; nothing is posted", async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const before = await roomMessages();
    const asForeman = await manager.api('shareFieldPhoto', share(photoIds, { member_id: foremanId }));
    expect(asForeman.status).toBe(403);

    const [hidden] = await server.database.db
      .update(albumPhotos)
      .set({ delFlg: true })
      .where(eq(albumPhotos.id, photoIds[1] ?? 0))
      .returning({ id: albumPhotos.id });
    const hiddenShare = await manager.api('shareFieldPhoto', share([hidden?.id ?? 0]));
    expect(hiddenShare.status).toBe(403);
    await server.database.db
      .update(albumPhotos)
      .set({ delFlg: false })
      .where(eq(albumPhotos.id, hidden?.id ?? 0));

    const crossSite = await manager.api('shareFieldPhoto', {
      ...share(photoIds),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await roomMessages()).toBe(before);
  });

  it('shares a repeated id once', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const id = photoIds[0] ?? 0;
    const res = await manager.api('shareFieldPhoto', share([id, id, id]));
    expect(res.status).toBe(200);
    const body = res.body as { shared_count: number; message: { pictures: { id: number }[] } };
    expect(body.shared_count).toBe(1);
    expect(body.message.pictures.map((p) => p.id)).toEqual([id]);
  });
});
