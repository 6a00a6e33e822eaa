import type { TChatRoomSummary } from '@genba/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { roomsAfter } from './groupLists.ts';

const room = (id: number, last_sent: string | null): TChatRoomSummary => ({
  chatroom_id: id,
  type: 'group',
  attendance_field_id: null,
  name: `班${id}`,
  case_name: null,
  service_id: null,
  companyList: [],
  unread_count: 0,
  mention_count: 0,
  last_message: null,
  last_sent,
  thumbnail_path: null,
  partner_member_id: null,
});

describe('roomsAfter', () => {
  const rows = [
    room(1, '2026-11-20 09:00:00'),
    room(2, null),
    room(3, '2026-11-21 09:00:00'),
    room(4, '2026-11-20 09:00:00'),
    room(5, null),
  ];

  it('orders newest message first, ties by id descending, rooms without messages last', () => {
    expect(roomsAfter(rows, {}).map((r) => r.chatroom_id)).toEqual([3, 4, 1, 5, 2]);
  });

  it('answers the rows after the cursor, also across a tie and into the rooms without messages', () => {
    const ids = (cursor: { min_sent?: string; min_id?: number }) =>
      roomsAfter(rows, cursor).map((r) => r.chatroom_id);
    expect(ids({ min_sent: '2026-11-21 09:00:00', min_id: 3 })).toEqual([4, 1, 5, 2]);
    expect(ids({ min_sent: '2026-11-20 09:00:00', min_id: 4 })).toEqual([1, 5, 2]);
    expect(ids({ min_sent: '2026-11-20 09:00:00', min_id: 1 })).toEqual([5, 2]);
    // A room without messages is named by its id alone.
    expect(ids({ min_id: 5 })).toEqual([2]);
  });
});
