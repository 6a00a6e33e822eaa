import type { TTalkEvent } from '@genba/api-client';
import { describe, expect, it } from 'vitest';
import { acceptsEvent, ROOM_LIST_EVENTS } from './eventFilter.ts';

const read: TTalkEvent = { type: 'read', chatroom_id: 7, member_id: 2, last_read_message_id: 9 };
const board: TTalkEvent = { type: 'board_updated', chatroom_id: 8 };

describe('acceptsEvent', () => {
  it('passes everything without a filter', () => {
    expect(acceptsEvent(undefined, read)).toBe(true);
    expect(acceptsEvent({}, board)).toBe(true);
  });

  it('keeps one room', () => {
    expect(acceptsEvent({ chatroomId: 7 }, read)).toBe(true);
    expect(acceptsEvent({ chatroomId: 7 }, board)).toBe(false);
  });

  it('keeps the types asked for, and both conditions must hold', () => {
    expect(acceptsEvent({ types: ROOM_LIST_EVENTS }, read)).toBe(true);
    expect(acceptsEvent({ types: ROOM_LIST_EVENTS }, board)).toBe(false);
    expect(acceptsEvent({ chatroomId: 8, types: ROOM_LIST_EVENTS }, board)).toBe(false);
    expect(acceptsEvent({ chatroomId: 8, types: ['board_updated'] }, board)).toBe(true);
  });
});
