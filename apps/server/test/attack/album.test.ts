import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, companyAlbumSettings, members, projects, users } from '../../src/db/schema/index.ts';
import { ALBUM_SEED_PROJECT } from '../../src/db/seed/album.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { STORED_FILE_CSP } from '../../src/http/fileResponse.ts';
import { agreeToTerms } from '../helpers/app.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * The album over real HTTP, as an attacker would try it: other tenants'
 * photos by id or by storage path, files that pretend to be photos, and
 * uploads over the size limit.
 */
let server: AttackServer;
let hakata: { id: number; companyId: number };
let photoId: number;
let storageKey: string;
beforeAll(async () => {
  server = await startAttackServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
  const [project] = await server.database.db
    .select()
    .from(projects)
    .where(eq(projects.caseName, ALBUM_SEED_PROJECT));
  const [photo] = await server.database.db
    .select()
    .from(albumPhotos)
    .where(eq(albumPhotos.fieldId, project?.id ?? 0))
    .limit(1);
  if (!project || !photo) throw new Error('seed album missing');
  hakata = project;
  photoId = photo.id;
  storageKey = photo.storageKey;
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);

describe('album attacks', () => {
  it('a member outside the project gets 404 for its photos by id and by storage path', async () => {
    const outsider = await loggedIn('ippan@example.com');
    expect((await outsider.send('GET', `/api/album/photo/${photoId}/original`)).status).toBe(404);
    expect((await outsider.send('GET', `/api/album/photo/${photoId}/thumb`)).status).toBe(404);
    const download = await outsider.send(
      'GET',
      `/api/album/downloadContent?s3Path=${encodeURIComponent(storageKey)}&s3Bucket=album`,
    );
    expect(download.status).toBe(404);
  });

  it('path traversal in s3Path reads nothing', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    for (const path of ['../../etc/passwd', '/etc/passwd', 'album/../../../package.json']) {
      const res = await manager.send(
        'GET',
        `/api/album/downloadContent?s3Path=${encodeURIComponent(path)}&s3Bucket=album`,
      );
      expect(res.status, path).toBe(404);
    }
  });

  it('an HTML page or SVG named .jpg is refused; photos are served with nosniff and the app CSP', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const [me] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, DEMO_LOGINS.companyManager.email));
    for (const content of [
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ]) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        field_id: hakata.id,
        chatroom_id: 1,
        member_id: me?.id ?? 0,
        company_id: hakata.companyId,
        office_id: 1,
        sent: 0,
        building_picture_datetime: '',
        api_version: 1,
      }))
        form.set(k, String(v));
      form.set('file', new File([content], 'photo.jpg', { type: 'image/jpeg' }));
      const res = await manager.send('POST', '/api/storage/storeAlbum', { body: form });
      expect(res.status).toBe(422);
    }
    const file = await manager.send('GET', `/api/album/photo/${photoId}/original`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // Stricter than the app's own CSP: nothing in a file opened as a page runs, not even same-origin script.
    expect(file.headers.get('content-security-policy')).toBe(STORED_FILE_CSP);
  });

  it('an upload over the size limit is refused with 413 before it is read', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const res = await manager.send('POST', '/api/storage/storeAlbum', {
      body: new Uint8Array(22 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
  });

  it("another company's member cannot read the album of this company", async () => {
    const partner = await loggedIn(DEMO_LOGINS.partner.email);
    const res = await partner.api('getCommonAlbumAllData', {
      params: { id: hakata.companyId },
      headers: { 'X-Operation-Company': String(hakata.companyId + 1000) },
    });
    expect(res.status).toBe(403);
  });

  it('a member who is no site-master manager cannot change the tag master, by any of its calls', async () => {
    const member = await loggedIn('ippan@example.com');
    const attempts = [
      await member.json('POST', '/api/setting/tag-group', { name: '侵入', pqa_flg: 0 }),
      await member.json('PUT', '/api/setting/tag-group/sort', { ids: [1] }),
      await member.json('PUT', '/api/setting/tag-group/1', { name: '侵入', pqa_flg: 0 }),
      await member.send('DELETE', '/api/setting/tag-group/1'),
      await member.json('POST', '/api/setting/tag', { name: '侵入', tag_group_id: null }),
      await member.json('PUT', '/api/setting/tag/1', { name: '侵入', tag_group_id: null }),
      await member.send('DELETE', '/api/setting/tag/1'),
    ];
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it('only the company manager reads and changes album_download, for their own company only', async () => {
    // The office manager may open office settings but not this company-wide one.
    for (const email of ['ippan@example.com', 'shitencho@example.com']) {
      const member = await loggedIn(email);
      expect((await member.api('getAlbumDownloadSetting')).status, email).toBe(403);
      expect(
        (await member.api('updateAlbumDownloadSetting', { body: { album_download: 1 } })).status,
        email,
      ).toBe(403);
    }
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    expect((await manager.api('getAlbumDownloadSetting')).body).toEqual({ album_download: 0 });
    for (const bad of [2, -1, '1', null]) {
      const res = await manager.api('updateAlbumDownloadSetting', { body: { album_download: bad } });
      expect(res.status, String(bad)).toBe(422);
    }
    const saved = await manager.api('updateAlbumDownloadSetting', { body: { album_download: 1 } });
    expect(saved.body).toEqual({ success: true, data: { album_download: 1 } });
    expect((await manager.api('getInitAlbumData')).body).toMatchObject({ album_download: 1 });
    // The write is the acting company's only.
    const rows = await server.database.db.select().from(companyAlbumSettings);
    expect(rows.map((r) => [r.companyId, r.albumDownload])).toEqual([[hakata.companyId, 1]]);
    // A foreign page cannot change it (CSRF).
    const forged = await manager.json(
      'PUT',
      '/api/setting/album-download',
      { album_download: 0 },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect((await manager.api('getAlbumDownloadSetting')).body).toEqual({ album_download: 1 });
    await manager.api('updateAlbumDownloadSetting', { body: { album_download: 0 } });
  });
});
