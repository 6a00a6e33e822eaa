import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos } from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PHOTO_COUNT, ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSeedProject } from '../helpers/siteRoom.ts';

let server: TestServer;
let hakata: number;
let companyId: number;
let jpeg: Uint8Array;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
  const row = await findSeedProject(server.database.db, ALBUM_SEED_PROJECT);
  hakata = row.id;
  companyId = row.companyId;
  jpeg = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server.close();
});

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const out = new DataView(new ArrayBuffer(12 + data.length));
  out.setUint32(0, data.length);
  new Uint8Array(out.buffer).set(body, 4);
  out.setUint32(8 + data.length, crc32(body));
  return new Uint8Array(out.buffer);
};
const pngHeader = (width: number, height: number): Uint8Array => {
  const ihdr = new DataView(new ArrayBuffer(13));
  ihdr.setUint32(0, width);
  ihdr.setUint32(4, height);
  ihdr.setUint8(8, 8); // bit depth
  ihdr.setUint8(9, 2); // RGB
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', new Uint8Array(ihdr.buffer)),
    ...chunk('IEND', new Uint8Array()),
  ]);
};

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
type Client = Awaited<ReturnType<typeof manager>>;
/** The photos as a later read shows them (the album's first 500 of hakata, these ids). */
const photosOf = async (client: Client, ids: readonly number[]) => {
  const page = await client.api('getInitFieldAlbumData', {
    params: { fieldId: hakata, chatroomId: 1 },
    query: { limit: '500' },
  });
  return page.data.photos.filter((p) => ids.includes(p.id));
};

type Upload = {
  name: string;
  bytes: Uint8Array;
  board?: boolean;
  key?: string;
  field?: number;
  tags?: number[];
  latest?: boolean;
};
const upload = async (client: Awaited<ReturnType<typeof manager>>, u: Upload, memberId: number) => {
  const form = new FormData();
  form.set('field_id', String(u.field ?? hakata));
  form.set('chatroom_id', '1');
  form.set('member_id', String(memberId));
  form.set('company_id', String(companyId));
  form.set('office_id', '1');
  form.set('sent', '0');
  form.set('building_picture_datetime', '2026-11-20 10:00:00');
  form.set('api_version', '1');
  if (u.board) form.set('board_flg', '1');
  if (u.key) form.set('idempotency_key', u.key);
  for (const tag of u.tags ?? []) form.append('tag_setting_ids[]', String(tag));
  if (u.latest) form.set('is_latest', '1');
  form.set('file', new File([new Uint8Array(u.bytes)], u.name));
  return client.call('POST', '/api/storage/storeAlbum', { body: form });
};

const me = async (client: Awaited<ReturnType<typeof manager>>) => {
  const res = await client.api('getInitAlbumData', {});
  expect(res.status).toBe(200);
  const [photo] = (
    await client.api('getCommonAlbumAllData', { params: { id: companyId }, query: { limit: '1' } })
  ).data.photos;
  return { fields: res.data.fields, somePhoto: photo };
};

const memberIdOf = async (email: string) => {
  const { members, users } = await import('../../src/db/schema/index.ts');
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error('member missing');
  return row.id;
};

