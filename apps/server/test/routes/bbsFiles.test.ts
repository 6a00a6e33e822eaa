import { readdirSync } from 'node:fs';
import type { TBuildingFile, TChatMessage } from '@genba/api-client';
import { BBS_FILE_LIMITS, BBS_FILE_MESSAGE } from '@genba/validators';
import { and, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bbsFiles,
  chatRooms,
  companies,
  members,
  projects,
  talkEvents,
  users,
} from '../../src/db/schema/index.ts';
import { BBS_SEED_PROJECT } from '../../src/db/seed/bbsFiles.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { ROOM_FORBIDDEN_MESSAGE } from '../../src/routes/talk/access.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

/**
 * Board files over HTTP (issue 11 §7): upload, list with pickup first and per-member read
 * state, pickup by managers only, delete by the uploader or a manager, read status,
 * download with its headers, and the tenancy of every call. One seeded server for the file.
 */
const MANAGER = DEMO_LOGINS.companyManager.email;
const FOREMAN = 'partner-shokucho@example.com';
const OUTSIDER = 'ippan@example.com';
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

type Client = Awaited<ReturnType<typeof loginAsDemo>>;

let server: TestServer;
let fieldId: number;
let roomId: number;
let foreignRoomId: number;
let foremanId: number;
let manager: Client;
let foreman: Client;
let outsider: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ fieldId, roomId } = await findSiteRoom(server.database.db, BBS_SEED_PROJECT));
  // The partner company's own site: another tenant's room.
  const [foreign] = await server.database.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .where(and(eq(projects.caseName, '木村設備 倉庫配管更新'), eq(chatRooms.type, 'project')));
  if (!foreign) throw new Error('seed: partner room missing');
  foreignRoomId = foreign.id;
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, FOREMAN), eq(companies.name, DEMO_COMPANY_NAME)));
  if (!row) throw new Error('seed: foreman missing');
  foremanId = row.id;
  await agreeToTerms(server, FOREMAN);
  [manager, foreman, outsider] = await Promise.all([
    loginAsDemo(server, MANAGER),
    loginAsDemo(server, FOREMAN),
    loginAsDemo(server, OUTSIDER),
  ]);
});
afterAll(async () => {
  await server.close();
});

const upload = async (
  client: Client,
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  extra: Record<string, string> = {},
) => {
  const form = new FormData();
  form.set('chatroom_id', String(extra.chatroom_id ?? roomId));
  for (const [k, v] of Object.entries(extra)) if (k !== 'chatroom_id') form.set(k, v);
  form.set('file', new File([content], name));
  const res = await client.call('POST', '/api/storage/field', { body: form });
  return { status: res.status, file: (res.raw as { file: TBuildingFile }).file, raw: res.raw };
};

const board = async (client: Client) => {
  const res = await client.api('getBbsMessages', { params: { id: roomId } });
  expect(res.status).toBe(200);
  return res.data.files;
};

const lastEventId = async () =>
  (await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents))[0]?.id ?? 0;

