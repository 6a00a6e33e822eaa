import {
  booleanInput,
  boundedInt,
  boundedList,
  boundedText,
  CUSTOMER_LIMIT,
  choice,
  customerNameSchema,
  customerTypeSchema,
  intInput,
  LIMITS,
} from '@genba/validators';
import { z } from 'zod';
import { addressColumns, ZWireId, zDate, zId, zKeyword, zNullableString, zPrefectureId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * A customer (core §3 customer). The spec names clientName; the other fields
 * follow its list in snake case. Customer information is hidden from
 * cooperation and general roles (core §6): the server refuses them with 403.
 */
export const ZCustomerType = customerTypeSchema;

export const ZCustomer = lazySchema(() =>
  z.object({
    id: ZWireId,
    clientName: z.string(),
    kana: zNullableString,
    type: ZCustomerType,
    rank: zNullableString,
    tel: zNullableString,
    mail: zNullableString,
    office_id: ZWireId.nullable(),
    office_name: zNullableString,
    /** The member in charge. */
    worker_in_charge_id: ZWireId.nullable(),
    worker_in_charge_name: zNullableString,
    number: zNullableString,
    memo: zNullableString,
    ...addressColumns,
    /** Promotion flags: which mailings the customer accepts. */
    promotion_flags: z.object({ dm: z.boolean(), email: z.boolean(), tel: z.boolean() }),
    sex: choice(['male', 'female', 'other']).nullable(),
    birth_date: zNullableString,
    wedding_anniversary: zNullableString,
    workplace: zNullableString,
    position: zNullableString,
    industry: zNullableString,
    job_category: zNullableString,
    length_of_service: boundedInt({ min: 0 }).nullable(),
    annual_income: boundedInt({ min: 0 }).nullable(),
    land_existence: z.boolean().nullable(),
  }),
);
export type TCustomer = z.infer<typeof ZCustomer>;

/** Enough of a customer to name it in a project or a picker. */
export const ZCustomerSummary = lazySchema(() =>
  ZCustomer.pick({
    id: true,
    clientName: true,
    type: true,
    tel: true,
    prefecture_id: true,
    address1: true,
    address2: true,
    address3: true,
  }),
);
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;

/** Filters of the customer picker list (POST body, core §7 customer-sps-list); 30 per page (core §9). */
export const ZCustomerSpsListRequest = lazySchema(() =>
  z.object({
    keyword: zKeyword,
    office_id: zId.optional(),
    type: ZCustomerType.optional(),
    rank: boundedText({ max: 20 }).optional(),
    offset: intInput({ min: 0 }).default(0),
    limit: intInput({ min: 1, max: 1000 }).default(LIMITS.paging.customers),
  }),
);
export type TCustomerSpsListRequest = z.input<typeof ZCustomerSpsListRequest>;

export const ZCustomerSpsListResponse = lazySchema(() =>
  z.object({
    data: boundedList(ZCustomerSummary),
    total: boundedInt({ min: 0 }),
  }),
);

/* Customer CRUD (/customer): calls the spec does not show, designed in catalogue/customer.ts. */

const zOptionalText = (max: number) => boundedText({ trim: true, max }).nullish();

/** The customer form (core §3 customer fields; the name is required). */
export const ZCustomerRequest = lazySchema(() =>
  z.object({
    clientName: customerNameSchema,
    kana: zOptionalText(CUSTOMER_LIMIT.kana),
    type: customerTypeSchema,
    rank: zOptionalText(CUSTOMER_LIMIT.rank),
    tel: zOptionalText(20),
    mail: zOptionalText(255),
    office_id: zId.nullish(),
    worker_in_charge_id: zId.nullish(),
    number: zOptionalText(CUSTOMER_LIMIT.number),
    memo: boundedText({ max: CUSTOMER_LIMIT.memo, multiline: true }).nullish(),
    postcode: zOptionalText(8),
    prefecture_id: zPrefectureId.nullish(),
    address1: zOptionalText(CUSTOMER_LIMIT.address),
    address2: zOptionalText(CUSTOMER_LIMIT.address),
    address3: zOptionalText(CUSTOMER_LIMIT.address),
    promotion_flags: z
      .object({ dm: booleanInput(), email: booleanInput(), tel: booleanInput() })
      .default({ dm: false, email: false, tel: false }),
    sex: choice(['male', 'female', 'other']).nullish(),
    birth_date: zDate.nullish(),
    wedding_anniversary: zDate.nullish(),
    workplace: zOptionalText(100),
    position: zOptionalText(50),
    industry: zOptionalText(50),
    job_category: zOptionalText(50),
    length_of_service: intInput({ min: 0, max: 100 }).nullish(),
    annual_income: intInput({ min: 0, max: 1_000_000_000 }).nullish(),
    land_existence: booleanInput().nullish(),
  }),
);
export type TCustomerRequest = z.input<typeof ZCustomerRequest>;

/** The customer list of /customer: keyword over name, kana, phone and address; 30 per page. */
export const ZCustomerListRequest = lazySchema(() =>
  z.object({
    keyword: zKeyword,
    type: ZCustomerType.optional(),
    page: intInput({ min: 1, max: 100_000 }).default(1),
  }),
);
export type TCustomerListRequest = z.input<typeof ZCustomerListRequest>;

export const ZCustomerListResponse = lazySchema(() =>
  z.object({
    data: boundedList(ZCustomer),
    total: boundedInt({ min: 0 }),
    page: boundedInt({ min: 1 }),
    per_page: boundedInt({ min: 1 }),
  }),
);
export type TCustomerListResponse = z.infer<typeof ZCustomerListResponse>;

export const ZCustomerResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZCustomer }));
