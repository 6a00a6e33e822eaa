import { COMPANY_SETTING_LIMIT, isDuplicateName, OCCUPATION_MESSAGE, TEAM_MESSAGE } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../http/dbErrors.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import {
  deleteOccupationRow,
  deleteTeam,
  findOccupation,
  findTeam,
  insertOccupation,
  insertTeam,
  listOccupations,
  listTeams,
  occupationNames,
  renameOccupation,
  renameTeam,
  saveWorkerRequiredAuthIds,
  saveWorkingHours,
  teamNames,
  workerRequiredAuthIds,
} from './queries.ts';
import { toWireOccupation, toWireTeam } from './wire.ts';

type Named = { id: number; name: string };

/** The name rule every settings list shares: not twice in the company, at most 100 items. */
const checkName = (
  items: readonly Named[],
  name: string,
  messages: { duplicate: string; tooMany: string },
  exceptId?: number,
) => {
  if (isDuplicateName(name, items, exceptId)) throw validationFailed({ name: [messages.duplicate] });
  if (exceptId === undefined && items.length >= COMPANY_SETTING_LIMIT.items)
    throw validationFailed({ name: [messages.tooMany] });
};

/** A unique-index violation (a racing twin insert) answers like the duplicate check. */
const uniqueName = async <T>(write: () => Promise<T>, duplicate: string): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw validationFailed({ name: [duplicate] });
    throw error;
  }
};

const mustFindOccupation = async (db: Db, companyId: number, id: number) => {
  const row = await findOccupation(db, companyId, id);
  // Another company's occupation answers like an unknown one.
  if (!row) throw notFound(OCCUPATION_MESSAGE.notFound);
  return row;
};

const mustFindTeam = async (db: Db, companyId: number, id: number) => {
  const row = await findTeam(db, companyId, id);
  if (!row) throw notFound(TEAM_MESSAGE.notFound);
  return row;
};

/**
 * /setting/worker, /setting/occupations and /setting/company-team (core §2). Who may
 * write is the settings rule of permissions/routeAccess.ts (CALL_AREAS); the two lists
 * are read by every member of the company (the member form and the case list offer them).
 */
export const companySettingRoutes = [
  implement('getWorkerSetting', async ({ db, company }) => ({
    company_auth_worker_requires: await workerRequiredAuthIds(db, company.id),
  })),

  implement('updateWorkerSetting', async ({ db, body, company, deps }) => {
    await saveWorkerRequiredAuthIds(db, company.id, body.company_auth_worker_requires, deps.now());
    return {
      success: true as const,
      data: { company_auth_worker_requires: body.company_auth_worker_requires },
    };
  }),

  // /setting/daily-attendance (docs/adr/012): read back through getAppendInitData's TimeDefaultCompany.
  implement('updateDailyAttendanceSetting', async ({ db, body, company, deps }) => {
    await saveWorkingHours(db, company.id, body, deps.now());
    return { success: true as const, data: { company_id: company.id, ...body } };
  }),

  implement('getOccupations', async ({ db, company }) => ({
    data: (await listOccupations(db, company.id)).map(toWireOccupation),
  })),

  implement('createOccupation', async ({ db, body, company }) => {
    checkName(await occupationNames(db, company.id), body.name, OCCUPATION_MESSAGE);
    const row = await uniqueName(
      () => insertOccupation(db, company.id, body.name),
      OCCUPATION_MESSAGE.duplicate,
    );
    return { success: true as const, data: toWireOccupation(row) };
  }),

  implement('updateOccupation', async ({ db, params, body, company }) => {
    const current = await mustFindOccupation(db, company.id, params.id);
    checkName(await occupationNames(db, company.id), body.name, OCCUPATION_MESSAGE, current.id);
    await uniqueName(() => renameOccupation(db, current.id, body.name), OCCUPATION_MESSAGE.duplicate);
    return { success: true as const, data: toWireOccupation({ ...current, name: body.name }) };
  }),

  implement('deleteOccupation', async ({ db, params, company }) => {
    const current = await mustFindOccupation(db, company.id, params.id);
    if (current.memberCount > 0) throw validationFailed({ id: [OCCUPATION_MESSAGE.inUse] });
    await deleteOccupationRow(db, current.id);
    return { success: true };
  }),

  implement('getCompanyTeams', async ({ db, company }) => ({
    data: (await listTeams(db, company.id)).map(toWireTeam),
  })),

  implement('createCompanyTeam', async ({ db, body, company }) => {
    checkName(await teamNames(db, company.id), body.name, TEAM_MESSAGE);
    const row = await uniqueName(() => insertTeam(db, company.id, body.name), TEAM_MESSAGE.duplicate);
    return { success: true as const, data: toWireTeam(row) };
  }),

  implement('updateCompanyTeam', async ({ db, params, body, company }) => {
    const current = await mustFindTeam(db, company.id, params.id);
    checkName(await teamNames(db, company.id), body.name, TEAM_MESSAGE, current.id);
    await uniqueName(
      () => renameTeam(db, company.id, current.id, current.name, body.name),
      TEAM_MESSAGE.duplicate,
    );
    return { success: true as const, data: toWireTeam({ ...current, name: body.name }) };
  }),

  implement('deleteCompanyTeam', async ({ db, params, company }) => {
    const current = await mustFindTeam(db, company.id, params.id);
    await deleteTeam(db, company.id, current.id, current.name);
    return { success: true };
  }),
];
