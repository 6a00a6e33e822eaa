import { boundedInt, boundedList, boundedText, choice, intInput, LIMITS } from '@genba/validators';
import { z } from 'zod';
import { addressColumns, ZWireId, zId, zKeyword, zNullableString } from './common.ts';

/**
 * A customer (core §3 customer). The spec names clientName; the other fields
 * follow its list in snake case. Customer information is hidden from
 * cooperation and general roles (core §6): the server refuses them with 403.
 */
export const ZCustomerType = choice(['person', 'company']);

export const ZCustomer = z.object({
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
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** Enough of a customer to name it in a project or a picker. */
export const ZCustomerSummary = ZCustomer.pick({
  id: true,
  clientName: true,
  type: true,
  tel: true,
  prefecture_id: true,
  address1: true,
  address2: true,
  address3: true,
});
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;

/** Filters of the customer picker list (POST body, core §7 customer-sps-list); 30 per page (core §9). */
export const ZCustomerSpsListRequest = z.object({
  keyword: zKeyword,
  office_id: zId.optional(),
  type: ZCustomerType.optional(),
  rank: boundedText({ max: 20 }).optional(),
  offset: intInput({ min: 0 }).default(0),
  limit: intInput({ min: 1, max: 1000 }).default(LIMITS.paging.customers),
});
export type TCustomerSpsListRequest = z.input<typeof ZCustomerSpsListRequest>;

export const ZCustomerSpsListResponse = z.object({
  data: boundedList(ZCustomerSummary),
  total: boundedInt({ min: 0 }),
});
