import type { TRoomMember } from '@genba/api-client';
import type { SiteRoleFlags } from '@genba/validators';

/**
 * The member list with one member's site roles replaced, as the panel shows them the moment a
 * manager changes them (before the server answers) and again with the server's answer. The order
 * does not change: site roles are badges, not room roles (compareRoomMembers sorts by those).
 */
export const withMemberRoles = (
  members: readonly TRoomMember[],
  memberId: number,
  flags: SiteRoleFlags,
): TRoomMember[] =>
  members.map((m) =>
    m.member_id === memberId
      ? { ...m, sales_manager_flg: flags.sales_manager_flg, foreman_flg: flags.foreman_flg }
      : m,
  );

/** Site roles are set in site rooms only, by their managers (the server's rule; it decides again). */
export const canSetSiteRoles = (room: { type: string }, isManager: boolean): boolean =>
  room.type === 'project' && isManager;
