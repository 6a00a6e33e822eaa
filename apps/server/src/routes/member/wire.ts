import type { TMemberDetail, TMemberListItem } from '@genba/api-client/schemas';
import type { MemberRow, UserRow } from '../../auth/session.ts';
import type { memberDetails } from '../../db/schema/index.ts';
import { toWireMember } from '../user/wire.ts';
import type { MemberAllowanceReadRow, MemberListRow } from './queries.ts';

type MemberDetailRow = typeof memberDetails.$inferSelect;

/** A member row of the member table in the api-client's wire shape. */
export const toWireMemberListItem = (
  { member, user }: MemberListRow,
  offices: { id: number; name: string }[],
): TMemberListItem => ({
  member_id: member.id,
  name1: member.name1,
  name2: member.name2,
  kana1: member.kana1,
  kana2: member.kana2,
  email: user.email,
  tel_number: user.telNumber,
  type: member.type,
  auth_id: member.authId,
  login_type: user.loginType,
  company_name: member.companyName,
  offices,
  status: user.agreeTermsFlg ? 1 : 2,
});

/** One member as the member form reads it: the member wire shape plus the worker list (core §3). */
export const toWireMemberDetail = (
  row: { member: MemberRow; user: UserRow; detail: MemberDetailRow | null },
  officeIds: number[],
  allowances: MemberAllowanceReadRow[] = [],
): TMemberDetail => ({
  ...toWireMember(row.member, row.user, officeIds),
  worker_list_required: row.detail?.workerListRequired ?? null,
  worker_list_data: row.detail?.workerListData ?? null,
  cost_type: row.detail?.costType ?? null,
  cost: row.detail?.cost ?? null,
  hour_cost: row.detail?.hourCost ?? null,
  monthly_cost: row.detail?.monthlyCost ?? null,
  monthly_payment_cost: row.detail?.monthlyPaymentCost ?? null,
  hour_allowance_cost: row.detail?.hourAllowanceCost ?? null,
  field_volume_cost: row.detail?.fieldVolumeCost ?? null,
  company_member_allowance: allowances.map((a) => ({
    company_member_allowance_id: a.id,
    company_allowance_id: a.companyAllowanceId,
    name: a.name,
    cost: a.cost,
    unit_id: a.unitId,
    company_id: a.companyId,
  })),
});
