import {
  OCCUPATION_MESSAGE,
  TEAM_MESSAGE,
  WORKER_LIST_MESSAGE,
  WORKER_SETTING_MESSAGE,
  WORKING_HOURS_MESSAGE,
} from '@genba/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { AREA_FORBIDDEN_MESSAGE } from '../../src/permissions/routeAccess.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * /setting/worker, /setting/occupations and /setting/company-team over HTTP (issue 10 item 7):
 * the lists and their rules, who may write, the worker-list requirement reaching the member
 * form's save, and a team rename or delete reaching the cases. One server for the file.
 */
let server: TestServer;
let manager: Awaited<ReturnType<typeof loginAsDemo>>;
beforeAll(async () => {
  server = await startTestServer();
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
});
afterAll(async () => {
  await server.close();
});

describe('occupations', () => {
  it('lists the seeded ones, adds, renames and refuses duplicates and blanks', async () => {
    const list = await manager.api('getOccupations');
    expect(list.status).toBe(200);
    expect(list.data.data.map((o) => o.name)).toEqual(['塗装工', '大工', '設備工', '内装工', '足場工']);

    const created = await manager.api('createOccupation', { body: { name: ' 左官 ' } });
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({ name: '左官', member_count: 0 });
    const duplicate = await manager.api('createOccupation', { body: { name: '左官' } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.error.errors).toEqual({ name: [OCCUPATION_MESSAGE.duplicate] });
    const blank = await manager.api('createOccupation', { body: { name: '　' } });
    expect(blank.error.errors).toEqual({ name: [OCCUPATION_MESSAGE.nameRequired] });

    const id = created.data.data.id;
    const renamed = await manager.api('updateOccupation', { params: { id }, body: { name: '左官工' } });
    expect(renamed.data.data.name).toBe('左官工');
    const clash = await manager.api('updateOccupation', { params: { id }, body: { name: '大工' } });
    expect(clash.error.errors).toEqual({ name: [OCCUPATION_MESSAGE.duplicate] });
    // Renaming to its own name is no duplicate.
    expect((await manager.api('updateOccupation', { params: { id }, body: { name: '左官工' } })).status).toBe(
      200,
    );
  });

  it('refuses deleting an occupation a member names, deletes an unused one', async () => {
    const occupation = (await manager.api('createOccupation', { body: { name: '鳶' } })).data.data;
    const company = await manager.api('getCompanySetting');
    const member = await manager.api('createMember', {
      body: {
        name1: '職人',
        company_id: company.data.id,
        office_id: company.data.head_office_id ?? 0,
        type: 1,
        auth_id: 1,
        login_type: 1,
        email: 'shokunin-occupation@example.com',
        password: 'genba123',
        password_confirmation: 'genba123',
        worker_list_data: JSON.stringify({
          member_occupations: [
            { m_occupation_id: occupation.id, occupation_types: String(occupation.id), experience_years: 3 },
          ],
        }),
      },
    });
    expect(member.status).toBe(200);
    const listed = (await manager.api('getOccupations')).data.data.find((o) => o.id === occupation.id);
    expect(listed?.member_count).toBe(1);
    const refused = await manager.api('deleteOccupation', { params: { id: occupation.id } });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ id: [OCCUPATION_MESSAGE.inUse] });

    // Another company's (or an unknown) occupation id is refused on the worker list's occupation.
    const unknown = await manager.api('createMember', {
      body: {
        name1: '職人',
        company_id: company.data.id,
        office_id: company.data.head_office_id ?? 0,
        type: 1,
        auth_id: 1,
        login_type: 1,
        email: 'shokunin-unknown@example.com',
        password: 'genba123',
        password_confirmation: 'genba123',
        worker_list_data: JSON.stringify({
          member_occupations: [{ m_occupation_id: 999_999, occupation_types: '999999', experience_years: 1 }],
        }),
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error.errors).toMatchObject({
      worker_list_data: { member_occupations: { 0: { occupation_types: [OCCUPATION_MESSAGE.unknown] } } },
    });

    const unused = (await manager.api('createOccupation', { body: { name: '使わない職種' } })).data.data;
    expect((await manager.api('deleteOccupation', { params: { id: unused.id } })).status).toBe(200);
    expect((await manager.api('deleteOccupation', { params: { id: unused.id } })).status).toBe(404);
  });

  it('lets every member read the list, and only settings users write it', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    expect((await general.api('getOccupations')).status).toBe(200);
    const write = await general.api('createOccupation', { body: { name: '一般の職種' } });
    expect(write.status).toBe(403);
    expect(write.error.detail).toEqual([AREA_FORBIDDEN_MESSAGE]);
    const officeManager = await loginAsDemo(server, 'shitencho@example.com');
    expect((await officeManager.api('createOccupation', { body: { name: '支店の職種' } })).status).toBe(200);
  });
});

