import { AUTH_ID, LOGIN_TYPE, MEMBER_TYPE } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, zNullableString } from './common.ts';

/** Member type (core §3): 1 in-company, 2 partner (MEMBER_TYPE of @genba/validators). */
export const ZMemberType = z.literal(Object.values(MEMBER_TYPE));

/** Login type: 1 PC only, 2 mobile only, 3 both (LOGIN_TYPE of @genba/validators). */
export const ZLoginType = z.literal(Object.values(LOGIN_TYPE));
export type TLoginType = z.infer<typeof ZLoginType>;

/** auth_id of core §6 (AUTH_ID of @genba/validators). */
export const ZAuthId = z.literal(Object.values(AUTH_ID));
export type TAuthId = z.infer<typeof ZAuthId>;

/** An allowance paid to a member (core §3 allowance). */
export const ZMemberAllowance = z.object({
  company_member_allowance_id: z.number().int().positive().nullable(),
  company_allowance_id: z.number().int().positive(),
  name: z.string(),
  cost: z.number(),
  unit_id: z.number().int(),
  company_id: z.number().int().positive(),
});

/** Which of the member's numbers are shown to whom; the spec sends it as JSON and shows no fields. */
export const ZMemberTelSetting = z.object({
  tel_number: z.string(),
  /** 1 when other members may see this number. */
  is_public: ZFlag,
});

/** An office membership row: the member's auth in that office. */
export const ZOfficeMember = z.object({
  office_id: z.number().int().positive(),
  auth_id: ZAuthId,
});

/** A member of a company (core §3 member), as read; passwords are never sent back. */
export const ZMember = z.object({
  member_id: z.number().int().positive(),
  name1: z.string(),
  name2: zNullableString,
  kana1: zNullableString,
  kana2: zNullableString,
  tel_number: zNullableString,
  email: zNullableString,
  type: ZMemberType,
  auth_id: ZAuthId,
  login_type: ZLoginType,
  belong_to_company_id: z.number().int().positive().nullable(),
  company_name: zNullableString,
  worker_type_id: z.number().int(),
  thumnail_path: zNullableString,
  cost_type: z.number().int().nullable(),
  cost: z.number().nullable(),
  hour_cost: z.number().nullable(),
  monthly_cost: z.number().nullable(),
  monthly_payment_cost: z.number().nullable(),
  hour_allowance_cost: z.number().nullable(),
  field_volume_cost: z.number().nullable(),
  member_update_allowed: ZFlag,
  worker_list_required: ZFlag.nullable(),
  contract_authority: ZFlag,
  role_id: z.number().int().nullable(),
  office_members: z.array(ZOfficeMember),
  login_offices: z.array(z.number().int().positive()),
  agree_terms_flg: ZFlag,
  member_tel_settings: z.array(ZMemberTelSetting),
  company_member_allowance: z.array(ZMemberAllowance),
});
export type TMember = z.infer<typeof ZMember>;

/** Just enough of a member for lists, avatars and pickers. */
export const ZMemberSummary = ZMember.pick({
  member_id: true,
  name1: true,
  name2: true,
  kana1: true,
  kana2: true,
  type: true,
  auth_id: true,
  thumnail_path: true,
  belong_to_company_id: true,
  company_name: true,
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;
