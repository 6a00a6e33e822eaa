import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { TChatMessage } from '@genba/api-client';
import { UPLOAD_MESSAGE } from '@genba/validators';
import { and, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumPhotoCounts,
  albumPhotos,
  chatMessages,
  chatRoomPhotos,
  companies,
  members,
  talkEvents,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

/**
 * キャンセル of photo sends, decided on the server with the file uploads' cancel registry
 * (cancelUpload, talk §4): a photo whose upload_id its sender cancelled is refused before it is
 * stored; one stored first is withdrawn: the photo row (a site photo's album photo), both files,
 * and its message deleted, or updated when earlier photos of the send remain; only the sender's
 * own photos are affected.
 */
const MANAGER = DEMO_LOGINS.companyManager.email;
const FOREMAN = 'partner-shokucho@example.com';

type Client = Awaited<ReturnType<typeof loginAsDemo>>;
type PhotoAnswer = { message: TChatMessage; photo: { id: number } };
let server: TestServer;
let roomId: number;
let fieldId: number;
let groupId: number;
let jpeg: Uint8Array;
let manager: Client;
let foreman: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ roomId, fieldId } = await findSiteRoom(server.database.db));
  await agreeToTerms(server, FOREMAN);
  [manager, foreman] = await Promise.all([loginAsDemo(server, MANAGER), loginAsDemo(server, FOREMAN)]);
  jpeg = new Uint8Array(
    await sharp({ create: { width: 80, height: 60, channels: 3, background: '#a63' } })
      .jpeg()
      .toBuffer(),
  );
  const [foremanMember] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, FOREMAN), eq(companies.name, DEMO_COMPANY_NAME)));
  if (!foremanMember) throw new Error('no foreman member');
  const group = await manager.api('createGroupRoom', {
    body: { name: '取消班', member_ids: [foremanMember.id] },
  });
  expect(group.status).toBe(200);
  groupId = group.data.chatroom_id;
});
afterAll(async () => {
  await server.close();
});

