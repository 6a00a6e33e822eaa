import type { TAlbumPhoto, TChatMessage } from '@genba/api-client';
import { and, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, chatRooms, talkEvents } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { IMAGE_MESSAGE } from '../../src/routes/album/image.ts';
import { SEND_PHOTO_MESSAGES } from '../../src/routes/send/photo.ts';
import { ROOM_FORBIDDEN_MESSAGE } from '../../src/routes/talk/access.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { fieldPhotoForm, findSiteRoom } from '../helpers/siteRoom.ts';

const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';

type Client = Awaited<ReturnType<typeof loginAsDemo>>;
type PhotoAnswer = { message: TChatMessage; photo: TAlbumPhoto };

let server: TestServer;
let fieldId: number;
let companyId: number;
let roomId: number;
let jpeg: Uint8Array;

beforeAll(async () => {
  server = await startTestServer();
  ({ fieldId, companyId, roomId } = await findSiteRoom(server.database.db));
  jpeg = new Uint8Array(
    await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server.close();
});

const sendPhoto = async (
  client: Client,
  file: { name: string; bytes: Uint8Array },
  extra: Record<string, string> = {},
) => {
  const form = fieldPhotoForm({ fieldId, roomId }, new File([new Uint8Array(file.bytes)], file.name), extra);
  const res = await client.call('POST', '/api/v1/talk/sendFieldPhoto', { body: form });
  return { status: res.status, data: res.raw as PhotoAnswer, text: JSON.stringify(res.raw) };
};

const lastEventId = async () =>
  (await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents))[0]?.id ?? 0;

/** The talk events a member receives after `after` (the stream's polling form: the same log, the same filter). */
const eventsFor = async (client: Client, after: number) => {
  const poll = await client.api('talkEvents', { query: { poll: '1', last_event_id: String(after) } });
  expect(poll.status, JSON.stringify(poll.data)).toBe(200);
  return String(poll.data)
    .split('\n\n')
    .map((block) => ({
      type: /^event: (.*)$/m.exec(block)?.[1],
      data: /^data: (.*)$/m.exec(block)?.[1],
    }))
    .filter((e) => e.type !== undefined);
};