describe('album pages', () => {
  it('pages the seeded album newest first and never sends more than the limit', async () => {
    const client = await manager();
    const first = await client.api('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { field_id: String(hakata), limit: '100' },
    });
    expect(first.status).toBe(200);
    expect(first.data.photos).toHaveLength(100);
    expect(first.data.has_more).toBe(true);
    expect(first.data.total).toBeGreaterThanOrEqual(ALBUM_SEED_PHOTO_COUNT);
    const ids = first.data.photos.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const last = ids.at(-1) ?? 0;
    const next = await client.api('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { field_id: String(hakata), limit: '100', min_id: String(last) },
    });
    expect(next.data.photos.every((p) => p.id < last)).toBe(true);
    expect(first.data.photos.some((p) => p.board_flg === 1)).toBe(true);
    expect(first.data.folders.length).toBeGreaterThanOrEqual(4);
    // Company groups, then the seeded project's own group (talk §3 field_id), 不明 last.
    expect(first.data.tag_groups.map((g) => g.name)).toEqual(['工程', '部位', '外装仕上げ', '不明']);
    expect(first.data.tag_groups.find((g) => g.name === '外装仕上げ')?.field_id).toBe(hakata);
  });

  it("the first page's total follows a tagging and a hiding at once (the remembered count is dropped on write)", async () => {
    const client = await manager();
    const totals = async (tagId?: number) => {
      const page = await client.api('getCommonAlbumAllData', {
        params: { id: companyId },
        query: {
          field_id: String(hakata),
          limit: '5',
          ...(tagId === undefined ? {} : { tag_setting_ids: String(tagId) }),
        },
      });
      expect(page.status).toBe(200);
      return page.data;
    };
    const all = await totals();
    const tag = all.tag_groups.find((g) => g.name === '部位')?.tags.at(-1);
    if (!tag) throw new Error('seed tag missing');
    const tagged = (await totals(tag.id)).total;
    expect(await totals(tag.id)).toMatchObject({ total: tagged });
    const untagged = all.photos.find((p) => !p.tag_setting_ids.includes(tag.id));
    if (!untagged) throw new Error('no untagged photo on the first page');
    const edit = await client.api('updatePicturesTag', {
      body: { picture_id_list: [untagged.id], field_id: hakata, tag_setting_ids: [tag.id] },
    });
    expect(edit.status).toBe(200);
    expect((await totals(tag.id)).total).toBe(tagged + 1);
    const hidden = await client.api('deletePictures', {
      body: { picture_id_list: [untagged.id], field_id: hakata },
    });
    expect(hidden.status).toBe(200);
    expect((await totals()).total).toBe(all.total - 1);
    expect((await totals(tag.id)).total).toBe(tagged);
  });

  it("refuses another company's album and projects the member does not work on", async () => {
    const other = await (await manager()).api('getCommonAlbumAllData', { params: { id: companyId + 1000 } });
    expect(other.status).toBe(403);
    const client = await loginAsDemo(server, 'ippan@example.com');
    const res = await client.api('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { field_id: String(hakata) },
    });
    expect(res.status).toBe(403);
  });
});

