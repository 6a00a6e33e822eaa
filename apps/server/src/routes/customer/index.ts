import type { ZBuildingRequest, ZCustomerRequest } from '@genba/api-client/schemas';
import { LIMITS, nextCompletionStatus, trimmedOrNull } from '@genba/validators';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { FEATURE_MESSAGE, type FeatureCaller, requireFeature } from '../project/access.ts';
import { toWireDateTime } from '../user/wire.ts';
import {
  type BuildingInsert,
  type CustomerInsert,
  deleteBuildingRow,
  deleteCustomerRow,
  findBuilding,
  findCustomer,
  insertBuilding,
  insertCustomer,
  listBuildings,
  listCustomers,
  updateBuildingRow,
  updateCustomerRow,
} from './queries.ts';
import { toWireBuilding, toWireCustomer } from './wire.ts';

/**
 * Customers and buildings (issue 9). Every call needs the member permission
 * and the contract feature; customer information is hidden from cooperation
 * and general roles (core §6): they get 403 here, not only a missing menu entry.
 */

export const CUSTOMER_FIELD_MESSAGE = {
  office: '選択された営業所が見つかりません。',
  worker: '選択された担当者が見つかりません。',
  customer: '選択された顧客が見つかりません。',
} as const;

const customerGate = (caller: FeatureCaller) => requireFeature(caller, 'customer', FEATURE_MESSAGE.customer);
const buildingGate = (caller: FeatureCaller) => requireFeature(caller, 'building', FEATURE_MESSAGE.customer);

const today = (now: Date) => toWireDateTime(now).slice(0, 10);

type CustomerBody = z.output<typeof ZCustomerRequest>;
type BuildingBody = z.output<typeof ZBuildingRequest>;

const toCustomerValues = (b: CustomerBody): Omit<CustomerInsert, 'companyId'> => ({
  clientName: b.clientName,
  kana: b.kana ?? null,
  type: b.type,
  rank: b.rank ?? null,
  tel: b.tel ?? null,
  mail: b.mail ?? null,
  officeId: b.office_id ?? null,
  workerInChargeId: b.worker_in_charge_id ?? null,
  number: b.number ?? null,
  memo: b.memo ?? null,
  postcode: b.postcode ?? null,
  prefectureId: b.prefecture_id ?? null,
  address1: b.address1 ?? null,
  address2: b.address2 ?? null,
  address3: b.address3 ?? null,
  promotionFlags: b.promotion_flags,
  sex: b.sex ?? null,
  birthDate: b.birth_date ?? null,
  weddingAnniversary: b.wedding_anniversary ?? null,
  workplace: b.workplace ?? null,
  position: b.position ?? null,
  industry: b.industry ?? null,
  jobCategory: b.job_category ?? null,
  lengthOfService: b.length_of_service ?? null,
  annualIncome: b.annual_income ?? null,
  landExistence: b.land_existence ?? null,
});

const toBuildingValues = (b: BuildingBody): Omit<BuildingInsert, 'companyId'> => ({
  estateName: b.estateName,
  kana: trimmedOrNull(b.kana),
  rank: b.rank ?? null,
  officeId: b.office_id ?? null,
  customerId: b.customer_id ?? null,
  postcode: trimmedOrNull(b.post_code),
  prefectureId: b.prefecture_id ?? null,
  address1: trimmedOrNull(b.address),
  address2: b.address2 ?? null,
  address3: b.address3 ?? null,
  ownerDivision: b.owner_division ?? null,
  ownerName: b.owner_name ?? null,
  structure: b.structure ?? null,
  buildingType: b.building_type ?? null,
  floorNumber: trimmedOrNull(b.floor_number) === null ? null : Number(b.floor_number),
  buildingArea: trimmedOrNull(b.building_area),
  remarks: trimmedOrNull(b.remarks),
  buildDate: b.build_date ?? null,
  completionFlag: b.completion_flag ?? null,
  startDate: b.start_date ?? null,
  surveyDate: b.survey_date ?? null,
  businessDate: b.business_date ?? null,
});

/** Office, person in charge and customer must be the company's own: a foreign id is a field error. */
const checkOwn = async (
  db: Db,
  companyId: number,
  refs: { office_id?: number | null; worker_in_charge_id?: number | null; customer_id?: number | null },
) => {
  const errors: Record<string, string[]> = {};
  if (refs.office_id && !(await isCompanyRow(db, 'office', companyId, refs.office_id)))
    errors.office_id = [CUSTOMER_FIELD_MESSAGE.office];
  if (refs.worker_in_charge_id && !(await isCompanyRow(db, 'member', companyId, refs.worker_in_charge_id)))
    errors.worker_in_charge_id = [CUSTOMER_FIELD_MESSAGE.worker];
  if (refs.customer_id && !(await isCompanyRow(db, 'customer', companyId, refs.customer_id)))
    errors.customer_id = [CUSTOMER_FIELD_MESSAGE.customer];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
};

