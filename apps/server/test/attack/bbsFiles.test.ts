import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbsFiles } from '../../src/db/schema/index.ts';
import { BBS_SEED_PROJECT } from '../../src/db/seed/bbsFiles.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { STORED_FILE_CSP } from '../../src/http/fileResponse.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Board-file uploads and downloads over real HTTP, as an attacker would try them: pages and
 * archives that pretend to be documents, a name that tries to climb out of storage or break
 * the download header, a body over the limit, a cross-site post. Nothing may be stored, and
 * what is served is never something a browser would run.
 */
let server: AttackServer;
let roomId: number;
beforeAll(async () => {
  server = await startAttackServer();
  ({ roomId } = await findSiteRoom(server.database.db, BBS_SEED_PROJECT));
});
afterAll(async () => {
  await server.close();
});

const form = (file: File) => {
  const body = new FormData();
  body.set('chatroom_id', String(roomId));
  body.set('file', file);
  return body;
};
const count = () => server.database.db.$count(bbsFiles);

describe('board file attacks', () => {
  it('files whose bytes are not what their name says are refused, and nothing is stored', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const before = await count();
    for (const file of [
      new File(['<html><script>alert(1)</script></html>'], 'report.pdf'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'plan.png'),
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'archive.pdf'),
      new File(['%PDF-1.4'], 'run.html'),
      new File(['%PDF-1.4'], 'noextension'),
    ]) {
      for (const path of ['/api/storage/field', '/api/storage/fieldFile']) {
        const res = await manager.send('POST', path, { body: form(file) });
        expect(res.status, `${path} ${file.name}`).toBe(422);
      }
    }
    expect(await count()).toBe(before);
  });

  it('a hostile name is stored as text: no path, no header injection, served as an attachment with nosniff', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const name = '../../"evil"\r\nSet-Cookie: x=1; .pdf';
    const res = await manager.send('POST', '/api/storage/field', {
      body: form(new File(['%PDF-1.4\n%%EOF\n'], name)),
    });
    expect(res.status, res.text).toBe(200);
    const file = (
      res.body as { file: { id: number; building_file_path: string; building_file_upload_filename: string } }
    ).file;
    expect(file.building_file_upload_filename).not.toMatch(/[\r\n/]/);
    const download = await manager.send('GET', file.building_file_path);
    expect(download.status).toBe(200);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''/,
    );
    expect(download.headers.get('set-cookie')).toBeNull();
    expect(download.headers.get('content-security-policy')).toBe(STORED_FILE_CSP);
  });

  it('a body over the limit is refused with 413 before it is read; a cross-site post stores nothing', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const big = await manager.send('POST', '/api/storage/field', {
      body: new Uint8Array(22 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(big.status).toBe(413);
    const before = await count();
    const crossSite = await manager.send('POST', '/api/storage/field', {
      body: form(new File(['%PDF-1.4'], 'a.pdf')),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('cancelUpload reaches only the caller’s own uploads, refuses malformed ids and cross-site posts', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const other = await loggedInBrowser(server.baseUrl, 'ippan@example.com');
    const uploadId = crypto.randomUUID();
    const body = form(new File(['%PDF-1.4\n%%EOF\n'], 'a.pdf'));
    body.set('upload_id', uploadId);
    const sent = await manager.send('POST', '/api/storage/field', { body });
    expect(sent.status, sent.text).toBe(200);
    const before = await count();
    const json = (upload_id: unknown) => ({
      body: JSON.stringify({ upload_id }),
      headers: { 'content-type': 'application/json' },
    });
    // Someone who learnt the id cannot take the file back.
    const stolen = await other.send('POST', '/api/storage/cancelUpload', json(uploadId));
    expect(stolen.status, stolen.text).toBe(200);
    expect(stolen.body).toEqual({ success: true, withdrawn: false });
    for (const bad of ["' OR 1=1 --", uploadId.toUpperCase().replace(/-/g, ''), 42, null, 'a'.repeat(5000)]) {
      expect((await manager.send('POST', '/api/storage/cancelUpload', json(bad))).status, String(bad)).toBe(
        422,
      );
    }
    const crossSite = await manager.send('POST', '/api/storage/cancelUpload', {
      ...json(uploadId),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await count()).toBe(before);
    const stillThere = await server.database.db.$count(bbsFiles, eq(bbsFiles.delFlg, false));
    expect(stillThere).toBeGreaterThan(0);
    const row = await server.database.db.select().from(bbsFiles).where(eq(bbsFiles.uploadId, uploadId));
    expect(row.map((r) => r.delFlg)).toEqual([false]);
  });
});