describe('upload', () => {
  it('stores a photo with a server thumbnail and serves both with nosniff', async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const res = await upload(client, { name: '外壁_北面.jpg', bytes: jpeg }, memberId);
    expect(res.status).toBe(200);
    const { photo } = res.raw as {
      photo: { id: number; building_picture_upload_filename: string; building_picture_thum_path: string };
    };
    expect(photo.building_picture_upload_filename).toBe('外壁_北面.jpg');
    const thumb = await client.call('GET', photo.building_picture_thum_path);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    const download = await client.call('GET', `/api/album/photo/${photo.id}/original`);
    expect(download.headers.get('content-disposition')).toBe('inline');
  });

  it('refuses a file whose bytes are not an image, whatever its name', async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const res = await upload(
      client,
      { name: 'evil.jpg', bytes: new TextEncoder().encode('<html><script>alert(1)</script>') },
      memberId,
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.raw)).toContain('未サポートのファイルが含まれています。');
  });

  it('refuses a header that claims 30000×30000 pixels before decoding, with memory flat', async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    // A PNG whose header claims 30000×30000 with an empty body: decoding would need 3.6 GB of pixels.
    const bytes = pngHeader(30000, 30000);
    const before = process.memoryUsage().rss;
    const res = await upload(client, { name: 'huge.png', bytes }, memberId);
    const grown = process.memoryUsage().rss - before;
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.raw)).toContain('画像の解像度が大きすぎます。');
    expect(grown).toBeLessThan(200 * 1024 * 1024);
  });

  it('stores a retried upload once (idempotency key per file)', async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const a = await upload(client, { name: 'retry.jpg', bytes: jpeg, key: 'file-1234' }, memberId);
    const b = await upload(client, { name: 'retry.jpg', bytes: jpeg, key: 'file-1234' }, memberId);
    expect(a.status).toBe(200);
    expect((b.raw as { photo: { id: number } }).photo.id).toBe((a.raw as { photo: { id: number } }).photo.id);
    const rows = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.idempotencyKey, 'file-1234'));
    expect(rows).toHaveLength(1);
  });

  it("a tagged upload's first file, sent last with is_latest, leads the album and is the project's latest photo", async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const init = await client.api('getInitFieldAlbumData', {
      params: { fieldId: hakata, chatroomId: 1 },
      query: { limit: '1' },
    });
    const tag = init.data.tag_groups[0]?.tags[0];
    if (!tag) throw new Error('seed tags missing');
    // Talk §4: files 2 and 3 first, then file 1 with is_latest.
    const names = ['batch_2.jpg', 'batch_3.jpg', 'batch_1.jpg'];
    for (const [i, name] of names.entries()) {
      const res = await upload(client, { name, bytes: jpeg, tags: [tag.id], latest: i === 2 }, memberId);
      expect(res.status).toBe(200);
    }
    const page = await client.api('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { field_id: String(hakata), limit: '3' },
    });
    expect(page.data.photos.map((p) => p.building_picture_upload_filename)).toEqual([
      'batch_1.jpg',
      'batch_3.jpg',
      'batch_2.jpg',
    ]);
    expect(page.data.photos.every((p) => p.tag_setting_ids.includes(tag.id))).toBe(true);
    const lead = page.data.photos[0];
    const summary = (await client.api('getInitAlbumData', {})).data.fields.find(
      (f) => f.attendance_field_id === hakata,
    );
    expect(summary?.latest_thum_path).toBe(lead?.building_picture_thum_path);
  });

  it('a body cut off mid-file leaves no row and no file', async () => {
    const client = await manager();
    const before = await server.database.db.select({ id: albumPhotos.id }).from(albumPhotos);
    const boundary = 'cut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="field_id"\r\n\r\n${hakata}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const res = await client.call('POST', '/api/storage/storeAlbum', {
      body: new Uint8Array([...new TextEncoder().encode(head), ...jpeg.subarray(0, 20)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(422);
    const after = await server.database.db.select({ id: albumPhotos.id }).from(albumPhotos);
    expect(after).toHaveLength(before.length);
  });

  it('keeps black-board photos byte-exact and verifies their SHA-256 (改ざん検知)', async () => {
    const client = await manager();
    const memberId = await memberIdOf(DEMO_LOGINS.companyManager.email);
    const res = await upload(client, { name: 'kokuban.jpg', bytes: jpeg, board: true }, memberId);
    const { photo } = res.raw as { photo: { id: number; building_picture_path: string; board_flg: number } };
    expect(photo.board_flg).toBe(1);
    expect(photo.building_picture_path).toMatch(/_BLACK_BOARD_GP\.jpg$/);
    const original = await client.call('GET', `/api/album/photo/${photo.id}/original`);
    expect(original.status).toBe(200);
    const integrity = await client.api('albumPhotoIntegrity', { params: { id: photo.id } });
    expect(integrity.data.verified).toBe(true);
    // Tampering with the stored bytes is detected.
    await server.deps.adapters.storage.put(
      photo.building_picture_path,
      new Uint8Array([1, 2, 3]),
      'image/jpeg',
    );
    const after = await client.api('albumPhotoIntegrity', { params: { id: photo.id } });
    expect(after.data.verified).toBe(false);
  });

  it('the seeded black-board photos verify', async () => {
    const client = await manager();
    const [board] = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.boardFlg, 1))
      .limit(1);
    if (!board) throw new Error('no seeded board photo');
    const res = await client.api('albumPhotoIntegrity', { params: { id: board.id } });
    expect(res.data.verified).toBe(true);
  });
});

