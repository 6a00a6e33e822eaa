import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import {
  OTHER_COMPANY_PROJECTS_MESSAGE,
  OTHER_MEMBER_PROJECTS_MESSAGE,
} from '../../src/routes/daily/projects.ts';
import { ROOM_FORBIDDEN_MESSAGE } from '../../src/routes/talk/index.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const loginAs = (email: string) => loginAsDemo(server, email);
const projectId = async (name: string) => {
  const [row] = await server.database.db.select().from(projects).where(eq(projects.caseName, name));
  if (!row) throw new Error(`seed project ${name} missing`);
  return row.id;
};

describe('chat rooms', () => {
  it('finds a project room by project, naming the companies in it', async () => {
    const client = await loginAs(DEMO_LOGINS.companyManager.email);
    const id = await projectId('博多駅前ビル 外装改修工事');
    const res = await client.api('getTalkByFieldId', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      type: 'project',
      attendance_field_id: id,
      case_name: '博多駅前ビル 外装改修工事',
      name: null,
    });
    expect(res.data.companyList.map((k) => k.company_name)).toEqual([
      '株式会社山田工務店',
      '株式会社木村設備',
    ]);
  });

  it('refuses a project room the member does not take part in', async () => {
    const client = await loginAs(DEMO_LOGINS.partner.email);
    const res = await client.api('getTalkByFieldId', {
      params: { id: await projectId('天神オフィス 内装リフォーム') },
    });
    expect(res.status).toBe(403);
  });

  it('opens group rooms to their members only', async () => {
    const [group] = await server.database.db.select().from(chatRooms).where(eq(chatRooms.type, 'group'));
    if (!group) throw new Error('seed group missing');
    const member = await loginAs('shitencho@example.com');
    const res = await member.api('getChatroomByRoomId', { params: { id: group.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      type: 'group',
      name: '福岡支店 連絡グループ',
      attendance_field_id: null,
    });
    const outsider = await loginAs('ippan@example.com');
    const refused = await outsider.api('getChatroomByRoomId', { params: { id: group.id } });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([ROOM_FORBIDDEN_MESSAGE]);
  });
});

describe('daily project lists', () => {
  it('lists a member’s own sites', async () => {
    const client = await loginAs(DEMO_LOGINS.partner.email);
    const me = await client.api('getUserData');
    const res = await client.api('getMemberProjects', { params: { id: me.data.user.member_id } });
    expect(res.status).toBe(200);
    expect(res.data.projects.map((p) => p.case_name).sort()).toEqual(
      ['博多駅前ビル 外装改修工事', '田中様邸 新築工事'].sort(),
    );
  });

  it('lets a company manager list another member’s sites, and nobody else', async () => {
    const partner = await loginAs(DEMO_LOGINS.partner.email);
    const partnerId = (await partner.api('getUserData')).data.user.member_id;
    const manager = await loginAs(DEMO_LOGINS.companyManager.email);
    expect(
      (await manager.api('getMemberProjects', { params: { id: partnerId } })).data.projects,
    ).toHaveLength(2);
    const general = await loginAs('ippan@example.com');
    const refused = await general.api('getMemberProjects', { params: { id: partnerId } });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([OTHER_MEMBER_PROJECTS_MESSAGE]);
  });

  it('lists the whole company for in-company members, not for partners or other companies', async () => {
    const manager = await loginAs(DEMO_LOGINS.companyManager.email);
    const companyId = (await manager.api('getUserData')).data.user.login_company_id;
    // Every project of the company: the six named demo sites and issue 9's sixty generated ones.
    expect(
      (await manager.api('getCompanyProjects', { params: { id: companyId } })).data.projects,
    ).toHaveLength(66);
    expect((await manager.api('getCompanyProjects', { params: { id: companyId + 1 } })).error.detail).toEqual(
      [OTHER_COMPANY_PROJECTS_MESSAGE],
    );
    const partner = await loginAs(DEMO_LOGINS.partner.email);
    expect((await partner.api('getCompanyProjects', { params: { id: companyId } })).status).toBe(403);
  });
});
