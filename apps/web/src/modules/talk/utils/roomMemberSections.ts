import type { TRoomMember } from '@genba/api-client';
import { compareRoomMembers, MEMBER_TYPE, MEMBER_TYPE_LABEL } from '@genba/validators';

export type RoomMemberSection = {
  key: 'inCompany' | 'partner';
  title: string;
  members: readonly TRoomMember[];
};

/**
 * The member panel's sections (talk §6, core §6): in-company members first,
 * then cooperating-company members, each in room-role order 2, 1, 0, 1000.
 * The server already sends this order; sorting again keeps the panel right
 * when members arrive from another source (a live refetch, a story). Empty
 * sections are left out.
 */
export const roomMemberSections = (members: readonly TRoomMember[]): RoomMemberSection[] => {
  const sorted = [...members].sort(compareRoomMembers);
  const sections: RoomMemberSection[] = [
    {
      key: 'inCompany',
      title: MEMBER_TYPE_LABEL[MEMBER_TYPE.inCompany],
      members: sorted.filter((m) => m.type === MEMBER_TYPE.inCompany),
    },
    {
      key: 'partner',
      title: MEMBER_TYPE_LABEL[MEMBER_TYPE.partner],
      members: sorted.filter((m) => m.type !== MEMBER_TYPE.inCompany),
    },
  ];
  return sections.filter((s) => s.members.length > 0);
};

/**
 * A stable signature of who is in a room, independent of order: two lists
 * with the same members have the same signature. The panel refetches its
 * list when the room's own data shows a different signature (a member
 * joined or left).
 */
export const roomMemberSignature = (members: readonly { member_id: number }[]): string =>
  members
    .map((m) => m.member_id)
    .sort((a, b) => a - b)
    .join(',');

/** The short labels under a member's name: sales manager and foreman flags (talk §6). */
export const roomMemberBadges = (m: Pick<TRoomMember, 'sales_manager_flg' | 'foreman_flg'>): string[] => [
  ...(m.sales_manager_flg === 1 ? ['営業担当'] : []),
  ...(m.foreman_flg === 1 ? ['職長'] : []),
];
