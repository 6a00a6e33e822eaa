import { DAILY_PHOTO_LIMITS, DAILY_PHOTO_MESSAGE, toDailyPayload } from '@genba/validators';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, dailyPictures, projects } from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Photos of daily reports over HTTP (issue 13): uploaded through the album (storeAlbum), attached
 * by id, shown to the site's members only, and refused when they are not the daily's site's.
 * 佐々木様邸 外壁塗装 has the manager, 佐藤 (ippan, the writer) and 中村 (sekou); the office manager
 * 田中 (shitencho) is on 博多 but not on 佐々木.
 */

let server: TestServer;
let site: number;
let hakata: number;
let companyId: number;
let jpeg: Uint8Array;
const WRITER = 'ippan@example.com';
const PEER = 'sekou@example.com';
const OFFICE_MANAGER = 'shitencho@example.com';

beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date('2026-11-20T03:00:00Z');
  const rows = await server.database.db.select().from(projects);
  const sasaki = rows.find((p) => p.caseName === '佐々木様邸 外壁塗装');
  const album = rows.find((p) => p.caseName === ALBUM_SEED_PROJECT);
  if (!sasaki || !album) throw new Error('seed projects missing');
  site = sasaki.id;
  hakata = album.id;
  companyId = sasaki.companyId;
  jpeg = new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server.close();
});

type Client = Awaited<ReturnType<typeof loginAsDemo>>;

const memberIdOf = async (email: string) => {
  const client = await loginAsDemo(server, email);
  const res = await client.api('init_data_pc', { params: { firstPathSegment: 'daily' } });
  return { client, id: (res.data as { user: { member_id: number } }).user.member_id };
};

/** Uploads a photo to a site's album as the daily form does (storeAlbum) and answers its id. */
const uploadPhoto = async (client: Client, memberId: number, field: number, name = 'genba.jpg') => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    field_id: field,
    chatroom_id: 1,
    member_id: memberId,
    company_id: companyId,
    office_id: 1,
    sent: 0,
    building_picture_datetime: '',
    api_version: 1,
  }))
    form.set(k, String(v));
  form.set('file', new File([new Uint8Array(jpeg)], name));
  const res = await client.call('POST', '/api/storage/storeAlbum', { body: form });
  expect(res.status).toBe(200);
  return (res.raw as { photo: { id: number } }).photo.id;
};

const entry = (memberId: number, date: string, pictureIds: number[]) => ({
  attendance_field_id: site,
  member_id: memberId,
  daily_date: date,
  weather: '晴れ',
  temperature: 18,
  humidity: 50,
  attendance_start: '08:00',
  leave_work: '17:00',
  attendance_record_work_details: [{ work_content: '外壁洗浄', start_time: null, end_time: null }],
  picture_ids: pictureIds,
});