describe('tags, folders and hiding', () => {
  it('tags and files many photos at once, and hides them (del_flg 1, file kept)', async () => {
    const client = await manager();
    const init = await client.api('getInitFieldAlbumData', {
      params: { fieldId: hakata, chatroomId: 1 },
      query: { limit: '3' },
    });
    expect(init.status).toBe(200);
    const ids = init.data.photos.map((p) => p.id);
    const tag = init.data.tag_groups[0]?.tags[0];
    const folder = init.data.folders[0];
    if (!tag || !folder) throw new Error('seed master missing');
    const tagged = await client.api('updatePicturesTag', {
      body: {
        picture_id_list: ids,
        field_id: hakata,
        place_id: null,
        time_id: null,
        picture_folder_id: folder.id,
        tag_setting_ids: [tag.id],
      },
    });
    expect(tagged.status).toBe(200);
    // What every photo now carries, once: not the photos.
    expect(tagged.data).toEqual({
      updated_count: 3,
      update_datetime: expect.any(String),
      folder_id: folder.id,
      folder_name: folder.name,
      building_picture_place_id: null,
      building_picture_time_id: null,
      added_tags: [
        {
          id: tag.id,
          name: tag.name,
          tag_group_id: init.data.tag_groups[0]?.id,
          tag_group_name: init.data.tag_groups[0]?.name,
        },
      ],
      removed_tag_setting_ids: [],
    });
    const stored = await photosOf(client, ids);
    expect(stored).toHaveLength(3);
    for (const p of stored) {
      expect(p).toMatchObject({
        folder_id: folder.id,
        folder_name: folder.name,
        update_datetime: tagged.data.update_datetime,
      });
      expect(p.tags).toContainEqual(tagged.data.added_tags[0]);
    }

    const hidden = await client.api('deletePictures', {
      body: { picture_id_list: ids.slice(0, 1), field_id: hakata },
    });
    expect(hidden.data.deleted_ids).toEqual(ids.slice(0, 1));
    const [row] = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.id, ids[0] ?? 0));
    expect(row?.delFlg).toBe(true);
    const file = await client.call('GET', `/api/album/photo/${ids[0]}/thumb`);
    expect(file.status).toBe(404);
  });

  it('keeps each photo in its folder when no folder is sent, and takes tags off', async () => {
    const client = await manager();
    const init = await client.api('getInitFieldAlbumData', {
      params: { fieldId: hakata, chatroomId: 1 },
      query: { limit: '2' },
    });
    const [a, b] = init.data.photos;
    const [folderA, folderB] = init.data.folders;
    const tag = init.data.tag_groups[0]?.tags[1];
    if (!a || !b || !folderA || !folderB || !tag) throw new Error('seed album missing');
    await client.api('updatePicturesTag', {
      body: { picture_id_list: [a.id], field_id: hakata, picture_folder_id: folderA.id },
    });
    await client.api('updatePicturesTag', {
      body: { picture_id_list: [b.id], field_id: hakata, picture_folder_id: folderB.id },
    });
    const tagged = await client.api('updatePicturesTag', {
      body: { picture_id_list: [a.id, b.id], field_id: hakata, tag_setting_ids: [tag.id] },
    });
    expect(tagged.status).toBe(200);
    // No folder sent: the answer says nothing of folders, and each photo keeps its own.
    expect(tagged.data).not.toHaveProperty('folder_id');
    expect(tagged.data).not.toHaveProperty('folder_name');
    expect(tagged.data.added_tags.map((t) => t.id)).toEqual([tag.id]);
    const folderOf = new Map((await photosOf(client, [a.id, b.id])).map((p) => [p.id, p.folder_id]));
    expect(folderOf.get(a.id)).toBe(folderA.id);
    expect(folderOf.get(b.id)).toBe(folderB.id);
    expect((await photosOf(client, [a.id, b.id])).every((p) => p.tag_setting_ids.includes(tag.id))).toBe(
      true,
    );

    const untagged = await client.api('updatePicturesTag', {
      body: {
        picture_id_list: [a.id, b.id, a.id],
        field_id: hakata,
        remove_tag_setting_ids: [tag.id, tag.id],
      },
    });
    expect(untagged.data).toMatchObject({
      updated_count: 2,
      added_tags: [],
      removed_tag_setting_ids: [tag.id],
    });
    expect((await photosOf(client, [a.id, b.id])).some((p) => p.tag_setting_ids.includes(tag.id))).toBe(
      false,
    );
  });

  it('answers the same few fields for 2,000 photos as for one, and refuses 2,001 ids', async () => {
    const client = await manager();
    const [photo] = (
      await client.api('getInitFieldAlbumData', {
        params: { fieldId: hakata, chatroomId: 1 },
        query: { limit: '1' },
      })
    ).data.photos;
    if (!photo) throw new Error('seed album missing');
    // The same photo listed 2,000 times: within the bound, one photo changed, the same small answer.
    const many = await client.api('updatePicturesTag', {
      body: {
        picture_id_list: Array.from({ length: 2000 }, () => photo.id),
        field_id: hakata,
        picture_folder_id: null,
      },
    });
    expect(many.status).toBe(200);
    expect(many.data).toMatchObject({ updated_count: 1, folder_id: null, folder_name: null });
    expect(JSON.stringify(many.data).length).toBeLessThan(200);
    const tooMany = await client.api('updatePicturesTag', {
      body: { picture_id_list: Array.from({ length: 2001 }, () => photo.id), field_id: hakata },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.error.errors).toEqual({ picture_id_list: ['2000件以下で指定してください。'] });
  });

  it("refuses another project's own tags (talk §3 per-project tag groups) and takes the project's", async () => {
    const client = await manager();
    const other = (await client.api('getInitAlbumData', {})).data.fields.find(
      (f) => f.attendance_field_id !== hakata,
    );
    if (!other) throw new Error('the seed gives the manager a second project');
    const group = async (field: number, name: string) => {
      const g = await client.api('createTagGroup', { body: { name, pqa_flg: 0, field_id: field } });
      const t = await client.api('createTag', { body: { name: '専用', tag_group_id: g.data.tag_group.id } });
      return t.data.tag.id;
    };
    const foreign = await group(other.attendance_field_id, '他現場の分類');
    const own = await group(hakata, '博多の分類');
    const [photo] = (
      await client.api('getInitFieldAlbumData', { params: { fieldId: hakata, chatroomId: 1 }, query: {} })
    ).data.photos;
    if (!photo) throw new Error('seed album missing');
    const refused = await client.api('updatePicturesTag', {
      body: { picture_id_list: [photo.id], field_id: hakata, tag_setting_ids: [foreign] },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ tag_setting_ids: ['存在しないタグが含まれています。'] });
    const taken = await client.api('updatePicturesTag', {
      body: { picture_id_list: [photo.id], field_id: hakata, tag_setting_ids: [own] },
    });
    expect(taken.status).toBe(200);
    // The overall album lists the project's own group with its tag, not under 不明.
    const album = await client.api('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { limit: '1' },
    });
    const listed = album.data.tag_groups.find((g) => g.name === '博多の分類');
    expect(listed?.field_id).toBe(hakata);
    expect(listed?.tags.map((t) => t.id)).toEqual([own]);
    expect(album.data.tag_groups.find((g) => g.name === '不明')?.tags.map((t) => t.id) ?? []).not.toContain(
      own,
    );
  });

  it('album_image_tag_multi edits one photo (tags set as sent) or tags many across projects', async () => {
    const client = await manager();
    const init = await client.api('getInitFieldAlbumData', {
      params: { fieldId: hakata, chatroomId: 1 },
      query: { limit: '2' },
    });
    const [a, b] = init.data.photos;
    const [first, second] = init.data.tag_groups[0]?.tags ?? [];
    const folder = init.data.folders[1];
    if (!a || !b || !first || !second || !folder) throw new Error('seed album missing');
    const edited = await client.api('album_image_tag_multi', {
      body: { photo: { ...a, tag_setting_ids: [second.id], folder_id: folder.id, favorite_flg: 1 } },
    });
    expect(edited.status).toBe(200);
    if (!('photos' in edited.data)) throw new Error('the single-photo form answers the photo');
    expect(edited.data.photos[0]).toMatchObject({
      id: a.id,
      tag_setting_ids: [second.id],
      folder_id: folder.id,
      favorite_flg: 1,
      board_flg: a.board_flg,
    });
    const bulk = await client.api('album_image_tag_multi', {
      body: { picture_id_list: [a.id, b.id, a.id], tag_setting_ids: [first.id] },
    });
    expect(bulk.status).toBe(200);
    // The bulk form answers once what every photo now carries, not the photos.
    expect(bulk.data).not.toHaveProperty('photos');
    expect(bulk.data).not.toHaveProperty('folder_id');
    expect(bulk.data).toMatchObject({
      updated_count: 2,
      updated_ids: [a.id, b.id],
      removed_tag_setting_ids: [],
    });
    if (!('added_tags' in bulk.data)) throw new Error('the bulk form answers compactly');
    expect(bulk.data.added_tags.map((t) => t.id)).toEqual([first.id]);
    const after = await photosOf(client, [a.id, b.id]);
    expect(after.every((p) => p.tag_setting_ids.includes(first.id))).toBe(true);
    expect(after.find((p) => p.id === a.id)?.folder_id).toBe(folder.id);
    expect(after.find((p) => p.id === a.id)?.update_datetime).toBe(bulk.data.update_datetime);
  });

  it('album_image_tag_multi takes 2,000 ids like updatePicturesTag, answers a few fields, refuses 2,001', async () => {
    const client = await manager();
    const [photo] = (
      await client.api('getInitFieldAlbumData', {
        params: { fieldId: hakata, chatroomId: 1 },
        query: { limit: '1' },
      })
    ).data.photos;
    const folder = (
      await client.api('getInitFieldAlbumData', {
        params: { fieldId: hakata, chatroomId: 1 },
        query: { limit: '1' },
      })
    ).data.folders[0];
    if (!photo || !folder) throw new Error('seed album missing');
    // Over the former bound of 1,000 (the whole photos' answer): the same photo listed 2,000 times.
    const many = await client.api('album_image_tag_multi', {
      body: { picture_id_list: Array.from({ length: 2000 }, () => photo.id), picture_folder_id: folder.id },
    });
    expect(many.status).toBe(200);
    expect(many.data).toMatchObject({
      updated_count: 1,
      updated_ids: [photo.id],
      folder_id: folder.id,
      folder_name: folder.name,
    });
    expect(JSON.stringify(many.data).length).toBeLessThan(250);
    const tooMany = await client.api('album_image_tag_multi', {
      body: { picture_id_list: Array.from({ length: 2001 }, () => photo.id) },
    });
    expect(tooMany.status).toBe(422);
  });

  it('refuses to tag photos of a project the member does not work on', async () => {
    const client = await loginAsDemo(server, 'ippan@example.com');
    const [photo] = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.fieldId, hakata))
      .limit(1);
    const res = await client.api('updatePicturesTag', {
      body: {
        picture_id_list: [photo?.id ?? 1],
        field_id: hakata,
        place_id: null,
        time_id: null,
        picture_folder_id: null,
      },
    });
    expect(res.status).toBe(403);
  });

  it('creates, renames and deletes folders; photos leave a deleted folder but stay', async () => {
    const client = await manager();
    const created = await client.api('createPictureFolder', { body: { field_id: hakata, name: '仮設' } });
    expect(created.status).toBe(200);
    const renamed = await client.api('updatePictureFolder', {
      params: { id: created.data.folder.id },
      body: { name: '仮設足場' },
    });
    expect(renamed.data.folder.name).toBe('仮設足場');
    const removed = await client.api('deletePictureFolder', {
      params: { folderId: created.data.folder.id },
      body: { field_id: hakata },
    });
    expect(removed.data.success).toBe(true);
  });
});

void me;
