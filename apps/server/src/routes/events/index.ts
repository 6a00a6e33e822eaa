import { implement } from '../../http/implement.ts';
import { readOperationId } from '../../http/tenancy.ts';
import { eventsAfter, formatEvent, latestEventId } from './bus.ts';
import { listMemberRoomIds } from './queries.ts';
import { isBeyondRetention, RESET_FRAME } from './retention.ts';
import { BATCH, openTalkStream } from './stream.ts';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * GET /api/talk/events: the member's live talk events (designed in the catalogue).
 * The rooms are those of the member when the stream opens, plus the rooms a
 * room_joined event adds while it is open (a new group, a first private message).
 */
export const eventRoutes = [
  implement('talkEvents', async ({ c, db, deps, member, company, query }) => {
    const rooms = new Set(await listMemberRoomIds(db, member, company.id));
    // The browser's own reconnect sends Last-Event-ID; the first connection may name where it stands.
    const resumed = readOperationId(c, 'Last-Event-ID');
    const named = resumed !== undefined && !Number.isNaN(resumed) ? resumed : query.last_event_id;
    // A resume point older than the log's retention cannot be replayed: say reset and start at the head.
    const reset = named !== undefined && (await isBeyondRetention(db, named));

    if (query.poll === 1) {
      const from = named !== undefined && !reset ? named : await latestEventId(db);
      if (reset) return new Response(`${RESET_FRAME}id: ${from}\n\n`, { headers: STREAM_HEADERS });
      const rows = await eventsAfter(db, [...rooms], from, BATCH);
      // Even an empty answer says where the log stands, so the next poll starts there.
      const head = rows.length === 0 ? `id: ${from}\n\n` : '';
      return new Response(head + rows.map(formatEvent).join(''), { headers: STREAM_HEADERS });
    }

    const body = await openTalkStream({
      db,
      bus: deps.talk,
      logger: deps.logger,
      memberId: member.id,
      rooms,
      resumeFrom: named,
      reset,
    });
    return new Response(body, { headers: STREAM_HEADERS });
  }),
];