const customerAnswer = async (db: Db, companyId: number, id: number) => {
  const row = await findCustomer(db, companyId, id);
  if (!row) throw notFound();
  return { success: true as const, data: toWireCustomer(row) };
};

export const customerRoutes = [
  implement('customerSpsList', async ({ db, body, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    const { rows, total } = await listCustomers(
      db,
      {
        companyId: company.id,
        keyword: body.keyword,
        type: body.type,
        officeId: body.office_id,
        rank: body.rank,
      },
      body.offset,
      body.limit,
    );
    return {
      data: rows.map((r) => {
        const c = toWireCustomer(r);
        return {
          id: c.id,
          clientName: c.clientName,
          type: c.type,
          tel: c.tel,
          prefecture_id: c.prefecture_id,
          address1: c.address1,
          address2: c.address2,
          address3: c.address3,
        };
      }),
      total,
    };
  }),

  implement('getCustomers', async ({ db, query, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    const perPage = LIMITS.paging.customers;
    const { rows, total } = await listCustomers(
      db,
      { companyId: company.id, keyword: query.keyword, type: query.type },
      (query.page - 1) * perPage,
      perPage,
    );
    return { data: rows.map(toWireCustomer), total, page: query.page, per_page: perPage };
  }),

  implement('getCustomer', async ({ db, params, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    return customerAnswer(db, company.id, params.id);
  }),

  implement('createCustomer', async ({ db, body, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    await checkOwn(db, company.id, body);
    const id = await insertCustomer(db, { ...toCustomerValues(body), companyId: company.id });
    return customerAnswer(db, company.id, id);
  }),

  implement('updateCustomer', async ({ db, params, body, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    await checkOwn(db, company.id, body);
    if (!(await updateCustomerRow(db, company.id, params.id, toCustomerValues(body)))) throw notFound();
    return customerAnswer(db, company.id, params.id);
  }),

  implement('deleteCustomer', async ({ db, params, member, company, deps }) => {
    await customerGate({ db, member, company, deps });
    if (!(await deleteCustomerRow(db, company.id, params.id))) throw notFound();
    return { success: true };
  }),

  implement('getBuildings', async ({ db, query, member, company, deps }) => {
    await buildingGate({ db, member, company, deps });
    const perPage = LIMITS.paging.buildings;
    const { rows, total } = await listBuildings(
      db,
      { companyId: company.id, keyword: query.keyword, customerId: query.customer_id },
      (query.page - 1) * perPage,
    );
    const day = today(deps.now());
    return { data: rows.map((b) => toWireBuilding(b, day)), total, page: query.page, per_page: perPage };
  }),

  implement('getBuilding', async ({ db, params, member, company, deps }) => {
    await buildingGate({ db, member, company, deps });
    const row = await findBuilding(db, company.id, params.id);
    if (!row) throw notFound();
    return { success: true as const, data: toWireBuilding(row, today(deps.now())) };
  }),

  implement('createBuilding', async ({ db, body, member, company, deps }) => {
    await buildingGate({ db, member, company, deps });
    await checkOwn(db, company.id, body);
    const row = await insertBuilding(db, {
      ...withCompletionRule(toBuildingValues(body), deps.now()),
      companyId: company.id,
    });
    return { success: true as const, data: toWireBuilding(row, today(deps.now())) };
  }),

  implement('updateBuilding', async ({ db, params, body, member, company, deps }) => {
    await buildingGate({ db, member, company, deps });
    await checkOwn(db, company.id, body);
    const row = await updateBuildingRow(
      db,
      company.id,
      params.id,
      withCompletionRule(toBuildingValues(body), deps.now()),
    );
    if (!row) throw notFound();
    return { success: true as const, data: toWireBuilding(row, today(deps.now())) };
  }),

  implement('deleteBuilding', async ({ db, params, member, company, deps }) => {
    await buildingGate({ db, member, company, deps });
    if (!(await deleteBuildingRow(db, company.id, params.id))) throw notFound();
    return { success: true };
  }),
];

/** Core §4 building completion, applied when the building is saved (and again on every read). */
const withCompletionRule = <T extends { completionFlag?: number | null; startDate?: string | null }>(
  v: T,
  now: Date,
): T => {
  if (v.completionFlag === null || v.completionFlag === undefined) return v;
  return { ...v, completionFlag: nextCompletionStatus(v.completionFlag, v.startDate ?? '', today(now)) };
};
