import { BUILDING_LIMIT } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZPrefectureCode, ZWireId, zNullableString } from './common.ts';

/**
 * A building (core §3 building). The spec names estateName; the other fields
 * follow the list of core §3 in snake case. Limits of core §5 (BUILDING_LIMIT
 * of @genba/validators): name 50, address 20, postcode 7, floors 3 digits, remarks 1000.
 */
export const ZBuilding = z.object({
  id: ZWireId,
  estateName: z.string().max(BUILDING_LIMIT.name),
  kana: zNullableString,
  rank: zNullableString,
  office_id: ZWireId.nullable(),
  customer_id: ZWireId.nullable(),
  postcode: zNullableString,
  prefecture_id: ZPrefectureCode.nullable(),
  address1: zNullableString,
  address2: zNullableString,
  address3: zNullableString,
  owner_division: zNullableString,
  owner_name: zNullableString,
  house_info_flg: ZFlag,
  classification: zNullableString,
  supply_type: zNullableString,
  outer_wall: zNullableString,
  roof: zNullableString,
  structure: zNullableString,
  building_type: zNullableString,
  floor_number: z
    .number()
    .int()
    .min(0)
    .max(10 ** BUILDING_LIMIT.floorDigits - 1)
    .nullable(),
  build_date: zNullableString,
  dealer_name: zNullableString,
  painting_completion_date: zNullableString,
  residential_rate: z.number().nullable(),
  appearance: zNullableString,
  remarks: z.string().max(BUILDING_LIMIT.remarks).nullable(),
  completion_flag: z.number().int().nullable(),
  survey_date: zNullableString,
  business_date: zNullableString,
});
export type TBuilding = z.infer<typeof ZBuilding>;

/** Enough of a building to name it in a project. */
export const ZBuildingSummary = ZBuilding.pick({
  id: true,
  estateName: true,
  prefecture_id: true,
  address1: true,
  address2: true,
  address3: true,
});
export type TBuildingSummary = z.infer<typeof ZBuildingSummary>;
