import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { TBuildingFile, TChatMessage } from '@genba/api-client';
import { UPLOAD_MESSAGE } from '@genba/validators';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbsFiles, chatMessages, talkEvents } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

/**
 * キャンセル decided on the server (talk §4, cancelUpload): an upload whose id the uploader cancelled
 * is refused before it is stored, withdrawn (file, bytes and message) when the cancel comes after it
 * committed, also while it is being stored, and nobody but the uploader can cancel it.
 */
const MANAGER = DEMO_LOGINS.companyManager.email;
const FOREMAN = 'partner-shokucho@example.com';
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

type Client = Awaited<ReturnType<typeof loginAsDemo>>;
let server: TestServer;
let roomId: number;
let fieldId: number;
let manager: Client;
let foreman: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ roomId, fieldId } = await findSiteRoom(server.database.db));
  await agreeToTerms(server, FOREMAN);
  [manager, foreman] = await Promise.all([loginAsDemo(server, MANAGER), loginAsDemo(server, FOREMAN)]);
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

/** A file message sent into the site room, as the composer sends it. */
const sendFile = async (client: Client, uploadId: string | undefined, name = '見積書.pdf') => {
  const form = new FormData();
  form.set('chatroom_id', String(roomId));
  form.set('field_id', String(fieldId));
  form.set('no_compress', '1');
  if (uploadId !== undefined) form.set('upload_id', uploadId);
  form.set('file', new File([PDF], name));
  const res = await client.call('POST', '/api/storage/fieldFile', { body: form });
  return { status: res.status, raw: res.raw as { message: TChatMessage; file: TBuildingFile } };
};

/** A file put on the room's board (the ファイル tab). */
const boardUpload = async (client: Client, uploadId: string, replaceId?: number) => {
  const form = new FormData();
  form.set('chatroom_id', String(roomId));
  form.set('upload_id', uploadId);
  if (replaceId !== undefined) form.set('id', String(replaceId));
  form.set('file', new File([PDF], '仕様書.pdf'));
  const res = await client.call('POST', '/api/storage/field', { body: form });
  return { status: res.status, raw: res.raw as { file: TBuildingFile } };
};

const cancel = (client: Client, uploadId: string) =>
  client.api('cancelUpload', { body: { upload_id: uploadId } });

const fileRow = async (id: number) =>
  (await server.database.db.select().from(bbsFiles).where(eq(bbsFiles.id, id)))[0];
const messageRow = async (id: number) =>
  (await server.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];
const lastEventId = async () => {
  const rows = await server.database.db.select({ id: talkEvents.id }).from(talkEvents);
  return Math.max(0, ...rows.map((r) => r.id));
};
const eventsAfter = (id: number) =>
  server.database.db
    .select()
    .from(talkEvents)
    .where(and(gt(talkEvents.id, id), eq(talkEvents.chatRoomId, roomId)));

