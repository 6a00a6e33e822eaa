import { describe, expect, it } from 'vitest';
import { parseEventStream } from './liveEvents.ts';

describe('parseEventStream', () => {
  it('reads events and the last id, skipping ready, comments and unknown types', () => {
    const body = [
      'retry: 2000\nid: 4\nevent: ready\ndata: {}',
      ': keep-alive',
      'id: 5\nevent: read\ndata: {"type":"read","chatroom_id":1,"member_id":2,"last_read_message_id":9}',
      'id: 6\nevent: future\ndata: {"type":"future"}',
      '',
    ].join('\n\n');
    const { events, lastId } = parseEventStream(body);
    expect(events).toEqual([{ type: 'read', chatroom_id: 1, member_id: 2, last_read_message_id: 9 }]);
    expect(lastId).toBe(6);
  });

  it('keeps the position of an empty poll', () => {
    expect(parseEventStream('id: 12\n\n')).toEqual({ events: [], lastId: 12, reset: false });
  });

  it('says reset when the server could not replay from the id given, with the head to go on from', () => {
    expect(parseEventStream('event: reset\ndata: {}\n\nid: 40\n\n')).toEqual({
      events: [],
      lastId: 40,
      reset: true,
    });
  });
});
