import { MEMBER_TYPE } from '../member/constants.ts';
import { ALLOWED, AUTH_ID, AUTHORITY, ROOM_ROLE } from './authId.ts';

/** Core §6: auth ids offered for each member type. */
export const IN_COMPANY_AUTH_IDS = [
  AUTH_ID.companyManager,
  AUTH_ID.officeManager,
  AUTH_ID.officeSubManager,
  AUTH_ID.officeMember,
  AUTH_ID.salesman,
  AUTH_ID.foreman,
  AUTH_ID.general,
] as const;
export const PARTNER_AUTH_IDS = [AUTH_ID.cooperation, AUTH_ID.partnerForeman] as const;

/**
 * Core §6 auth list an actor may pick from for a member of `memberType`
 * (1 in-company, 2 partner). A company manager sees the whole list of that
 * type; anybody else sees it without "company manager".
 */
export const assignableAuthIds = (actorAuthId: number, memberType: number): readonly number[] => {
  const list: readonly number[] = memberType === MEMBER_TYPE.partner ? PARTNER_AUTH_IDS : IN_COMPANY_AUTH_IDS;
  return actorAuthId === AUTH_ID.companyManager ? list : list.filter((a) => a !== AUTH_ID.companyManager);
};

/** Core §6: a company manager sees every office; others only the offices they belong to. */
export const visibleOfficeIds = (
  actor: { auth_id: number; office_ids: readonly number[] },
  allOfficeIds: readonly number[],
): readonly number[] =>
  actor.auth_id === AUTH_ID.companyManager
    ? allOfficeIds
    : allOfficeIds.filter((id) => actor.office_ids.includes(id));

/** Core §6: contract-authority holders are company managers with contract_authority 1. */
export const hasContractAuthority = (u: {
  auth_id: number;
  contract_authority: number | null | undefined;
}): boolean => u.auth_id === AUTH_ID.companyManager && u.contract_authority === ALLOWED;

/** Core §6 partner check: cooperation, partner foreman and constructor are not own-company members. */
export const isOwnCompanyAuth = (authId: number): boolean =>
  authId !== AUTH_ID.cooperation && authId !== AUTH_ID.partnerForeman && authId !== AUTH_ID.builder;

/** Core §6: customer information is hidden from cooperation and general members. */
export const canSeeCustomerInformation = (authId: number): boolean =>
  authId !== AUTH_ID.cooperation && authId !== AUTH_ID.general;

/** Core §6 / core §9: 999 marks a free account; many settings are closed to it. */
export const isFreeAccount = (authId: number): boolean => authId === AUTH_ID.free;

/**
 * Core §6 task rights, in the spec's order. `role` is the actor's room role
 * in the project (null when unset); the project carries its office, whether
 * that office is disabled, and its foreman.
 */
export const canEditTask = (
  actor: { auth_id: number; member_id: number; office_ids: readonly number[] },
  project: { office_id: number; office_disabled?: boolean; fore_man_id?: number | null },
  role: number | null,
): boolean => {
  const inOffice = actor.office_ids.includes(project.office_id);
  if (actor.auth_id === AUTH_ID.companyManager) return true;
  if (actor.auth_id === AUTH_ID.officeManager && inOffice && !project.office_disabled) return true;
  if (actor.auth_id === AUTH_ID.salesman && role === null && inOffice) return true;
  if (actor.auth_id === AUTH_ID.foreman && role === null && project.fore_man_id === actor.member_id)
    return true;
  return role === ROOM_ROLE.salesman || role === ROOM_ROLE.manager;
};

/**
 * Core §6 move-member rule: not yourself, not a company manager, at most one
 * office selected, and some office exists that the member is not in yet.
 */
export const canMoveMember = (p: {
  member: { member_id: number; auth_id: number; office_ids: readonly number[] };
  actorMemberId: number;
  selectedOfficeIds: readonly number[];
  allOfficeIds: readonly number[];
}): boolean =>
  p.member.member_id !== p.actorMemberId &&
  p.member.auth_id !== AUTH_ID.companyManager &&
  p.selectedOfficeIds.length <= 1 &&
  p.allOfficeIds.some((id) => !p.member.office_ids.includes(id));

/** Core §6 admin role options. */
export const ADMIN_ROLE = { general: 0, manager: 1 } as const;
export type AdminRole = (typeof ADMIN_ROLE)[keyof typeof ADMIN_ROLE];
export const ADMIN_ROLE_LABEL: Record<AdminRole, string> = { 0: '一般', 1: '管理者' };

/** Core §6 protec check: pages for prime contractors need authority 16. */
export const hasProtecAuthority = (authority: number | null | undefined): boolean =>
  authority === AUTHORITY.protec;
