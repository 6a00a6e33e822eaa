import { describe, expect, it } from 'vitest';
import {
  badgeText,
  canPinAnother,
  formatWorkingMinutes,
  groupMemberIdsSchema,
  groupRoomNameSchema,
  orderRoomList,
  stampLabel,
  TALK_ROOM_MESSAGE,
  workingMinutes,
} from './index.ts';

describe('talk room rules', () => {
  it('orders pinned rooms first, then newest message, rooms without messages last, stably', () => {
    const rows = [
      { id: 1, last_sent: null },
      { id: 2, last_sent: '2026-11-20 10:00:00' },
      { id: 3, last_sent: '2026-11-21 09:00:00' },
      { id: 4, last_sent: null, pinned: true },
      { id: 5, last_sent: '2026-11-19 09:00:00', pinned: true },
      { id: 6, last_sent: null },
    ];
    expect(orderRoomList(rows).map((r) => r.id)).toEqual([5, 4, 3, 2, 1, 6]);
  });

  it('caps badges at 99+ and hides zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('allows at most three pinned sites', () => {
    expect(canPinAnother(2)).toBe(true);
    expect(canPinAnother(3)).toBe(false);
  });

  it('requires a group name and at least one member', () => {
    expect(groupRoomNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      TALK_ROOM_MESSAGE.groupNameRequired,
    );
    expect(groupRoomNameSchema.parse(' 塗装班 ')).toBe('塗装班');
    expect(groupMemberIdsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      TALK_ROOM_MESSAGE.groupMembersRequired,
    );
  });

  it('works out working time and labels stamps', () => {
    expect(workingMinutes('08:00', '17:30', 60)).toBe(510);
    expect(formatWorkingMinutes(510)).toBe('8時間30分');
    expect(formatWorkingMinutes(480)).toBe('8時間');
    expect(workingMinutes('08:00', '08:30', 60)).toBe(0);
    expect(stampLabel(2)).toBe('了解');
    expect(stampLabel(99)).toBe('スタンプ 99');
  });
});
