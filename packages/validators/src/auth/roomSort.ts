import { MEMBER_TYPE } from '../member/constants.ts';

/** Talk §6 room-role order for member lists: salesman, manager, general, other company. */
export const ROOM_ROLE_SORT_ORDER = [2, 1, 0, 1000] as const;

const rank = (role: number): number => {
  const i = (ROOM_ROLE_SORT_ORDER as readonly number[]).indexOf(role);
  return i < 0 ? ROOM_ROLE_SORT_ORDER.length : i;
};

/**
 * Comparator for room members: in-company members (type 1) before
 * cooperating-company members, then by {@link ROOM_ROLE_SORT_ORDER}. The
 * company split comes first because a Japanese site list groups "自社" and
 * "協力会社"; unknown roles sort last. Stable with `Array.prototype.sort`.
 */
export const compareRoomMembers = (
  a: { type: number; room_role: number },
  b: { type: number; room_role: number },
) => {
  const company = Number(a.type !== MEMBER_TYPE.inCompany) - Number(b.type !== MEMBER_TYPE.inCompany);
  return company !== 0 ? company : rank(a.room_role) - rank(b.room_role);
};