describe('board files', () => {
  it('lists the seeded files pickup first, with each member’s own read state', async () => {
    const mine = await board(manager);
    expect(mine.map((f) => f.building_file_upload_filename)).toEqual([
      '外壁改修 仕様書.pdf',
      '足場計画図.pdf',
      '工程表_11月.pdf',
    ]);
    expect(mine[0]?.pickup_flg).toBe(1);
    const readOf = (files: TBuildingFile[], name: string) =>
      files.find((f) => f.building_file_upload_filename === name)?.readed;
    // The manager replaced the schedule yesterday: unread for the foreman, read for him.
    expect(readOf(mine, '工程表_11月.pdf')).toBe(1);
    expect(readOf(mine, '足場計画図.pdf')).toBe(0);
    const his = await board(foreman);
    expect(readOf(his, '工程表_11月.pdf')).toBe(0);
    expect(
      his.find((f) => f.building_file_upload_filename === '工程表_11月.pdf')?.update_datetime,
    ).not.toBeNull();
  });

  it('uploads a document checked by its bytes, announces it, and serves it back as an attachment', async () => {
    const before = await lastEventId();
    const sent = await upload(manager, '配筋検査 報告書.pdf', PDF, { field_id: String(fieldId) });
    expect(sent.status, JSON.stringify(sent.raw)).toBe(200);
    expect(sent.file).toMatchObject({
      chatroom_id: roomId,
      attendance_field_id: fieldId,
      building_file_upload_filename: '配筋検査 報告書.pdf',
      building_file_size: PDF.length,
      pickup_flg: 0,
      readed: 1,
    });
    expect(sent.file.building_file_path).toMatch(
      new RegExp(`^/api/bbs/file/${sent.file.id}/download\\?t=\\d+$`),
    );
    const events = await server.database.db
      .select()
      .from(talkEvents)
      .where(eq(talkEvents.chatRoomId, roomId));
    expect(events.filter((e) => e.id > before).map((e) => e.type)).toContain('board_updated');

    // The partner foreman sees it unread, downloads it, and marks it read.
    const seen = (await board(foreman)).find((f) => f.id === sent.file.id);
    expect(seen?.readed).toBe(0);
    const download = await foreman.call('GET', sent.file.building_file_path);
    expect(download.status).toBe(200);
    expect(download.raw).toBe(PDF);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toContain(
      `attachment; filename="____ ___.pdf"; filename*=UTF-8''${encodeURIComponent('配筋検査 報告書.pdf')}`,
    );
    const read = await foreman.api('updateReadStatusFile', {
      body: { building_file_id: sent.file.id, member_id: foremanId, readed: 1 },
    });
    expect(read.status, JSON.stringify(read.data)).toBe(200);
    expect((await board(foreman)).find((f) => f.id === sent.file.id)?.readed).toBe(1);
  });

  it('refuses files whose bytes are not what the name says, and oversize files, storing nothing', async () => {
    const before = await server.database.db.$count(bbsFiles);
    const page = await upload(manager, 'report.pdf', '<html><script>alert(1)</script></html>');
    expect(page.status).toBe(422);
    expect(JSON.stringify(page.raw)).toContain('未サポートのファイルが含まれています。');
    const exe = await upload(manager, 'setup.exe', PDF);
    expect(exe.status).toBe(422);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const oversize = await upload(manager, '大きい図面.pdf', big);
    expect(oversize.status).toBe(422);
    expect(JSON.stringify(oversize.raw)).toContain('20MB以下');
    const wrongField = await upload(manager, 'a.pdf', PDF, { field_id: '999999' });
    expect(wrongField.status).toBe(422);
    expect(JSON.stringify(wrongField.raw)).toContain(BBS_FILE_MESSAGE.fieldMismatch);
    expect(await server.database.db.$count(bbsFiles)).toBe(before);
  });

  it('lets only managers pick up, and the uploader or a manager replace and delete', async () => {
    const posted = await upload(foreman, '職長の図面.pdf', PDF);
    expect(posted.status).toBe(200);
    const id = posted.file.id;

    const foremanPickup = await foreman.api('updateBbsFile', {
      params: { id },
      body: { fileId: id, pickupFlg: 1 },
    });
    expect(foremanPickup.status).toBe(403);
    expect(foremanPickup.error.detail).toEqual([BBS_FILE_MESSAGE.pickupManagerOnly]);
    const mismatch = await manager.api('updateBbsFile', {
      params: { id },
      body: { fileId: id + 1, pickupFlg: 1 },
    });
    expect(mismatch.status).toBe(422);
    const pickup = await manager.api('updateBbsFile', { params: { id }, body: { fileId: id, pickupFlg: 1 } });
    expect(pickup.status).toBe(200);
    expect(pickup.data.file.pickup_flg).toBe(1);
    expect((await board(foreman))[0]?.pickup_flg).toBe(1);

    // A replacement by the manager makes it unread for the uploader until he opens it.
    const replaced = await upload(manager, '職長の図面 改訂.pdf', `${PDF}%v2\n`, { id: String(id) });
    expect(replaced.status, JSON.stringify(replaced.raw)).toBe(200);
    expect(replaced.file.id).toBe(id);
    expect(replaced.file.update_datetime).not.toBeNull();
    expect((await board(foreman)).find((f) => f.id === id)?.readed).toBe(0);

    // Another file of the manager: the foreman may neither replace nor delete it.
    const managers = await upload(manager, '管理者の資料.pdf', PDF);
    const replaceOther = await upload(foreman, 'x.pdf', PDF, { id: String(managers.file.id) });
    expect(replaceOther.status).toBe(403);
    const deleteOther = await foreman.api('deleteBbsFile', { params: { id: managers.file.id } });
    expect(deleteOther.status).toBe(403);
    expect(deleteOther.error.detail).toEqual([BBS_FILE_MESSAGE.changeForbidden]);

    // The manager deletes the foreman's file: it leaves the board and its download.
    const removed = await manager.api('deleteBbsFile', { params: { id } });
    expect(removed.status).toBe(200);
    expect((await board(foreman)).some((f) => f.id === id)).toBe(false);
    expect((await foreman.call('GET', `/api/bbs/file/${id}/download`)).status).toBe(403);
    expect((await manager.api('deleteBbsFile', { params: { id } })).status).toBe(403);
  });

  it('answers another company’s room, a room the caller is not in and an unknown id alike', async () => {
    const [mine] = await board(manager);
    if (!mine) throw new Error('no file');
    const UNKNOWN = 2_000_000_000;
    const probes = async (client: Client, fileId: number, room: number) => [
      await client.api('getBbsMessages', { params: { id: room } }),
      await client.api('updateBbsFile', { params: { id: fileId }, body: { fileId, pickupFlg: 1 } }),
      await client.api('deleteBbsFile', { params: { id: fileId } }),
      await client
        .call('GET', `/api/bbs/file/${fileId}/download`)
        .then((r) => ({ status: r.status, data: r.raw })),
    ];
    const answers = [
      ...(await probes(outsider, mine.id, roomId)),
      ...(await probes(manager, UNKNOWN, UNKNOWN)),
      ...(await probes(manager, UNKNOWN, foreignRoomId)),
    ];
    for (const a of answers) {
      expect(a.status).toBe(403);
      expect(JSON.stringify(a.data)).toContain(ROOM_FORBIDDEN_MESSAGE);
    }
    const intoForeign = await upload(manager, 'a.pdf', PDF, { chatroom_id: String(foreignRoomId) });
    expect(intoForeign.status).toBe(403);
    const outsiderUpload = await upload(outsider, 'a.pdf', PDF);
    expect(outsiderUpload.status).toBe(403);
    // Nobody marks a file read for someone else.
    const forOther = await manager.api('updateReadStatusFile', {
      body: { building_file_id: mine.id, member_id: foremanId, readed: 1 },
    });
    expect(forOther.status).toBe(403);
  });
});

