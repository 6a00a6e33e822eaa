import { compareRoomMembers } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const roomOf = async (caseName: string) => {
  const [row] = await server.database.db.select().from(projects).where(eq(projects.caseName, caseName));
  if (!row) throw new Error(`seed project ${caseName} missing`);
  const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  const room = await manager.api('getTalkByFieldId', { params: { id: row.id } });
  if (room.status !== 200) throw new Error('seed room missing');
  return room.data.chatroom_id;
};

describe('the member panel call (getTalkMembers)', () => {
  it('lists the site room in talk §6 order: in-company first, then room role 2, 1, 0, 1000', async () => {
    const roomId = await roomOf('博多駅前ビル 外装改修工事');
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const res = await manager.api('getTalkMembers', { params: { id: roomId } });
    expect(res.status).toBe(200);
    const members = res.data.members;
    expect(members.length).toBeGreaterThan(1);
    expect([...members].sort(compareRoomMembers)).toEqual(members);
    const companies = members.map((m) => m.company_name);
    expect(companies).toContain(DEMO_COMPANY_NAME);
    expect(companies).toContain(DEMO_PARTNER_COMPANY_NAME);
    // No partner member before the last in-company one.
    expect(companies.lastIndexOf(DEMO_COMPANY_NAME)).toBeLessThan(
      companies.indexOf(DEMO_PARTNER_COMPANY_NAME),
    );
    // Avatar types are the caller's view: exactly one "own", and partners are "partner".
    expect(members.filter((m) => m.avatar_type === 'own')).toHaveLength(1);
    for (const m of members.filter((x) => x.type === 2)) expect(m.avatar_type).toBe('partner');
  });

  it('shows the partner member their own avatar type, not the manager’s', async () => {
    const roomId = await roomOf('博多駅前ビル 外装改修工事');
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const res = await partner.api('getTalkMembers', { params: { id: roomId } });
    expect(res.status).toBe(200);
    const own = res.data.members.find((m) => m.avatar_type === 'own');
    expect(own?.company_name).toBe(DEMO_PARTNER_COMPANY_NAME);
  });

  it('answers a room the caller does not belong to like an unknown id (403), so members cannot be probed', async () => {
    const roomId = await roomOf('天神オフィス 内装リフォーム');
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const foreign = await partner.api('getTalkMembers', { params: { id: roomId } });
    const unknown = await partner.api('getTalkMembers', { params: { id: 987_654 } });
    expect(foreign.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(foreign.data).toEqual(unknown.data);
  });
});
