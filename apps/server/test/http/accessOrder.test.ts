import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { AREA_FORBIDDEN_MESSAGE } from '../../src/permissions/routeAccess.ts';
import { ADMIN_ONLY_MESSAGE } from '../../src/routes/talkNews/index.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Access is decided before the input is read: a member without the right who sends a
 * malformed request gets the 403 of the spec's error shape, never a 422 whose field
 * messages describe a call they may not make. A member with the right still gets the 422.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Bodies and ids that fail every schema involved: wrong types, unknown shapes, ids out of range. */
const junk = { name1: 12, email: ['x'], auth_id: 'boss', company_name: null, news_title: 7 };
const badId = { id: 'abc' };

describe('access before validation', () => {
  it('answers 403 to a general member sending junk to the member, company and office calls', async () => {
    const ippan = await loginAsDemo(server, 'ippan@example.com');
    const calls = [
      ippan.api('createMember', { body: junk }),
      ippan.api('updateMember', { params: badId, body: junk }),
      ippan.api('moveMemberOffice', { params: badId, body: junk }),
      ippan.api('deleteMember', { params: badId }),
      ippan.api('updateCompanySetting', { body: junk }),
      ippan.api('createOffice', { body: junk }),
      ippan.api('updateOffice', { params: badId, body: junk }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([AREA_FORBIDDEN_MESSAGE]);
      expect(res.error.errors).toBeUndefined();
    }
  });

  it('answers 403 to a member sending junk to the administrators’ news calls', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const calls = [
      manager.api('admin_news_create', { body: junk }),
      manager.api('admin_news_save', { body: junk }),
      manager.api('admin_news_update', { params: badId, body: junk }),
      manager.api('delete_news', { params: badId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([ADMIN_ONLY_MESSAGE]);
    }
  });

  it('still validates for those with the right, and still answers 401 first to strangers', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    expect((await manager.api('createOffice', { body: junk })).status).toBe(422);
    expect((await manager.api('updateMember', { params: badId, body: junk })).status).toBe(422);
    const admin = await loginAsDemo(server, DEMO_LOGINS.systemAdmin.email);
    expect((await admin.api('admin_news_create', { body: junk })).status).toBe(422);
    const stranger = createClient(server);
    expect((await stranger.api('createOffice', { body: junk })).status).toBe(401);
    expect((await stranger.api('admin_news_create', { body: junk })).status).toBe(401);
  });
});
