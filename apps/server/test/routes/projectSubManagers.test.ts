import { CASE_LIST_MESSAGE, MEMBER_TYPE, ROOM_ROLE, roomRoleOf } from '@genba/validators';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, offices, projects, talkEvents } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * deleteFieldSubAll: every 副担当者 of a project goes back to the room role their authority gives
 * (they stay members), with the project edit's rights and its lock for externally linked projects.
 */
let server: TestServer;
let officeId: number;
let candidates: number[];
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  const [office] = await db
    .select()
    .from(offices)
    .where(eq(offices.companyId, yamada?.id ?? 0));
  const staff = await db
    .select({ id: members.id, authId: members.authId, type: members.type })
    .from(members)
    .where(eq(members.companyId, yamada?.id ?? 0));
  // In-company members whose authority alone does not make them room managers.
  candidates = staff
    .filter((m) => m.type === MEMBER_TYPE.inCompany && roomRoleOf(m.authId) !== ROOM_ROLE.manager)
    .map((m) => m.id)
    .slice(0, 2);
  if (!office || candidates.length < 2) throw new Error('seed: office or two sub-manager candidates missing');
  officeId = office.id;
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);

const projectWithSubManagers = async () => {
  const client = await manager();
  const created = await client.api('createProject', {
    body: {
      formdata: { case_name: '副担当 一括', case_status: 2, office_id: officeId },
      members: candidates,
      subManager: candidates,
    },
  });
  expect(created.status).toBe(200);
  return created.data.data.id;
};

describe('deleteFieldSubAll', () => {
  it('demotes every 副担当者, who stay members with their own role, and says how many', async () => {
    const id = await projectWithSubManagers();
    const client = await manager();
    const before = await client.api('getProjectEdit', { params: { id } });
    expect(before.data.data.sub_managers.map((m) => m.member_id).sort()).toEqual([...candidates].sort());
    const [last] = await server.database.db.select({ id: max(talkEvents.id) }).from(talkEvents);

    const res = await client.api('deleteFieldSubAll', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, deleted: 2 });

    const after = await client.api('getProjectEdit', { params: { id } });
    expect(after.data.data.sub_managers).toEqual([]);
    for (const memberId of candidates)
      expect(after.data.data.members.find((m) => m.member_id === memberId)?.room_role).not.toBe(
        ROOM_ROLE.manager,
      );
    // The site room's open member panels hear of the new roles.
    const events = await server.database.db
      .select()
      .from(talkEvents)
      .where(gt(talkEvents.id, last?.id ?? 0));
    expect(events.map((e) => e.type)).toContain('members_updated');

    // Nothing left to remove.
    expect((await client.api('deleteFieldSubAll', { params: { id } })).data).toEqual({
      success: true,
      deleted: 0,
    });
  });

  it('refuses members without the project edit’s rights (403), changing nothing', async () => {
    const id = await projectWithSubManagers();
    for (const email of ['ippan@example.com', 'muryo@example.com']) {
      const client = await loginAsDemo(server, email);
      expect((await client.api('deleteFieldSubAll', { params: { id } })).status, email).toBe(403);
    }
    const edit = await (await manager()).api('getProjectEdit', { params: { id } });
    expect(edit.data.data.sub_managers).toHaveLength(2);
  });

  it('refuses another company’s project (403) and an unknown one', async () => {
    const [kimura] = await server.database.db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '木村設備 倉庫配管更新'));
    const client = await manager();
    expect((await client.api('deleteFieldSubAll', { params: { id: kimura?.id ?? 0 } })).status).toBe(403);
    expect((await client.api('deleteFieldSubAll', { params: { id: 2_000_000_000 } })).status).toBe(403);
  });

  it('refuses a project registered from a linked external system as the edit does (422)', async () => {
    const id = await projectWithSubManagers();
    await server.database.db.update(projects).set({ externalLinked: true }).where(eq(projects.id, id));
    const client = await manager();
    const res = await client.api('deleteFieldSubAll', { params: { id } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ subManager: [CASE_LIST_MESSAGE.externalLocked] });
    expect((await client.api('getProjectEdit', { params: { id } })).data.data.sub_managers).toHaveLength(2);
  });

  it('answers bad ids with 422, never 500', async () => {
    const client = await manager();
    for (const id of ['x', '0', '-1', '1.5', '99999999999999'])
      expect((await client.call('DELETE', `/api/field/sub/delete-all/${id}`)).status, id).toBe(422);
  });
});
