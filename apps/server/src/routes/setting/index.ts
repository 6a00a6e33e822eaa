import { OFFICE_MESSAGE } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { workerRequiredAuthIds } from '../companySetting/queries.ts';
import { contractsOf, officesOf } from '../user/queries.ts';
import { toWireCompany, toWireOffice } from '../user/wire.ts';
import {
  deleteOfficeRow,
  findCompany,
  findOffice,
  insertOffice,
  officeMemberCount,
  officesWithCounts,
  updateCompany,
  updateOfficeRow,
} from './queries.ts';
import { companyColumnsOf, officeColumnsOf } from './wire.ts';

const companyOf = async (db: Db, companyId: number) => {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return toWireCompany(
    company,
    await officesOf(db, companyId),
    await contractsOf(db, companyId),
    await workerRequiredAuthIds(db, companyId),
  );
};

const mustFindOffice = async (db: Db, companyId: number, officeId: number) => {
  const office = await findOffice(db, companyId, officeId);
  // Another company's office answers like an unknown one.
  if (!office) throw notFound(OFFICE_MESSAGE.notFound);
  return office;
};

/**
 * /setting/company and /setting/office (core §2). Who may call them is the
 * route rule of permissions/routeAccess.ts (CALL_AREAS: company_update for the
 * company, office_update or contract authority and not free for offices).
 */
export const settingRoutes = [
  implement('getCompanySetting', async ({ db, company }) => companyOf(db, company.id)),

  implement('updateCompanySetting', async ({ db, body, company, deps }) => {
    await updateCompany(db, company.id, companyColumnsOf(body), deps.now());
    return { success: true as const, data: await companyOf(db, company.id) };
  }),

  implement('getOffices', async ({ db, company }) => {
    const rows = await officesWithCounts(db, company.id);
    const data = rows.map((r) => ({ ...toWireOffice(r.office, company), member_count: r.memberCount }));
    // The head office first, then the others in the order they were made.
    data.sort((a, b) => Number(b.is_head_office) - Number(a.is_head_office));
    return { data };
  }),

  implement('createOffice', async ({ db, body, company }) => {
    const office = await insertOffice(db, company.id, officeColumnsOf(body));
    return { success: true as const, data: toWireOffice(office, company) };
  }),

  implement('updateOffice', async ({ db, params, body, company }) => {
    await mustFindOffice(db, company.id, params.id);
    const office = await updateOfficeRow(db, params.id, officeColumnsOf(body));
    return { success: true as const, data: toWireOffice(office, company) };
  }),

  implement('deleteOffice', async ({ db, params, company }) => {
    const office = await mustFindOffice(db, company.id, params.id);
    if (company.headOfficeId === office.id) throw validationFailed({ id: [OFFICE_MESSAGE.headOffice] });
    if ((await officeMemberCount(db, office.id)) > 0)
      throw validationFailed({ id: [OFFICE_MESSAGE.hasMembers] });
    await deleteOfficeRow(db, office.id);
    return { success: true };
  }),
];
