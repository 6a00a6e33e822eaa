import { makePartnerRoomMember, makeRoomMember } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { roomMemberBadges, roomMemberSections, roomMemberSignature } from './roomMemberSections.ts';

const general = makeRoomMember({ member_id: 1, name: '一般 太郎', room_role: 0, auth_id: 1, foreman_flg: 0 });
const manager = makeRoomMember({ member_id: 2, name: '管理 花子', room_role: 1 });
const salesman = makeRoomMember({ member_id: 3, name: '営業 次郎', room_role: 2, sales_manager_flg: 1 });
const partner = makePartnerRoomMember({ member_id: 4, name: '協力 三郎' });
// A partner foreman manages the room (role 1) but still sorts after every in-company member.
const partnerForeman = makePartnerRoomMember({
  member_id: 5,
  name: '職長 四郎',
  room_role: 1,
  foreman_flg: 1,
});

describe('roomMemberSections (talk §6, core §6)', () => {
  it('puts in-company members first, each section in room-role order 2, 1, 0, 1000', () => {
    const sections = roomMemberSections([partner, general, partnerForeman, manager, salesman]);
    expect(sections.map((s) => s.title)).toEqual(['自社', '協力会社']);
    expect(sections[0]?.members.map((m) => m.member_id)).toEqual([3, 2, 1]);
    expect(sections[1]?.members.map((m) => m.member_id)).toEqual([5, 4]);
  });

  it('leaves out an empty section and answers nothing for an empty room', () => {
    expect(roomMemberSections([partner]).map((s) => s.key)).toEqual(['partner']);
    expect(roomMemberSections([])).toEqual([]);
  });

  it('keeps the order of members with the same role and type (stable)', () => {
    const a = makeRoomMember({ member_id: 10, room_role: 0 });
    const b = makeRoomMember({ member_id: 11, room_role: 0 });
    expect(roomMemberSections([b, a])[0]?.members.map((m) => m.member_id)).toEqual([11, 10]);
  });
});

describe('roomMemberSignature', () => {
  it('is the same for the same members in any order and differs when one joins', () => {
    expect(roomMemberSignature([{ member_id: 3 }, { member_id: 1 }])).toBe(
      roomMemberSignature([{ member_id: 1 }, { member_id: 3 }]),
    );
    expect(roomMemberSignature([{ member_id: 1 }])).not.toBe(
      roomMemberSignature([{ member_id: 1 }, { member_id: 12 }]),
    );
  });
});

describe('roomMemberBadges', () => {
  it('labels sales managers and foremen, and nobody else', () => {
    expect(roomMemberBadges({ sales_manager_flg: 1, foreman_flg: 0 })).toEqual(['営業担当']);
    expect(roomMemberBadges({ sales_manager_flg: 0, foreman_flg: 1 })).toEqual(['職長']);
    expect(roomMemberBadges({ sales_manager_flg: 0, foreman_flg: 0 })).toEqual([]);
  });
});
