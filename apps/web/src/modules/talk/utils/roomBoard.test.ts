import { makeChatRoom, makeRoomMember } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { canEditRoomBoard } from './roomBoard.ts';

describe('canEditRoomBoard', () => {
  const members = [
    makeRoomMember({ member_id: 1, room_role: 1 }),
    makeRoomMember({ member_id: 2, room_role: 2 }),
    makeRoomMember({ member_id: 3, room_role: 0 }),
    makeRoomMember({ member_id: 4, room_role: 1000 }),
  ];
  it('lets project-room managers and sales edit, nobody else', () => {
    const room = makeChatRoom();
    expect([1, 2, 3, 4, 5].map((id) => canEditRoomBoard(room, members, id))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it('lets any member of a group room edit', () => {
    expect(canEditRoomBoard(makeChatRoom({ type: 'group', attendance_field_id: null }), members, 3)).toBe(
      true,
    );
  });
});
