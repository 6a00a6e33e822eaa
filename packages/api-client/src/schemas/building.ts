import {
  BUILDING_LIMIT,
  boundedInt,
  boundedList,
  boundedText,
  buildingSchema,
  completionStatusSchema,
  intInput,
} from '@genba/validators';
import { z } from 'zod';
import {
  ZFlag,
  ZPrefectureCode,
  ZWireId,
  zDate,
  zId,
  zKeyword,
  zNullableString,
  zPrefectureId,
} from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * A building (core §3 building). The spec names estateName; the other fields
 * follow the list of core §3 in snake case. Limits of core §5 (BUILDING_LIMIT
 * of @genba/validators): name 50, address 20, postcode 7, floors 3 digits, remarks 1000.
 */
export const ZBuilding = lazySchema(() =>
  z.object({
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
    /** Floor area in m² as decimal text (up to 999999.99, core §9). */
    building_area: zNullableString,
    build_date: zNullableString,
    dealer_name: zNullableString,
    painting_completion_date: zNullableString,
    residential_rate: z.number().nullable(),
    appearance: zNullableString,
    remarks: z.string().max(BUILDING_LIMIT.remarks).nullable(),
    completion_flag: z.number().int().nullable(),
    /** Designed: the construction start the completion rule of core §4 reads. */
    start_date: zNullableString,
    survey_date: zNullableString,
    business_date: zNullableString,
  }),
);
export type TBuilding = z.infer<typeof ZBuilding>;

/** Enough of a building to name it in a project. */
export const ZBuildingSummary = lazySchema(() =>
  ZBuilding.pick({
    id: true,
    estateName: true,
    prefecture_id: true,
    address1: true,
    address2: true,
    address3: true,
  }),
);
export type TBuildingSummary = z.infer<typeof ZBuildingSummary>;

/* Building CRUD (/building): calls the spec does not show, designed in catalogue/customer.ts. */

const zOptionalText = (max: number) => boundedText({ trim: true, max }).nullish();

/**
 * The building form: the rules of core §5 (buildingSchema of @genba/validators:
 * name 50, address 20, postcode 7 digits, floors 3 digits, area 999999.99,
 * remarks 1000) plus the other fields of core §3.
 */
export const ZBuildingRequest = lazySchema(() =>
  buildingSchema.extend({
    rank: zOptionalText(20),
    office_id: zId.nullish(),
    customer_id: zId.nullish(),
    prefecture_id: zPrefectureId.nullish(),
    address2: zOptionalText(BUILDING_LIMIT.address),
    address3: zOptionalText(BUILDING_LIMIT.address),
    owner_division: zOptionalText(50),
    owner_name: zOptionalText(50),
    structure: zOptionalText(50),
    building_type: zOptionalText(50),
    build_date: zDate.nullish(),
    completion_flag: completionStatusSchema.nullish(),
    start_date: zDate.nullish(),
    survey_date: zDate.nullish(),
    business_date: zDate.nullish(),
  }),
);
export type TBuildingRequest = z.input<typeof ZBuildingRequest>;

export const ZBuildingListRequest = lazySchema(() =>
  z.object({
    keyword: zKeyword,
    customer_id: zId.optional(),
    page: intInput({ min: 1, max: 100_000 }).default(1),
  }),
);
export type TBuildingListRequest = z.input<typeof ZBuildingListRequest>;

export const ZBuildingListResponse = lazySchema(() =>
  z.object({
    data: boundedList(ZBuilding),
    total: boundedInt({ min: 0 }),
    page: boundedInt({ min: 1 }),
    per_page: boundedInt({ min: 1 }),
  }),
);
export type TBuildingListResponse = z.infer<typeof ZBuildingListResponse>;

export const ZBuildingResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZBuilding }));