const storedFileCount = () => {
  const { storage } = server.config.adapters;
  if (storage.kind !== 'local') throw new Error('tests use local storage');
  if (!existsSync(storage.directory)) return 0;
  return readdirSync(storage.directory, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
};

/** A photo sent as the composer sends it: into the site room (album) or the group room. */
const sendPhoto = async (
  client: Client,
  uploadId: string | undefined,
  to: { call: 'sendFieldPhoto' | 'sendChatroomFirstPhoto' | 'sendGroupPhoto'; messageId?: number },
) => {
  const form = new FormData();
  form.set('api_version', '2');
  form.set('chatroom_id', String(to.call === 'sendFieldPhoto' ? roomId : groupId));
  if (to.call === 'sendFieldPhoto') form.set('attendance_field_id', String(fieldId));
  if (to.messageId !== undefined) form.set('message_id', String(to.messageId));
  if (uploadId !== undefined) form.set('upload_id', uploadId);
  form.set('file', new File([jpeg.slice()], '外壁.jpg', { type: 'image/jpeg' }));
  const res = await client.call('POST', `/api/v1/talk/${to.call}`, { body: form });
  return { status: res.status, raw: res.raw as PhotoAnswer, text: JSON.stringify(res.raw) };
};
const FIELD = { call: 'sendFieldPhoto' } as const;

const cancel = (client: Client, uploadId: string) =>
  client.api('cancelUpload', { body: { upload_id: uploadId } });

const albumRow = async (id: number) =>
  (await server.database.db.select().from(albumPhotos).where(eq(albumPhotos.id, id)))[0];
const roomPhotoRow = async (id: number) =>
  (await server.database.db.select().from(chatRoomPhotos).where(eq(chatRoomPhotos.id, id)))[0];
const albumCount = async () =>
  (
    await server.database.db
      .select({ visible: albumPhotoCounts.visible })
      .from(albumPhotoCounts)
      .where(eq(albumPhotoCounts.fieldId, fieldId))
  ).reduce((sum, r) => sum + r.visible, 0);
const messageRow = async (id: number) =>
  (await server.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];
const lastEventId = async () => {
  const rows = await server.database.db.select({ id: talkEvents.id }).from(talkEvents);
  return Math.max(0, ...rows.map((r) => r.id));
};
const eventsAfter = (id: number, room = roomId) =>
  server.database.db
    .select()
    .from(talkEvents)
    .where(and(gt(talkEvents.id, id), eq(talkEvents.chatRoomId, room)));

describe('cancelUpload of a photo send', () => {
  it('refuses a site photo cancelled before it arrived, storing and posting nothing', async () => {
    const id = randomUUID();
    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: false });
    const stored = storedFileCount();
    const before = await lastEventId();
    // Refused before its bytes are written, not stored and removed again.
    const storage = server.deps.adapters.storage;
    const put = storage.put.bind(storage);
    let puts = 0;
    storage.put = (...args) => {
      puts += 1;
      return put(...args);
    };
    try {
      const sent = await sendPhoto(manager, id, FIELD);
      expect(sent.status).toBe(422);
      expect(sent.text).toContain(UPLOAD_MESSAGE.uploadCancelled);
    } finally {
      storage.put = put;
    }
    expect(puts).toBe(0);
    expect(storedFileCount()).toBe(stored);
    expect(await eventsAfter(before)).toEqual([]);
    expect(await server.database.db.select().from(albumPhotos).where(eq(albumPhotos.uploadId, id))).toEqual(
      [],
    );
  });

  it('withdraws a site photo stored first: album photo, both files and message gone, live', async () => {
    const id = randomUUID();
    const stored = storedFileCount();
    const visible = await albumCount();
    const sent = await sendPhoto(manager, id, FIELD);
    expect(sent.status, sent.text).toBe(200);
    expect(storedFileCount()).toBe(stored + 2);
    expect(await albumRow(sent.raw.photo.id)).toBeDefined();
    const before = await lastEventId();

    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: true });
    expect(await albumRow(sent.raw.photo.id)).toBeUndefined();
    expect(storedFileCount()).toBe(stored);
    // The album's kept count follows the removal.
    expect(await albumCount()).toBe(visible);
    expect(await messageRow(sent.raw.message.id)).toMatchObject({ delFlg: true });
    expect((await eventsAfter(before)).map((e) => e.type)).toEqual(['message_deleted']);
    // The other member's timeline shows it deleted, and the album no longer lists the photo.
    const page = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(page.data.messages.find((m) => m.id === sent.raw.message.id)).toMatchObject({ del_flg: 1 });
    const album = await foreman.call('GET', `/api/album/photo/${sent.raw.photo.id}/thumb`);
    expect(album.status).not.toBe(200);

    // A second cancel of the same id changes nothing and announces nothing.
    const after = await lastEventId();
    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: false });
    expect(await eventsAfter(after)).toEqual([]);
  });

  it('withdraws only the cancelled photo of a send: the message keeps the photos sent before it', async () => {
    const first = await sendPhoto(manager, randomUUID(), FIELD);
    expect(first.status, first.text).toBe(200);
    const id = randomUUID();
    const second = await sendPhoto(manager, id, { call: 'sendFieldPhoto', messageId: first.raw.message.id });
    expect(second.status, second.text).toBe(200);
    expect(second.raw.message.pictures).toHaveLength(2);
    const before = await lastEventId();

    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: true });
    expect(await albumRow(second.raw.photo.id)).toBeUndefined();
    expect(await albumRow(first.raw.photo.id)).toMatchObject({ delFlg: false });
    expect((await eventsAfter(before)).map((e) => e.type)).toEqual(['message_updated']);
    const page = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    const message = page.data.messages.find((m) => m.id === first.raw.message.id);
    expect(message).toMatchObject({ del_flg: 0 });
    expect(message?.pictures.map((p) => p.id)).toEqual([first.raw.photo.id]);
  });

  it('stops a photo whose cancel came while its files were being stored', async () => {
    const id = randomUUID();
    const storage = server.deps.adapters.storage;
    const put = storage.put.bind(storage);
    storage.put = async (...args) => {
      expect((await cancel(manager, id)).status).toBe(200);
      return put(...args);
    };
    const stored = storedFileCount();
    const before = await lastEventId();
    try {
      const sent = await sendPhoto(manager, id, FIELD);
      expect(sent.status).toBe(422);
      expect(sent.text).toContain(UPLOAD_MESSAGE.uploadCancelled);
    } finally {
      storage.put = put;
    }
    expect(storedFileCount()).toBe(stored);
    expect((await eventsAfter(before)).filter((e) => e.type === 'message')).toEqual([]);
    expect(await server.database.db.select().from(albumPhotos).where(eq(albumPhotos.uploadId, id))).toEqual(
      [],
    );
  });

  it("refuses and withdraws a group room's photo the same way", async () => {
    const refused = randomUUID();
    await cancel(manager, refused);
    const stored = storedFileCount();
    expect((await sendPhoto(manager, refused, { call: 'sendChatroomFirstPhoto' })).status).toBe(422);
    expect(storedFileCount()).toBe(stored);

    const id = randomUUID();
    const sent = await sendPhoto(manager, id, { call: 'sendChatroomFirstPhoto' });
    expect(sent.status, sent.text).toBe(200);
    const before = await lastEventId();
    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: true });
    expect(await roomPhotoRow(sent.raw.photo.id)).toBeUndefined();
    expect(storedFileCount()).toBe(stored);
    expect(await messageRow(sent.raw.message.id)).toMatchObject({ delFlg: true });
    expect((await eventsAfter(before, groupId)).map((e) => e.type)).toEqual(['message_deleted']);
  });

  it('lets only the sender cancel: the same id from another member touches nothing', async () => {
    const id = randomUUID();
    const sent = await sendPhoto(manager, id, FIELD);
    expect(sent.status).toBe(200);
    expect((await cancel(foreman, id)).data).toEqual({ success: true, withdrawn: false });
    expect(await albumRow(sent.raw.photo.id)).toMatchObject({ delFlg: false });
    expect(await messageRow(sent.raw.message.id)).toMatchObject({ delFlg: false });
    // And an id someone else cancelled does not refuse the sender's photo.
    const other = randomUUID();
    await cancel(foreman, other);
    expect((await sendPhoto(manager, other, FIELD)).status).toBe(200);
  });

  it('answers a malformed upload_id on a photo with its Japanese message', async () => {
    const sent = await sendPhoto(manager, 'not-a-uuid', FIELD);
    expect(sent.status).toBe(422);
    expect(sent.text).toContain(UPLOAD_MESSAGE.uploadIdFormat);
  });
});
