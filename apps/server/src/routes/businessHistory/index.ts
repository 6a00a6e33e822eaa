import type { ZBusinessHistoryRequest } from '@genba/api-client/schemas';
import { BUSINESS_HISTORY_MESSAGE, CASE_LIST_MESSAGE } from '@genba/validators';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { type FeatureCaller, requireProjectWriter } from '../project/access.ts';
import {
  type BusinessHistoryValues,
  deleteBusinessHistoryRow,
  findBusinessHistory,
  insertBusinessHistory,
  listBusinessHistories,
  updateBusinessHistoryRow,
} from './queries.ts';
import { toWireBusinessHistory } from './wire.ts';

/**
 * Business history (営業履歴) of a project (issue 9, core §3). The customer
 * screen's rule (member permission, contract feature, hidden from cooperation
 * and general roles) is decided before the input is read, by CALL_AREAS
 * (permissions/routeAccess.ts); here, the project must be one the member may
 * act on, and writing needs the project-registration role.
 */

type Body = z.output<typeof ZBusinessHistoryRequest>;

const toValues = (b: Body): BusinessHistoryValues => ({
  operationDate: b.operation_date,
  startTime: b.start_time ?? null,
  endTime: b.end_time ?? null,
  operationClass: b.operation_class,
  contactPerson: b.contact_person || null,
  claimFlg: b.claim_flg,
  memo: b.memo?.trim() ? b.memo : null,
  referralSalesType: b.referral_sales_type ?? null,
  neighbourhoodApproachType: b.neighbourhood_approach_type ?? null,
});

const writer = (caller: FeatureCaller) =>
  requireProjectWriter(caller, CASE_LIST_MESSAGE.paidFeature, CASE_LIST_MESSAGE.noEditPermission);

/** The entry of the caller's company (404 otherwise, like an unknown id), on a project the caller may act on. */
const ownEntry = async (caller: FeatureCaller, id: number) => {
  const row = await findBusinessHistory(caller.db, caller.company.id, id);
  if (!row) throw notFound();
  await requireProjectAccess(caller.db, caller, row.entry.projectId);
  return row;
};

const answer = async (db: Db, companyId: number, id: number) => {
  const row = await findBusinessHistory(db, companyId, id);
  if (!row) throw notFound();
  return { success: true as const, data: toWireBusinessHistory(row) };
};

export const businessHistoryRoutes = [
  implement('getBusinessHistories', async ({ db, params, member, company }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const rows = await listBusinessHistories(db, params.id);
    return { data: rows.map(toWireBusinessHistory), total: rows.length };
  }),

  implement('createBusinessHistory', async ({ db, params, body, member, company, deps }) => {
    await writer({ db, member, company, deps });
    await requireProjectAccess(db, { member, company }, params.id);
    const id = await insertBusinessHistory(db, {
      ...toValues(body),
      companyId: company.id,
      projectId: params.id,
      createdBy: member.id,
    });
    if (id === null) throw validationFailed({ operation_date: [BUSINESS_HISTORY_MESSAGE.tooMany] });
    return answer(db, company.id, id);
  }),

  implement('updateBusinessHistory', async ({ db, params, body, member, company, deps }) => {
    const caller = { db, member, company, deps };
    await writer(caller);
    await ownEntry(caller, params.id);
    if (!(await updateBusinessHistoryRow(db, params.id, toValues(body)))) throw notFound();
    return answer(db, company.id, params.id);
  }),

  implement('deleteBusinessHistory', async ({ db, params, member, company, deps }) => {
    const caller = { db, member, company, deps };
    await writer(caller);
    await ownEntry(caller, params.id);
    return { success: await deleteBusinessHistoryRow(db, params.id) };
  }),
];
