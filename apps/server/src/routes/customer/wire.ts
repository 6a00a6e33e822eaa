import type { TBuilding, TCustomer } from '@genba/api-client/schemas';
import { isPrefectureCode, nextCompletionStatus, type PrefectureCode } from '@genba/validators';
import type { BuildingRow, CustomerWithNames } from './queries.ts';

/** Customer and building rows to the api-client's wire shapes (pure). */

const prefecture = (value: number | null): PrefectureCode | null =>
  value !== null && isPrefectureCode(value) ? value : null;

export const toWireCustomer = ({ customer: c, officeName, workerName }: CustomerWithNames): TCustomer => ({
  id: c.id,
  clientName: c.clientName,
  kana: c.kana,
  type: c.type,
  rank: c.rank,
  tel: c.tel,
  mail: c.mail,
  office_id: c.officeId,
  office_name: officeName,
  worker_in_charge_id: c.workerInChargeId,
  worker_in_charge_name: workerName,
  number: c.number,
  memo: c.memo,
  postcode: c.postcode,
  prefecture_id: prefecture(c.prefectureId),
  address1: c.address1,
  address2: c.address2,
  address3: c.address3,
  promotion_flags: c.promotionFlags,
  sex: c.sex,
  birth_date: c.birthDate,
  wedding_anniversary: c.weddingAnniversary,
  workplace: c.workplace,
  position: c.position,
  industry: c.industry,
  job_category: c.jobCategory,
  length_of_service: c.lengthOfService,
  annual_income: c.annualIncome,
  land_existence: c.landExistence,
});

/** The building, its completion flag moved by the rule of core §4 as of `today` (YYYY-MM-DD). */
export const toWireBuilding = (b: BuildingRow, today: string): TBuilding => ({
  id: b.id,
  estateName: b.estateName,
  kana: b.kana,
  rank: b.rank,
  office_id: b.officeId,
  customer_id: b.customerId,
  postcode: b.postcode,
  prefecture_id: prefecture(b.prefectureId),
  address1: b.address1,
  address2: b.address2,
  address3: b.address3,
  owner_division: b.ownerDivision,
  owner_name: b.ownerName,
  house_info_flg: b.houseInfoFlg,
  classification: b.classification,
  supply_type: b.supplyType,
  outer_wall: b.outerWall,
  roof: b.roof,
  structure: b.structure,
  building_type: b.buildingType,
  floor_number: b.floorNumber,
  building_area: b.buildingArea,
  build_date: b.buildDate,
  dealer_name: b.dealerName,
  painting_completion_date: b.paintingCompletionDate,
  residential_rate: b.residentialRate,
  appearance: b.appearance,
  remarks: b.remarks,
  completion_flag:
    b.completionFlag === null ? null : nextCompletionStatus(b.completionFlag, b.startDate ?? '', today),
  start_date: b.startDate,
  survey_date: b.surveyDate,
  business_date: b.businessDate,
});
