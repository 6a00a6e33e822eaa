import type { TChatMessage, TMessagePicture } from '@genba/api-client';
import { and, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumPhotos,
  chatRoomPhotos,
  companies,
  members,
  talkEvents,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { IMAGE_MESSAGE } from '../../src/routes/album/image.ts';
import { TALK_PHOTO_MESSAGES } from '../../src/routes/talkPhotos/index.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';

const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';
const MANAGER = DEMO_LOGINS.companyManager.email;

type Client = Awaited<ReturnType<typeof loginAsDemo>>;
type PhotoAnswer = { message: TChatMessage; photo: TMessagePicture };

let server: TestServer;
let site: SiteRoom;
let foremanId: number;
let jpeg: Uint8Array;
let manager: Client;
let foreman: Client;
let outsider: Client;
let groupId: number;

const memberIdOf = async (email: string) => {
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, email), eq(companies.name, DEMO_COMPANY_NAME)));
  if (!row) throw new Error(`no member for ${email}`);
  return row.id;
};

beforeAll(async () => {
  server = await startTestServer();
  site = await findSiteRoom(server.database.db);
  foremanId = await memberIdOf(FOREMAN);
  jpeg = new Uint8Array(
    await sharp({ create: { width: 90, height: 60, channels: 3, background: '#36a' } })
      .jpeg()
      .toBuffer(),
  );
  manager = await loginAsDemo(server, MANAGER);
  foreman = await loginAsDemo(server, FOREMAN);
  outsider = await loginAsDemo(server, OUTSIDER);
  const created = await manager.api('createGroupRoom', { body: { name: '写真班', member_ids: [foremanId] } });
  expect(created.status).toBe(200);
  groupId = created.data.chatroom_id;
});
afterAll(async () => {
  await server.close();
});

const form = (
  fields: Record<string, string | number | undefined>,
  file = new File([jpeg.slice()], '足場.jpg'),
) => {
  const body = new FormData();
  body.set('api_version', '2');
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  body.set('file', file);
  return body;
};

const send = async (
  client: Client,
  call: string,
  fields: Record<string, string | number | undefined>,
  file?: File,
) => {
  const res = await client.call('POST', `/api/v1/talk/${call}`, { body: form(fields, file) });
  return { status: res.status, data: res.raw as PhotoAnswer, text: JSON.stringify(res.raw) };
};

const lastEventId = async () =>
  (await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents))[0]?.id ?? 0;

const eventTypes = async (client: Client, after: number) => {
  const poll = await client.api('talkEvents', { query: { poll: '1', last_event_id: String(after) } });
  expect(poll.status).toBe(200);
  return [...String(poll.data).matchAll(/^event: (.*)$/gm)].map((m) => m[1]);
};

