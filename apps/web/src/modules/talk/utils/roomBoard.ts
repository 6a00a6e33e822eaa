import type { TChatRoom, TRoomMember } from '@genba/api-client';

/**
 * Whether the viewer may edit the room's board (emergency contacts): in a project room a
 * member with room role 1 (manager) or 2 (sales), in group and private rooms any member.
 * The same rule as the server's isRoomManager; the server decides, this only hides 編集.
 */
export const canEditRoomBoard = (room: TChatRoom, members: readonly TRoomMember[], viewerId: number) => {
  if (room.type !== 'project') return true;
  const role = members.find((m) => m.member_id === viewerId)?.room_role;
  return role === 1 || role === 2;
};