describe('cancelUpload', () => {
  it('refuses an upload cancelled before it arrived, storing and posting nothing', async () => {
    const id = randomUUID();
    const cancelled = await cancel(manager, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toEqual({ success: true, withdrawn: false });
    const stored = storedFileCount();
    const before = await lastEventId();
    const sent = await sendFile(manager, id);
    expect(sent.status).toBe(422);
    expect(JSON.stringify(sent.raw)).toContain(UPLOAD_MESSAGE.uploadCancelled);
    expect(storedFileCount()).toBe(stored);
    expect(await eventsAfter(before)).toEqual([]);
  });

  it('withdraws an upload that had committed when the cancel came: file, bytes and message, live', async () => {
    const id = randomUUID();
    const stored = storedFileCount();
    const sent = await sendFile(manager, id);
    expect(sent.status, JSON.stringify(sent.raw)).toBe(200);
    expect(storedFileCount()).toBe(stored + 1);
    const before = await lastEventId();

    const cancelled = await cancel(manager, id);
    expect(cancelled.data).toEqual({ success: true, withdrawn: true });
    expect((await fileRow(sent.raw.file.id))?.delFlg).toBe(true);
    expect(await messageRow(sent.raw.message.id)).toMatchObject({ delFlg: true, message: null });
    expect(storedFileCount()).toBe(stored);
    const events = (await eventsAfter(before)).map((e) => e.type);
    expect(events).toContain('message_deleted');
    expect(events).toContain('board_updated');
    // The other member's timeline shows it deleted, and their board no longer lists it.
    const page = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(page.data.messages.find((m) => m.id === sent.raw.message.id)).toMatchObject({ del_flg: 1 });
    const board = await foreman.api('getBbsMessages', { params: { id: roomId } });
    expect(board.data.files.some((f) => f.id === sent.raw.file.id)).toBe(false);

    // A second cancel of the same id changes nothing and announces nothing.
    const after = await lastEventId();
    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: false });
    expect(await eventsAfter(after)).toEqual([]);
  });

  it('stops an upload whose cancel came while its bytes were being stored', async () => {
    const id = randomUUID();
    const storage = server.deps.adapters.storage;
    const put = storage.put.bind(storage);
    storage.put = async (...args) => {
      // The user's キャンセル reaches the server while this upload is still storing.
      expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: false });
      return put(...args);
    };
    const stored = storedFileCount();
    const before = await lastEventId();
    try {
      const sent = await sendFile(manager, id);
      expect(sent.status).toBe(422);
      expect(JSON.stringify(sent.raw)).toContain(UPLOAD_MESSAGE.uploadCancelled);
    } finally {
      storage.put = put;
    }
    expect(storedFileCount()).toBe(stored);
    expect((await eventsAfter(before)).filter((e) => e.type === 'message')).toEqual([]);
  });

  it('lets only the uploader cancel: the same id from another member touches nothing', async () => {
    const id = randomUUID();
    const sent = await sendFile(manager, id);
    expect(sent.status).toBe(200);
    expect((await cancel(foreman, id)).data).toEqual({ success: true, withdrawn: false });
    expect((await fileRow(sent.raw.file.id))?.delFlg).toBe(false);
    expect((await messageRow(sent.raw.message.id))?.delFlg).toBe(false);
    // And an id someone else cancelled does not refuse the uploader's upload.
    const other = randomUUID();
    await cancel(foreman, other);
    expect((await sendFile(manager, other, '別件.pdf')).status).toBe(200);
  });

  it('withdraws a new board file, but never a replacement (that would lose the file)', async () => {
    const id = randomUUID();
    const added = await boardUpload(manager, id);
    expect(added.status, JSON.stringify(added.raw)).toBe(200);
    expect((await cancel(manager, id)).data).toEqual({ success: true, withdrawn: true });
    expect((await fileRow(added.raw.file.id))?.delFlg).toBe(true);

    const kept = await boardUpload(manager, randomUUID());
    const replacement = randomUUID();
    expect((await boardUpload(manager, replacement, kept.raw.file.id)).status).toBe(200);
    expect((await cancel(manager, replacement)).data).toEqual({ success: true, withdrawn: false });
    expect((await fileRow(kept.raw.file.id))?.delFlg).toBe(false);
    // A replacement cancelled before it arrived is refused like any upload.
    const late = randomUUID();
    await cancel(manager, late);
    expect((await boardUpload(manager, late, kept.raw.file.id)).status).toBe(422);
  });

  it('answers a malformed id with its Japanese message, on the cancel and on the upload', async () => {
    const bad = await manager.call('POST', '/api/storage/cancelUpload', { json: { upload_id: '1 OR 1=1' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.raw)).toContain(UPLOAD_MESSAGE.uploadIdFormat);
    const sent = await sendFile(manager, 'x'.repeat(10_000));
    expect(sent.status).toBe(422);
    expect(JSON.stringify(sent.raw)).toContain(UPLOAD_MESSAGE.uploadIdFormat);
  });
});