describe('sendFieldPhoto', () => {
  it('stores the photo as an album photo of the project and posts a photo message that reaches the room live', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const foreman = await loginAsDemo(server, FOREMAN);
    const outsider = await loginAsDemo(server, OUTSIDER);
    // Something in the log first, so "after this event" has an id to name.
    await manager.api('sendFieldMessage', {
      body: { chatroom_id: roomId, attendance_field_id: fieldId, message: '写真を送ります' },
    });
    const before = await lastEventId();

    const sent = await sendPhoto(manager, { name: '北面 足場.jpg', bytes: jpeg });
    expect(sent.status, sent.text).toBe(200);
    const { message, photo } = sent.data;
    expect(photo).toMatchObject({
      attendance_field_id: fieldId,
      building_picture_upload_filename: '北面 足場.jpg',
      sent: 1,
    });
    expect(message).toMatchObject({ kind: 'photo', chatroom_id: roomId, message: null });
    expect(message.pictures).toEqual([
      {
        id: photo.id,
        building_picture_path: photo.building_picture_path,
        building_picture_thum_path: `/api/album/photo/${photo.id}/thumb`,
        building_picture_upload_filename: '北面 足場.jpg',
      },
    ]);

    // The stored file is the one sent, served to a room member as an image.
    const original = await foreman.call('GET', `/api/album/photo/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');

    // The project album lists it, for the sender and for the partner foreman.
    for (const client of [manager, foreman]) {
      const album = await client.api('getCommonAlbumAllData', {
        params: { id: companyId },
        query: { field_id: String(fieldId), limit: '5' },
      });
      expect(album.status).toBe(200);
      expect(album.data.photos.map((p) => p.id)).toContain(photo.id);
    }

    // The room's members get the message event; an outsider does not.
    const live = await eventsFor(foreman, before);
    const posted = live.find((e) => e.type === 'message');
    expect(posted?.data).toBeDefined();
    expect((JSON.parse(posted?.data ?? '{}') as { message: TChatMessage }).message).toMatchObject({
      id: message.id,
      kind: 'photo',
      pictures: [expect.objectContaining({ id: photo.id })],
    });
    expect((await eventsFor(outsider, before)).filter((e) => e.type === 'message')).toEqual([]);

    // The timeline answers it with its photo.
    const page = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(page.data.messages.find((m) => m.id === message.id)?.pictures.map((p) => p.id)).toEqual([
      photo.id,
    ]);
  });

  it('attaches later photos of one send to the first photo message, announced as an update', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const first = await sendPhoto(manager, { name: '1枚目.jpg', bytes: jpeg });
    const before = await lastEventId();
    const second = await sendPhoto(
      manager,
      { name: '2枚目.jpg', bytes: jpeg },
      { message_id: String(first.data.message.id) },
    );
    expect(second.status, second.text).toBe(200);
    expect(second.data.message.id).toBe(first.data.message.id);
    expect(second.data.message.pictures.map((p) => p.building_picture_upload_filename)).toEqual([
      '1枚目.jpg',
      '2枚目.jpg',
    ]);
    const events = await eventsFor(manager, before);
    expect(events.map((e) => e.type)).toContain('message_updated');

    // Only onto one's own photo message.
    const foreman = await loginAsDemo(server, FOREMAN);
    const theirs = await sendPhoto(
      foreman,
      { name: '3枚目.jpg', bytes: jpeg },
      { message_id: String(first.data.message.id) },
    );
    expect(theirs.status).toBe(403);
    const text = await manager.api('sendFieldMessage', {
      body: { chatroom_id: roomId, attendance_field_id: fieldId, message: '文字のメッセージ' },
    });
    const ontoText = await sendPhoto(
      manager,
      { name: '4枚目.jpg', bytes: jpeg },
      { message_id: String(text.data.message.id) },
    );
    expect(ontoText.status).toBe(422);
    expect(ontoText.text).toContain(SEND_PHOTO_MESSAGES.notPhotoMessage);
  });

  it('refuses a non-image by its bytes and an unsupported name, storing nothing', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const count = () => server.database.db.$count(albumPhotos, eq(albumPhotos.fieldId, fieldId));
    const photos = await count();
    const disguised = await sendPhoto(manager, {
      name: '見積書.jpg',
      bytes: new TextEncoder().encode('%PDF-1.7 not a photo at all'),
    });
    expect(disguised.status).toBe(422);
    expect(disguised.text).toContain(IMAGE_MESSAGE.unsupported);
    const exe = await sendPhoto(manager, { name: 'setup.exe', bytes: jpeg });
    expect(exe.status).toBe(422);
    expect(exe.text).toContain('未サポートのファイルが含まれています。');
    expect(await count()).toBe(photos);
  });

  it('keeps the room to its members: an outsider and a mismatched project are refused before anything is stored', async () => {
    const outsider = await loginAsDemo(server, OUTSIDER);
    const count = () => server.database.db.$count(albumPhotos);
    const photos = await count();
    const refused = await sendPhoto(outsider, { name: '侵入.jpg', bytes: jpeg });
    expect(refused.status).toBe(403);
    // Every room refusal answers alike, so a room id reveals nothing of what it is (talkrooms).
    expect(refused.text).toContain(ROOM_FORBIDDEN_MESSAGE);

    // A member of this room naming another room: the room decides, not the project id sent.
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const [other] = await server.database.db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, 'private')));
    if (!other) throw new Error('seed private room missing');
    const form = new FormData();
    form.set('chatroom_id', String(other.id));
    form.set('attendance_field_id', String(fieldId));
    form.set('api_version', '2');
    form.set('file', new File([new Uint8Array(jpeg)], '別室.jpg'));
    const wrongRoom = await manager.call('POST', '/api/v1/talk/sendFieldPhoto', { body: form });
    expect([403, 422]).toContain(wrongRoom.status);
    expect(await count()).toBe(photos);
  });
});
