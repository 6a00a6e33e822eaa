import { describe, expect, it } from 'vitest';
import {
  badgeText,
  canPinAnother,
  compareByLatest,
  formatWorkingMinutes,
  GROUP_LIST_TITLE,
  groupMemberIdsSchema,
  groupRoomNameSchema,
  mergeRoomPages,
  orderRoomList,
  roomPageCursor,
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

  it('keeps rooms with the same last message in their incoming order', () => {
    const same = '2026-11-20 10:00:00';
    const rows = [1, 2, 3, 4, 5].map((id) => ({ id, last_sent: same }));
    expect(orderRoomList(rows).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('titles the three home lists of talk §2', () => {
    expect(GROUP_LIST_TITLE).toEqual({ project: '現場一覧', group: '個人・グループ', search: '検索' });
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

describe('group rooms paged by keyset', () => {
  const room = (chatroom_id: number, last_sent: string | null) => ({ chatroom_id, last_sent });

  it('orders by the newest message, rooms without messages last, ties by id descending', () => {
    const rows = [
      room(1, null),
      room(2, '2026-11-20 09:00:00'),
      room(3, '2026-11-20 09:00:00'),
      room(4, null),
    ];
    expect([...rows].sort(compareByLatest).map((r) => r.chatroom_id)).toEqual([3, 2, 4, 1]);
    expect(compareByLatest(room(2, '2026-11-20 09:00:00'), room(3, '2026-11-20 09:00:00'))).toBeGreaterThan(
      0,
    );
    expect(compareByLatest(room(3, null), room(2, null))).toBeLessThan(0);
  });

  it('takes the cursor from the last row held, leaving out min_sent when it has no message', () => {
    expect(roomPageCursor(room(7, '2026-11-20 09:00:00'))).toEqual({
      min_sent: '2026-11-20 09:00:00',
      min_id: 7,
    });
    expect(roomPageCursor(room(7, null))).toEqual({ min_id: 7 });
  });

  it('holds back private rooms older than the last group row until the page that reaches them', () => {
    const groups = [room(10, '2026-11-20 12:00:00'), room(11, '2026-11-20 10:00:00')];
    const privates = [room(20, '2026-11-20 11:00:00'), room(21, '2026-11-19 08:00:00'), room(22, null)];
    expect(mergeRoomPages(groups, privates, true).map((r) => r.chatroom_id)).toEqual([10, 20, 11]);
    const all = [...groups, room(12, '2026-11-19 09:00:00')];
    expect(mergeRoomPages(all, privates, false).map((r) => r.chatroom_id)).toEqual([10, 20, 11, 12, 21, 22]);
    expect(mergeRoomPages([], privates, false).map((r) => r.chatroom_id)).toEqual([20, 21, 22]);
  });

  it('measures against the last group row of a longer page, and shows no private room before the first page', () => {
    const groups = [
      room(10, '2026-11-20 12:00:00'),
      room(11, '2026-11-20 10:00:00'),
      room(12, '2026-11-20 08:00:00'),
    ];
    const privates = [room(20, '2026-11-20 09:00:00'), room(21, '2026-11-19 08:00:00')];
    expect(mergeRoomPages(groups, privates, true).map((r) => r.chatroom_id)).toEqual([10, 11, 20, 12]);
    expect(mergeRoomPages([], privates, true)).toEqual([]);
  });
});
