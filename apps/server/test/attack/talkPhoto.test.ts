import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, chatMessages, chatRoomPhotos } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { fieldPhotoForm, findSiteRoom } from '../helpers/siteRoom.ts';
import { loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Photo sends into a site room over real HTTP, as an attacker would try
 * them: files that pretend to be photos, a header that claims a huge image,
 * a body over the limit, a room the caller is not in, and a cross-site post.
 * Nothing may be stored, and nothing may reach the room.
 */
let server: AttackServer;
let fieldId: number;
let roomId: number;
beforeAll(async () => {
  server = await startAttackServer();
  ({ fieldId, roomId } = await findSiteRoom(server.database.db));
});
afterAll(async () => {
  await server.close();
});

const loggedIn = (email: string) => loggedInBrowser(server.baseUrl, email);

const form = (file: File) => fieldPhotoForm({ fieldId, roomId }, file);

/** A PNG header claiming 30000×30000 pixels (and nothing else). */
const hugePngHeader = () => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 30000);
  view.setUint32(20, 30000);
  bytes[24] = 8;
  bytes[25] = 2;
  return bytes;
};

const counts = async () => ({
  photos: await server.database.db.$count(albumPhotos),
  messages: await server.database.db.$count(chatMessages, eq(chatMessages.chatRoomId, roomId)),
});

describe('sendFieldPhoto attacks', () => {
  it('pages, SVG and a pixel bomb named .jpg/.png are refused and nothing is stored or posted', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const before = await counts();
    for (const file of [
      new File(['<html><script>alert(1)</script></html>'], 'photo.jpg', { type: 'image/jpeg' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'photo.jpg'),
      new File([hugePngHeader()], 'bomb.png', { type: 'image/png' }),
    ]) {
      const res = await manager.send('POST', '/api/v1/talk/sendFieldPhoto', { body: form(file) });
      expect(res.status, file.name).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });

  it('a body over the limit is refused with 413 before it is read', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const res = await manager.send('POST', '/api/v1/talk/sendFieldPhoto', {
      body: new Uint8Array(22 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
  });

  it('a member outside the room and a cross-site post store nothing', async () => {
    const before = await counts();
    const outsider = await loggedIn('ippan@example.com');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg');
    expect((await outsider.send('POST', '/api/v1/talk/sendFieldPhoto', { body: form(jpeg) })).status).toBe(
      403,
    );
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const crossSite = await manager.send('POST', '/api/v1/talk/sendFieldPhoto', {
      body: form(jpeg),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('group and private room photo attacks', () => {
  const roomPhotoCount = () => server.database.db.$count(chatRoomPhotos);
  let groupPhotoId = 0;

  it('a page named .jpg is refused in a group room; a non-member and a cross-site post store nothing', async () => {
    const manager = await loggedIn(DEMO_LOGINS.companyManager.email);
    const contacts = await manager.api('getTalkContacts', {});
    const colleague = (contacts.body as { members: { member_id: number }[] }).members[0]?.member_id;
    if (colleague === undefined) throw new Error('seed: the manager has no contact');
    const created = await manager.api('createGroupRoom', {
      body: { name: '攻撃テスト', member_ids: [colleague] },
    });
    const groupId = (created.body as { chatroom_id: number }).chatroom_id;
    const groupForm = (file: File) => {
      const body = new FormData();
      body.set('chatroom_id', String(groupId));
      body.set('api_version', '2');
      body.set('file', file);
      return body;
    };
    const before = await roomPhotoCount();
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(
      (await manager.send('POST', '/api/v1/talk/sendGroupPhoto', { body: groupForm(page) })).status,
    ).toBe(422);
    const bomb = new File([hugePngHeader()], 'bomb.png', { type: 'image/png' });
    expect(
      (await manager.send('POST', '/api/v1/talk/sendGroupPhoto', { body: groupForm(bomb) })).status,
    ).toBe(422);
    const outsider = await loggedIn('ippan@example.com');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg');
    expect(
      (await outsider.send('POST', '/api/v1/talk/sendGroupPhoto', { body: groupForm(jpeg) })).status,
    ).toBe(403);
    const crossSite = await manager.send('POST', '/api/v1/talk/sendGroupPhoto', {
      body: groupForm(jpeg),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await roomPhotoCount()).toBe(before);
    // A real photo is stored: the next test tries to read it from outside the room.
    const real = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const sent = await manager.send('POST', '/api/v1/talk/sendGroupPhoto', {
      body: groupForm(new File([new Uint8Array(real)], 'real.jpg')),
    });
    expect(sent.status).toBe(200);
    groupPhotoId = (sent.body as { photo: { id: number } }).photo.id;
  });

  it('room photo files of another room answer 404, as unknown ids do', async () => {
    const outsider = await loggedIn('ippan@example.com');
    expect(groupPhotoId).toBeGreaterThan(0);
    for (const id of [groupPhotoId, 2_147_483_647]) {
      expect((await outsider.send('GET', `/api/talk/photo/${id}/original`)).status).toBe(404);
    }
  });
});