describe('teams', () => {
  it('renames a team on the cases that carry it and deletes it from them', async () => {
    const teams = (await manager.api('getCompanyTeams')).data.data;
    expect(teams.map((t) => t.name)).toEqual(['塗装班', '大工班', '設備班']);
    const painting = teams[0];
    if (!painting) throw new Error('no seeded team');
    expect(painting.project_count).toBeGreaterThan(0);
    const carried = async (team: string) =>
      (await manager.api('getCaseList', { query: { team } })).data.total;
    const before = await carried('塗装班');
    expect(before).toBe(painting.project_count);

    const renamed = await manager.api('updateCompanyTeam', {
      params: { id: painting.id },
      body: { name: '塗装1班' },
    });
    expect(renamed.data.data).toMatchObject({ name: '塗装1班', project_count: before });
    expect(await carried('塗装班')).toBe(0);
    expect(await carried('塗装1班')).toBe(before);

    const duplicate = await manager.api('createCompanyTeam', { body: { name: '大工班' } });
    expect(duplicate.error.errors).toEqual({ name: [TEAM_MESSAGE.duplicate] });

    expect((await manager.api('deleteCompanyTeam', { params: { id: painting.id } })).status).toBe(200);
    expect(await carried('塗装1班')).toBe(0);
    expect((await manager.api('getCompanyTeams')).data.data.map((t) => t.name)).toEqual(['大工班', '設備班']);
  });
});

describe('worker-list requirement', () => {
  it('is saved, reaches the init data and makes a member save require the worker list', async () => {
    const bad = await manager.api('updateWorkerSetting', { body: { company_auth_worker_requires: [999] } });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      company_auth_worker_requires: { 0: [WORKER_SETTING_MESSAGE.authInvalid] },
    });

    const saved = await manager.api('updateWorkerSetting', {
      body: { company_auth_worker_requires: [6, 5] },
    });
    expect(saved.data.data.company_auth_worker_requires).toEqual([5, 6]);
    expect((await manager.api('getWorkerSetting')).data.company_auth_worker_requires).toEqual([5, 6]);
    const init = await manager.api('init_data_sp');
    expect(init.data.company.company_auth_worker_requires).toEqual([5, 6]);

    const company = await manager.api('getCompanySetting');
    const foreman = (over: Record<string, unknown>) => ({
      name1: '職長',
      company_id: company.data.id,
      office_id: company.data.head_office_id ?? 0,
      type: 1,
      auth_id: 5,
      login_type: 1,
      email: `foreman-${Object.keys(over).length}@example.com`,
      password: 'genba123',
      password_confirmation: 'genba123',
      ...over,
    });
    const refused = await manager.api('createMember', { body: foreman({}) });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toMatchObject({
      worker_list_data: { member_profile: { blood_type: [WORKER_LIST_MESSAGE.bloodTypeRequired] } },
    });
    // The member's own 0 wins over the company setting (core §5).
    expect((await manager.api('createMember', { body: foreman({ worker_list_required: 0 }) })).status).toBe(
      200,
    );

    await manager.api('updateWorkerSetting', { body: { company_auth_worker_requires: [] } });
    expect((await manager.api('getWorkerSetting')).data.company_auth_worker_requires).toEqual([]);
  });

  it('is not for a general member', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    expect((await general.api('getWorkerSetting')).status).toBe(403);
    expect(
      (await general.api('updateWorkerSetting', { body: { company_auth_worker_requires: [] } })).status,
    ).toBe(403);
  });
});

describe('working hours (/setting/daily-attendance)', () => {
  const hours = { start_time: '08:30', end_time: '17:30', rest_start_time: '12:00', rest_end_time: '13:00' };
  const prefilled = async (client: typeof manager) =>
    (await client.api('getAppendInitData', { query: { pieces: 'TimeDefaultCompany' } })).data
      .TimeDefaultCompany;

  it('are saved for the acting company and prefill every member’s forms, nobody else’s', async () => {
    const general = await loginAsDemo(server, 'ippan@example.com');
    // The operator company's administrator: another company, whose hours must not move.
    const other = await loginAsDemo(server, DEMO_LOGINS.systemAdmin.email);
    const otherBefore = await prefilled(other);
    const saved = await manager.api('updateDailyAttendanceSetting', { body: hours });
    expect(saved.status).toBe(200);
    expect(saved.data.data).toMatchObject(hours);
    expect(await prefilled(general)).toMatchObject(hours);
    expect(await prefilled(other)).toEqual(otherBefore);
    expect(otherBefore?.company_id).not.toBe(saved.data.data.company_id);
    await manager.api('updateDailyAttendanceSetting', {
      body: { start_time: '08:00', end_time: '17:00', rest_start_time: '12:00', rest_end_time: '13:00' },
    });
  });

  it('refuse a malformed time and an order that is not a day, on the field', async () => {
    const bad = await manager.api('updateDailyAttendanceSetting', {
      body: { ...hours, start_time: '25:00' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({ start_time: [WORKING_HOURS_MESSAGE.time] });
    const order = await manager.api('updateDailyAttendanceSetting', {
      body: { ...hours, end_time: '07:00' },
    });
    expect(order.status).toBe(422);
    expect(order.error.errors).toEqual({ end_time: [WORKING_HOURS_MESSAGE.endAfterStart] });
  });

  it('are not for a general member or a free account', async () => {
    for (const email of ['ippan@example.com', 'muryo@example.com']) {
      const client = await loginAsDemo(server, email);
      expect((await client.api('updateDailyAttendanceSetting', { body: hours })).status).toBe(403);
    }
  });
});
