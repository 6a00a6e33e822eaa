import { ALLOWED, AUTH_ID } from './authId.ts';

const MANAGER_AUTHS: readonly number[] = [
  AUTH_ID.companyManager,
  AUTH_ID.officeManager,
  AUTH_ID.foreman,
  AUTH_ID.partnerForeman,
];

/** Core §6 role mapping: managers and foremen → 1, salesman → 2, everyone else → 0. */
export const roomRoleOf = (authId: number): 0 | 1 | 2 => {
  if (MANAGER_AUTHS.includes(authId)) return 1;
  if (authId === AUTH_ID.salesman) return 2;
  return 0;
};

/** Core §6: company and office managers may always update members; others need `member_update_allowed` 1. */
export const canUpdateMembers = (actor: { auth_id: number; member_update_allowed: number }): boolean =>
  actor.auth_id === AUTH_ID.companyManager ||
  actor.auth_id === AUTH_ID.officeManager ||
  actor.member_update_allowed === ALLOWED;