describe('photos in group rooms', () => {
  it('sends a first photo and attaches a second; members see both live and load the files, others cannot', async () => {
    const before = await lastEventId();
    const first = await send(manager, 'sendChatroomFirstPhoto', { chatroom_id: groupId });
    expect(first.status, first.text).toBe(200);
    const { message, photo } = first.data;
    expect(message).toMatchObject({ kind: 'photo', chatroom_id: groupId });
    expect(photo).toEqual({
      id: photo.id,
      building_picture_path: `/api/talk/photo/${photo.id}/original`,
      building_picture_thum_path: `/api/talk/photo/${photo.id}/thumb`,
      building_picture_upload_filename: '足場.jpg',
    });
    expect(message.pictures).toEqual([photo]);

    const second = await send(manager, 'sendGroupPhoto', { chatroom_id: groupId, message_id: message.id });
    expect(second.status, second.text).toBe(200);
    expect(second.data.message.id).toBe(message.id);
    expect(second.data.message.pictures.map((p) => p.id)).toEqual([photo.id, second.data.photo.id]);

    // Live: the other member gets the new message and its update; an outsider neither.
    const types = await eventTypes(foreman, before);
    expect(types).toContain('message');
    expect(types).toContain('message_updated');
    expect(await eventTypes(outsider, before)).not.toContain('message');

    // The other member reads the room with both photos.
    const page = await foreman.api('getArrowChatMessages', { params: { id: groupId }, query: {} });
    expect(page.status).toBe(200);
    expect(page.data.messages.find((m) => m.id === message.id)?.pictures).toHaveLength(2);

    const original = await foreman.call('GET', `/api/talk/photo/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    const thumb = await foreman.call('GET', `/api/talk/photo/${photo.id}/thumb`);
    expect(thumb.status).toBe(200);
    // Outsiders and unknown ids answer alike.
    expect((await outsider.call('GET', `/api/talk/photo/${photo.id}/original`)).status).toBe(404);
    expect((await foreman.call('GET', '/api/talk/photo/999999/thumb')).status).toBe(404);
  });

  it('checks the bytes, not the name, and stores nothing for a refused file or a non-member', async () => {
    const [{ n: rowsBefore } = { n: 0 }] = await server.database.db
      .select({ n: max(chatRoomPhotos.id) })
      .from(chatRoomPhotos)
      .then((r) => r.map((x) => ({ n: x.n ?? 0 })));
    const fake = new File([new TextEncoder().encode('%PDF-1.7 not a photo')], '写真.jpg');
    const refused = await send(manager, 'sendGroupPhoto', { chatroom_id: groupId }, fake);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(IMAGE_MESSAGE.unsupported);
    expect((await send(outsider, 'sendGroupPhoto', { chatroom_id: groupId })).status).toBe(403);
    // A site room is not a group room.
    expect((await send(manager, 'sendGroupPhoto', { chatroom_id: site.roomId })).status).toBe(403);
    const [{ n: rowsAfter } = { n: 0 }] = await server.database.db
      .select({ n: max(chatRoomPhotos.id) })
      .from(chatRoomPhotos)
      .then((r) => r.map((x) => ({ n: x.n ?? 0 })));
    expect(rowsAfter).toBe(rowsBefore);
  });

  it('lets only the sender detach and hide a photo; the message stays', async () => {
    const sent = await send(manager, 'sendChatroomFirstPhoto', { chatroom_id: groupId });
    const again = await send(manager, 'sendGroupPhoto', {
      chatroom_id: groupId,
      message_id: sent.data.message.id,
    });
    const [a, b] = again.data.message.pictures;
    if (!a || !b) throw new Error('two photos expected');

    expect((await foreman.call('DELETE', `/api/v1/talk/detachGroupPhoto/${a.id}`)).status).toBe(403);
    expect((await manager.call('DELETE', `/api/v1/talk/detachMemberPhoto/${a.id}`)).status).toBe(403);
    expect((await manager.call('DELETE', `/api/v1/talk/detachGroupPhoto/${a.id}`)).status).toBe(200);
    const page = await foreman.api('getArrowChatMessages', { params: { id: groupId }, query: {} });
    const message = page.data.messages.find((m) => m.id === sent.data.message.id);
    expect(message?.pictures.map((p) => p.id)).toEqual([b.id]);
    expect(message?.del_flg).toBe(0);

    const notMine = await foreman.call('DELETE', '/api/v1/talk/disabledGroupPicturePhoto', {
      json: { picture_id_list: [b.id], chatroom_id: groupId },
    });
    expect(notMine.status).toBe(422);
    expect(JSON.stringify(notMine.raw)).toContain(TALK_PHOTO_MESSAGES.notOwnPhotos);
    const hidden = await manager.call('DELETE', '/api/v1/talk/disabledGroupPicturePhoto', {
      json: { picture_id_list: [b.id], chatroom_id: groupId },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.raw).toEqual({ deleted_ids: [b.id] });
    expect((await foreman.call('GET', `/api/talk/photo/${b.id}/thumb`)).status).toBe(404);
    // The file is kept (talk §4: hiding keeps the original).
    const [row] = await server.database.db.select().from(chatRoomPhotos).where(eq(chatRoomPhotos.id, b.id));
    expect(row?.delFlg).toBe(true);
  });
});

describe('photos in private rooms', () => {
  it('creates the private room with the first photo; the partner sees it, nobody else can', async () => {
    const first = await send(manager, 'sendMemberFirstPhoto', { to_member_id: foremanId });
    expect(first.status, first.text).toBe(200);
    const roomId = first.data.message.chatroom_id;
    const next = await send(manager, 'sendMemberPhoto', {
      chatroom_id: roomId,
      to_member_id: foremanId,
      message_id: first.data.message.id,
    });
    expect(next.status, next.text).toBe(200);
    expect(next.data.message.pictures).toHaveLength(2);

    const managerId = first.data.message.member_id;
    const init = await foreman.api('getInitPrivateChatData', { params: { id: managerId } });
    expect(init.data.room?.chatroom_id).toBe(roomId);
    expect(init.data.messages[0]?.pictures).toHaveLength(2);
    expect((await foreman.call('GET', `/api/talk/photo/${first.data.photo.id}/original`)).status).toBe(200);
    expect((await outsider.call('GET', `/api/talk/photo/${first.data.photo.id}/original`)).status).toBe(404);
    // A chatroom_id that is not the pair's room is refused.
    const wrong = await send(manager, 'sendMemberPhoto', { chatroom_id: groupId, to_member_id: foremanId });
    expect(wrong.status).toBe(422);
    expect(
      (await manager.call('DELETE', `/api/v1/talk/detachMemberPhoto/${next.data.photo.id}`)).status,
    ).toBe(200);
  });
});

describe('site room photos', () => {
  it('sendChatroomFirstPhoto with the site stores an album photo; detach keeps it in the album, disable hides it', async () => {
    const sent = await send(manager, 'sendChatroomFirstPhoto', {
      chatroom_id: site.roomId,
      attendance_field_id: site.fieldId,
    });
    expect(sent.status, sent.text).toBe(200);
    const photoId = sent.data.photo.id;
    expect(sent.data.photo.building_picture_thum_path).toBe(`/api/album/photo/${photoId}/thumb`);

    const second = await send(manager, 'sendFieldPhoto', {
      chatroom_id: site.roomId,
      attendance_field_id: site.fieldId,
      message_id: sent.data.message.id,
    });
    const secondId = second.data.message.pictures[1]?.id ?? 0;

    expect((await foreman.call('DELETE', `/api/v1/talk/detachFieldPhoto/${photoId}`)).status).toBe(403);
    expect((await manager.call('DELETE', `/api/v1/talk/detachFieldPhoto/${photoId}`)).status).toBe(200);
    const [kept] = await server.database.db.select().from(albumPhotos).where(eq(albumPhotos.id, photoId));
    expect(kept?.delFlg).toBe(false);

    const hidden = await manager.call('DELETE', '/api/v1/talk/disabledFieldPhoto', {
      json: { picture_id_list: [secondId], chatroom_id: site.roomId },
    });
    expect(hidden.status, JSON.stringify(hidden.raw)).toBe(200);
    const [gone] = await server.database.db.select().from(albumPhotos).where(eq(albumPhotos.id, secondId));
    expect(gone?.delFlg).toBe(true);
    // The detached photo is no longer in the room, so it cannot be hidden through it.
    const detached = await manager.call('DELETE', '/api/v1/talk/disabledFieldPhoto', {
      json: { picture_id_list: [photoId], chatroom_id: site.roomId },
    });
    expect(detached.status).toBe(422);
  });
});

describe('group lists', () => {
  it("getTalkGroupList lists the member's group rooms only; getGroupChatList pages them by keyset", async () => {
    const second = await manager.api('createGroupRoom', {
      body: { name: '一覧テスト班', member_ids: [foremanId] },
    });
    const all = await manager.api('getTalkGroupList', {});
    expect(all.status).toBe(200);
    const ids = all.data.rooms.map((r) => r.chatroom_id);
    expect(ids).toEqual(expect.arrayContaining([groupId, second.data.chatroom_id]));
    expect(all.data.rooms.every((r) => r.type === 'group')).toBe(true);
    expect((await outsider.api('getTalkGroupList', {})).data.rooms.map((r) => r.chatroom_id)).not.toContain(
      groupId,
    );

    const first = await manager.api('getGroupChatList', { query: { limit: '1' } });
    expect(first.status).toBe(200);
    expect(first.data.rooms.map((r) => r.chatroom_id)).toEqual(ids.slice(0, 1));
    expect(first.data.has_more).toBe(true);
    const last = first.data.rooms[0];
    const next = await manager.api('getGroupChatList', {
      query: {
        limit: '100',
        ...(last?.last_sent ? { min_sent: last.last_sent } : {}),
        min_id: String(last?.chatroom_id),
      },
    });
    expect(next.data.rooms.map((r) => r.chatroom_id)).toEqual(ids.slice(1));
    expect(next.data.has_more).toBe(false);
  });
});
