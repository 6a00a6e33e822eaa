import type { TCreateMemberRequest, TMemberDetail } from '@genba/api-client/schemas';
import type { SelectOption } from '@genba/ui';
import {
  AUTH_ID_LABEL,
  type AuthId,
  assignableAuthIds,
  EMPTY_MEMBER_FORM,
  fromWorkerListData,
  type MemberFormOutput,
  type MemberFormValues,
  visibleOfficeIds,
} from '@genba/validators';

const textOf = (n: number | null): string => (n === null ? '' : String(n));

/** A stored member → the member form's text values (the password stays empty: it is never sent back). */
export const formValuesOf = (m: TMemberDetail): MemberFormValues => ({
  ...EMPTY_MEMBER_FORM,
  name1: m.name1,
  name2: m.name2 ?? '',
  kana1: m.kana1 ?? '',
  kana2: m.kana2 ?? '',
  type: String(m.type),
  auth_id: String(m.auth_id),
  office_id: m.login_offices[0] === undefined ? '' : String(m.login_offices[0]),
  login_type: String(m.login_type),
  email: m.email ?? '',
  tel_number: m.tel_number ?? '',
  worker_list_required: m.worker_list_required === null ? '' : m.worker_list_required === 1 ? '1' : '0',
  worker_list: fromWorkerListData(m.worker_list_data),
  costs: {
    cost_type: textOf(m.cost_type),
    cost: textOf(m.cost),
    hour_cost: textOf(m.hour_cost),
    monthly_cost: textOf(m.monthly_cost),
    monthly_payment_cost: textOf(m.monthly_payment_cost),
    hour_allowance_cost: textOf(m.hour_allowance_cost),
    field_volume_cost: textOf(m.field_volume_cost),
  },
  allowances: m.company_member_allowance.map((a) => ({
    name: a.name,
    cost: String(a.cost),
    unit_id: String(a.unit_id),
  })),
});

/** The form's output → the member form's multipart body (core §7); unset values are left out. */
export const memberRequestOf = (v: MemberFormOutput, companyId: number): TCreateMemberRequest => ({
  name1: v.name1,
  name2: v.name2,
  kana1: v.kana1,
  kana2: v.kana2,
  company_id: companyId,
  office_id: v.office_id,
  type: v.type as TCreateMemberRequest['type'],
  auth_id: v.auth_id as TCreateMemberRequest['auth_id'],
  login_type: v.login_type,
  email: v.email,
  tel_number: v.tel_number,
  password: v.password,
  password_confirmation: v.password_confirmation,
  ...(v.worker_list_required === null ? {} : { worker_list_required: v.worker_list_required }),
  worker_list_data: v.worker_list_data,
  ...v.costs,
  company_member_allowance: v.company_member_allowance,
});

/** The auths the acting member may give a member of that type (core §6), as select options. */
export const authOptionsFor =
  (actorAuthId: number) =>
  (memberType: number): SelectOption[] =>
    assignableAuthIds(actorAuthId, memberType).map((id) => ({
      value: String(id),
      label: AUTH_ID_LABEL[id as AuthId],
    }));

/** The offices the acting member may place members in (core §6: a company manager sees all). */
export const officeOptionsFor = (
  actor: { auth_id: number; login_offices: readonly number[] },
  offices: readonly { id: number; name: string }[],
): SelectOption[] => {
  const visible = visibleOfficeIds(
    { auth_id: actor.auth_id, office_ids: actor.login_offices },
    offices.map((o) => o.id),
  );
  return offices.filter((o) => visible.includes(o.id)).map((o) => ({ value: String(o.id), label: o.name }));
};