describe('file messages', () => {
  it('a file sent in talk is a board file and a file message; deleting the file deletes the message', async () => {
    const form = new FormData();
    form.set('chatroom_id', String(roomId));
    form.set('field_id', String(fieldId));
    form.set('no_compress', '1');
    form.set('file', new File([PDF], '見積書.pdf'));
    const sent = await manager.call('POST', '/api/storage/fieldFile', { body: form });
    expect(sent.status, JSON.stringify(sent.raw)).toBe(200);
    const { message, file } = sent.raw as { message: TChatMessage; file: TBuildingFile };
    expect(message).toMatchObject({
      kind: 'file',
      chatroom_id: roomId,
      file: {
        id: file.id,
        building_file_upload_filename: '見積書.pdf',
        building_file_path: file.building_file_path,
        building_file_size: PDF.length,
      },
    });
    // The foreman reads it in the room and finds it on the board.
    const page = await foreman.api('getArrowChatMessages', { params: { id: roomId } });
    expect(page.data.messages.find((m) => m.id === message.id)?.file?.id).toBe(file.id);
    expect((await board(foreman)).some((f) => f.id === file.id)).toBe(true);

    // A file already on the board is posted again with sendFieldFile.
    const again = await foreman.api('sendFieldFile', {
      body: { chatroom_id: roomId, attendance_field_id: fieldId, building_file_id: file.id },
    });
    expect(again.status, JSON.stringify(again.data)).toBe(200);
    expect(again.data.message.file?.id).toBe(file.id);

    // Taken off the board: both messages are deleted, on every screen.
    const before = await lastEventId();
    expect((await manager.api('deleteBbsFile', { params: { id: file.id } })).status).toBe(200);
    const after = await manager.api('getArrowChatMessages', { params: { id: roomId } });
    for (const id of [message.id, again.data.message.id]) {
      expect(after.data.messages.find((m) => m.id === id)).toMatchObject({ del_flg: 1, file: null });
    }
    const events = await server.database.db
      .select()
      .from(talkEvents)
      .where(eq(talkEvents.chatRoomId, roomId));
    expect(events.filter((e) => e.id > before && e.type === 'message_deleted')).toHaveLength(2);
  });

  it('keeps each call to its kind of room, and outsiders out', async () => {
    const [group] = await server.database.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.type, 'group'));
    if (!group) throw new Error('seed: group room missing');
    const send = (client: Client, path: string, room: number) => {
      const form = new FormData();
      form.set('chatroom_id', String(room));
      form.set('file', new File([PDF], 'a.pdf'));
      return client.call('POST', path, { body: form });
    };
    expect((await send(manager, '/api/storage/groupFile', roomId)).status).toBe(403);
    expect((await send(manager, '/api/storage/memberFile', group.id)).status).toBe(403);
    expect((await send(outsider, '/api/storage/fieldFile', roomId)).status).toBe(403);
    const inGroup = await send(manager, '/api/storage/groupFile', group.id);
    expect(inGroup.status, JSON.stringify(inGroup.raw)).toBe(200);
    const fileId = (inGroup.raw as { file: TBuildingFile }).file.id;
    // The group file is not a project room's file: deleteStorageMemberFile does not reach it.
    expect((await manager.api('deleteStorageMemberFile', { params: { id: fileId } })).status).toBe(403);
    expect((await manager.api('deleteStorageGroupFile', { params: { id: fileId } })).status).toBe(200);
  });
});

