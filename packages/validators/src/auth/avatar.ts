import { MEMBER_TYPE } from '../member/constants.ts';
import { AUTH_ID } from './authId.ts';

/** Talk §6 avatar types. */
export const AVATAR_TYPE = ['admin', 'manager', 'business', 'partner', 'own'] as const;
export type AvatarType = (typeof AVATAR_TYPE)[number];

/**
 * Talk §6 avatar type of a member as seen by `selfMemberId`. The spec names
 * the types only; we map: yourself → own, partner-company members → partner,
 * company manager → admin, salesman → business, everyone else → manager
 * when they manage a room (office manager, foreman), otherwise null (plain).
 */
export const avatarTypeOf = (
  m: { member_id: number; auth_id: number; type?: number | null },
  selfMemberId: number,
): AvatarType | null => {
  if (m.member_id === selfMemberId) return 'own';
  if (
    m.type === MEMBER_TYPE.partner ||
    m.auth_id === AUTH_ID.cooperation ||
    m.auth_id === AUTH_ID.partnerForeman
  ) {
    return 'partner';
  }
  if (m.auth_id === AUTH_ID.companyManager) return 'admin';
  if (m.auth_id === AUTH_ID.salesman) return 'business';
  if (m.auth_id === AUTH_ID.officeManager || m.auth_id === AUTH_ID.foreman) return 'manager';
  return null;
};

/** Talk §6: invited members (no account yet) get a dashed green avatar border. */
export const isInvitedAvatar = (m: { invitation_status?: number | null; user_id?: number | null }): boolean =>
  m.invitation_status === 1 && !m.user_id;