describe('daily photos', () => {
  let dailyId: number;
  let photos: number[];

  it('attaches photos uploaded through the album, in order, with their thumbnails', async () => {
    const { client, id } = await memberIdOf(WRITER);
    photos = [await uploadPhoto(client, id, site, 'a.jpg'), await uploadPhoto(client, id, site, 'b.jpg')];
    const res = await client.api('createDaily', {
      body: toDailyPayload([entry(id, '2026-11-18', [photos[1] ?? 0, photos[0] ?? 0])]),
    });
    expect(res.status).toBe(200);
    const [daily] = res.data.dailies;
    dailyId = daily?.id ?? 0;
    expect(daily?.pictures.map((p) => p.id)).toEqual([photos[1], photos[0]]);
    expect(daily?.pictures[0]?.building_picture_thum_path).toBe(`/api/album/photo/${photos[1]}/thumb`);
    const thumb = await client.call('GET', `/api/album/photo/${photos[1]}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    // The server's thumbnail (sharp, as the album makes it), not the 640 px original.
    const [row] = await server.database.db
      .select({ thumbKey: albumPhotos.thumbKey })
      .from(albumPhotos)
      .where(eq(albumPhotos.id, photos[1] ?? 0));
    const stored = await server.deps.adapters.storage.get(row?.thumbKey ?? '');
    const meta = await sharp(stored ?? new Uint8Array()).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(384);
  });

  it("shows them to the site's members; a manager off the site sees the report without them", async () => {
    const peer = await memberIdOf(PEER);
    const seen = await peer.client.api('getDaily', { params: { id: dailyId } });
    expect(seen.data.daily.pictures.map((p) => p.id)).toEqual([photos[1], photos[0]]);
    const office = await memberIdOf(OFFICE_MANAGER);
    const offSite = await office.client.api('getDaily', { params: { id: dailyId } });
    expect(offSite.status).toBe(200);
    expect(offSite.data.daily.pictures).toEqual([]);
    const list = await office.client.api('daily_management', {
      query: { date_from: '2026-11-18', date_to: '2026-11-18' },
    });
    expect(list.data.dailies.find((d) => d.id === dailyId)?.pictures).toEqual([]);
    expect((await office.client.call('GET', `/api/album/photo/${photos[0]}/thumb`)).status).toBe(404);
  });

  it("refuses another site's photo and an unknown id with 422 on picture_ids, storing nothing", async () => {
    const { client, id } = await memberIdOf(WRITER);
    const manager = await memberIdOf('kanri@example.com');
    const other = await uploadPhoto(manager.client, manager.id, hakata);
    for (const wrong of [other, 2_000_000_000]) {
      const res = await client.api('createDaily', {
        body: toDailyPayload([entry(id, '2026-11-17', [photos[0] ?? 0, wrong])]),
      });
      expect(res.status).toBe(422);
      expect(res.error).toMatchObject({
        errors: { daily: { '0': { picture_ids: [DAILY_PHOTO_MESSAGE.notOnSite] } } },
      });
    }
    const update = await client.api('updateDailyData', {
      params: { id: dailyId },
      body: toDailyPayload([entry(id, '2026-11-18', [other])]).daily[0] ?? {},
    });
    expect(update.status).toBe(422);
    const links = await server.database.db
      .select()
      .from(dailyPictures)
      .where(eq(dailyPictures.dailyId, dailyId));
    expect(links.map((l) => l.albumPhotoId).sort()).toEqual([...photos].sort());
  });

  it(`refuses more than ${DAILY_PHOTO_LIMITS.maxPhotos} photos in one report (422)`, async () => {
    const { client, id } = await memberIdOf(WRITER);
    const many = Array.from({ length: DAILY_PHOTO_LIMITS.maxPhotos + 1 }, () => photos[0] ?? 0);
    const res = await client.api('createDaily', { body: toDailyPayload([entry(id, '2026-11-16', many)]) });
    expect(res.status).toBe(422);
  });

  it('replaces the photos on update; a photo hidden in the album drops out of the report', async () => {
    const { client, id } = await memberIdOf(WRITER);
    const third = await uploadPhoto(client, id, site, 'c.jpg');
    const update = await client.api('updateDailyData', {
      params: { id: dailyId },
      body: toDailyPayload([entry(id, '2026-11-18', [photos[0] ?? 0, third])]).daily[0] ?? {},
    });
    expect(update.status).toBe(200);
    expect(update.data.daily.pictures.map((p) => p.id)).toEqual([photos[0], third]);
    const hidden = await client.api('deletePictures', {
      body: { picture_id_list: [third], field_id: site },
    });
    expect(hidden.status).toBe(200);
    const after = await client.api('getDaily', { params: { id: dailyId } });
    expect(after.data.daily.pictures.map((p) => p.id)).toEqual([photos[0]]);
  });

  it('keeps the photos in the album when the report is deleted', async () => {
    const { client } = await memberIdOf(WRITER);
    expect((await client.api('deleteDaily', { params: { id: dailyId } })).status).toBe(200);
    expect((await client.call('GET', `/api/album/photo/${photos[0]}/original`)).status).toBe(200);
  });
});
