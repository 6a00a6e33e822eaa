import { ADMIN_USER_MESSAGE } from '@genba/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { agreeToTerms, createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const admin = () => loginAsDemo(server, DEMO_LOGINS.systemAdmin.email);
const body = (over: Record<string, unknown> = {}) => ({
  name: '運用 次郎',
  email: 'jiro.unyou@example.com',
  role: 0 as const,
  password: 'unyou2026',
  password_confirmation: 'unyou2026',
  ...over,
});

describe('system administrators (admin_user)', () => {
  it('lists the seeded manager, creates a general administrator who can log in, edits and deletes them', async () => {
    const manager = await admin();
    const list = await manager.api('getAdminUsers');
    expect(list.status).toBe(200);
    expect(list.data.data.map((a) => [a.name, a.email, a.role])).toEqual([
      ['運営 管理者', DEMO_LOGINS.systemAdmin.email, 1],
    ]);

    const created = await manager.api('createAdminUser', { body: body({ email: 'Jiro.Unyou@Example.com' }) });
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({ name: '運用 次郎', email: 'jiro.unyou@example.com', role: 0 });
    const id = created.data.data.id;
    const found = await manager.api('getAdminUsers', { query: { keyword: '次郎' } });
    expect(found.data).toMatchObject({ total: 1, data: [{ id }] });

    // The new administrator logs in, reads the list and news admin, but may not manage administrators.
    const general = createClient(server);
    expect((await general.loginEmail('jiro.unyou@example.com', 'unyou2026')).status).toBe(200);
    await agreeToTerms(server, 'jiro.unyou@example.com');
    expect((await general.api('getAdminUsers')).status).toBe(200);
    expect((await general.api('admin_news')).status).toBe(200);
    const refused = await general.api('createAdminUser', { body: body({ email: 'other@example.com' }) });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([ADMIN_USER_MESSAGE.managerOnly]);

    const renamed = await manager.api('updateAdminUser', {
      body: { id, name: '運用 二郎', email: 'jiro.unyou@example.com', role: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data.data).toMatchObject({ name: '運用 二郎', role: 1 });
    // Without a password in the body the old one still works.
    expect((await createClient(server).loginEmail('jiro.unyou@example.com', 'unyou2026')).status).toBe(200);

    expect((await manager.api('deleteAdminUser', { params: { id } })).status).toBe(200);
    expect((await general.api('getAdminUsers')).status).not.toBe(200);
    expect((await manager.api('getAdminUsers')).data.total).toBe(1);
  });

  it('refuses a taken e-mail, a mismatched confirmation, and deleting or demoting oneself', async () => {
    const manager = await admin();
    const taken = await manager.api('createAdminUser', {
      body: body({ email: DEMO_LOGINS.companyManager.email }),
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toMatchObject({ email: [ADMIN_USER_MESSAGE.emailTaken] });
    const mismatch = await manager.api('createAdminUser', {
      body: body({ email: 'x@example.com', password_confirmation: 'different1' }),
    });
    expect(mismatch.status).toBe(422);
    const me = (await manager.api('getAdminUsers')).data.data.find(
      (a) => a.email === DEMO_LOGINS.systemAdmin.email,
    );
    if (!me) throw new Error('seeded administrator missing');
    const selfDelete = await manager.api('deleteAdminUser', { params: { id: me.id } });
    expect(selfDelete.status).toBe(403);
    expect(selfDelete.error.detail).toEqual([ADMIN_USER_MESSAGE.ownDelete]);
    const demote = await manager.api('updateAdminUser', {
      body: { id: me.id, name: me.name, email: me.email, role: 0 },
    });
    expect(demote.status).toBe(403);
    expect(demote.error.detail).toEqual([ADMIN_USER_MESSAGE.ownRole]);
    expect((await manager.api('deleteAdminUser', { params: { id: 999_999 } })).status).toBe(404);
  });

  it('refuses every call to a company manager before reading the input', async () => {
    const member = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    for (const res of [
      await member.api('getAdminUsers'),
      await member.api('createAdminUser', { body: body({ email: 'm@example.com' }) }),
      await member.api('updateAdminUser', { body: { id: 1, name: 'x', email: 'm@example.com', role: 1 } }),
      await member.api('deleteAdminUser', { params: { id: 1 } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.error.detail).toEqual([ADMIN_USER_MESSAGE.adminOnly]);
    }
  });
});