/** Files in the local storage adapter's directory: refused uploads must leave none behind. */
const storedFileCount = () => {
  const { storage } = server.config.adapters;
  if (storage.kind !== 'local') throw new Error('tests use local storage');
  return readdirSync(storage.directory, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
};

describe('the room limit under concurrent uploads', () => {
  it('lets only one of three simultaneous uploads take the last free place, and keeps no bytes of the others', async () => {
    const db = server.database.db;
    const inRoom = () =>
      db.$count(bbsFiles, and(eq(bbsFiles.chatRoomId, roomId), eq(bbsFiles.delFlg, false)));
    const free = BBS_FILE_LIMITS.maxFilesPerRoom - (await inRoom());
    // Fill the board to one place short of the limit with rows only: the limit counts rows.
    const filler = Array.from({ length: free - 1 }, (_, i) => ({
      chatRoomId: roomId,
      memberId: foremanId,
      fileName: `filler-${i}.pdf`,
      storageKey: `filler/${i}`,
      mime: 'application/pdf',
      size: 1,
    }));
    const inserted = await db.insert(bbsFiles).values(filler).returning({ id: bbsFiles.id });
    try {
      const stored = storedFileCount();
      const answers = await Promise.all(
        ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => upload(manager, name, PDF)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
      for (const refused of answers.filter((a) => a.status === 422))
        expect(JSON.stringify(refused.raw)).toContain(BBS_FILE_MESSAGE.roomFull);
      expect(await inRoom()).toBe(BBS_FILE_LIMITS.maxFilesPerRoom);
      expect(storedFileCount()).toBe(stored + 1);
    } finally {
      await db
        .update(bbsFiles)
        .set({ delFlg: true })
        .where(
          inArray(
            bbsFiles.id,
            inserted.map((row) => row.id),
          ),
        );
    }
  });
});
