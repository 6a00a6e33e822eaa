import {
  boundedList,
  COMPANY_MESSAGE,
  COMPANY_TYPE,
  companySchema,
  INPUT_MESSAGE,
  latitudeInput,
  longitudeInput,
} from '@genba/validators';
import { z } from 'zod';
import { ZPrefectureCode, ZWireId, zIntWithMessage, zNullableString } from './common.ts';
import { ZContractStatus } from './contract.ts';
import { lazySchema } from './lazySchema.ts';
import { ZOffice } from './office.ts';

/** Company types (core §1; COMPANY_TYPE of @genba/validators): 1, 2, 3 franchise A–C, 99 general, 999 demo. */
export const ZCompanyType = lazySchema(() =>
  z.literal(Object.values(COMPANY_TYPE), { error: INPUT_MESSAGE.choice }),
);

/** Address, contact and map position of a company (core §3 company_detail). */
export const ZCompanyDetail = lazySchema(() =>
  z.object({
    postcode: zNullableString,
    prefec_id: ZPrefectureCode.nullable(),
    area_id: z.number().int().nullable(),
    address1: zNullableString,
    address2: zNullableString,
    address3: zNullableString,
    telephone_number: zNullableString,
    fax_number: zNullableString,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    worldX: z.number().nullable(),
    worldY: z.number().nullable(),
  }),
);
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

/**
 * One contract line of a company (core §3 company_contracts). contract_type
 * carries the CONTRACT_STATUS code (1 using … 7 processing), from which the
 * string contract types of core §4 (using, temporary, suspension, canceled) follow.
 */
export const ZCompanyContract = lazySchema(() =>
  z.object({
    contract_list_id: ZWireId,
    contract_plan_id: ZWireId,
    contract_type: ZContractStatus,
    contract_end_date: z.string().nullable(),
  }),
);
export type TCompanyContract = z.infer<typeof ZCompanyContract>;

export const ZCompany = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string(),
    name_kana: zNullableString,
    company_type: ZCompanyType,
    head_office_id: ZWireId.nullable(),
    offices: boundedList(ZOffice),
    company_detail: ZCompanyDetail,
    url: zNullableString,
    represent_name1: zNullableString,
    represent_name2: zNullableString,
    represent_kana1: zNullableString,
    represent_kana2: zNullableString,
    person_in_charge_name: zNullableString,
    company_contracts: boundedList(ZCompanyContract),
    /** auth_ids whose members must keep a worker list (core §5). */
    company_auth_worker_requires: boundedList(z.number().int()),
    /** Authority 16 protec type, 15 contractor (core §6); null for neither. */
    authority: z.number().int().nullable(),
  }),
);
export type TCompany = z.infer<typeof ZCompany>;

/** A company as listed in pickers (switch company, partner lists). */
export const ZCompanySummary = lazySchema(() =>
  ZCompany.pick({ id: true, name: true, name_kana: true, company_type: true }),
);
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/**
 * Company edit payload (core §3) with the company rules of core §5
 * (companySchema of @genba/validators). Multipart forms send numbers as
 * text, so prefecture and position also accept digit strings; the postcode
 * is stored without its hyphen.
 */
export const ZCompanyEditRequest = lazySchema(() =>
  companySchema.extend({
    postcode: companySchema.shape.postcode.transform((value) => value.replace('-', '')),
    prefecture_id: zIntWithMessage(COMPANY_MESSAGE.prefectureRequired).pipe(
      companySchema.shape.prefecture_id,
    ),
    latitude: latitudeInput.nullish(),
    longitude: longitudeInput.nullish(),
  }),
);
export type TCompanyEditRequest = z.input<typeof ZCompanyEditRequest>;

export const ZCompanyWriteResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZCompany }));
