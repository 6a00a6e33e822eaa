import type { TMemberDetail, TMemberListItem } from '@genba/api-client/schemas';
import type { MemberRow, UserRow } from '../../auth/session.ts';
import type { memberCosts, memberDetails } from '../../db/schema/index.ts';
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

type Pay = Pick<TMemberDetail, 'cost_type' | 'cost' | 'hour_cost' | 'monthly_cost'>;

/** The member form's pay, else the totals' row (seeded pay), else nothing. */
const payOf = (detail: MemberDetailRow | null, totals: typeof memberCosts.$inferSelect | undefined): Pay => {
  if (detail?.costType != null || !totals)
    return {
      cost_type: detail?.costType ?? null,
      cost: detail?.cost ?? null,
      hour_cost: detail?.hourCost ?? null,
      monthly_cost: detail?.monthlyCost ?? null,
    };
  return {
    cost_type: totals.costType,
    cost: totals.dayCost,
    hour_cost: totals.hourCost,
    monthly_cost: totals.monthlyCost,
  };
};

/** One member as the member form reads it: the member wire shape plus the worker list (core §3). */
export const toWireMemberDetail = (
  row: { member: MemberRow; user: UserRow; detail: MemberDetailRow | null },
  officeIds: number[],
  allowances: MemberAllowanceReadRow[] = [],
  /** The attendance totals' cost row: the pay shown when the member form never stored one. */
  totals?: typeof memberCosts.$inferSelect,
): TMemberDetail => ({
  ...toWireMember(row.member, row.user, officeIds),
  worker_list_required: row.detail?.workerListRequired ?? null,
  worker_list_data: row.detail?.workerListData ?? null,
  ...payOf(row.detail, totals),
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
