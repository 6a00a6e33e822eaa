import { implement } from '../../http/implement.ts';
import { readOperationId } from '../../http/tenancy.ts';
import { type EventRow, eventsAfter, formatEvent, latestEventId } from './bus.ts';
import { listMemberRoomIds } from './queries.ts';
import { isBeyondRetention, RESET_FRAME } from './retention.ts';

/** Events read from the log per wake-up; a longer backlog is read in several turns. */
const BATCH = 500;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

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
    const from = named !== undefined && !reset ? named : await latestEventId(db);

    if (query.poll === 1) {
      if (reset) return new Response(`${RESET_FRAME}id: ${from}\n\n`, { headers: STREAM_HEADERS });
      const rows = await eventsAfter(db, [...rooms], from, BATCH);
      // Even an empty answer says where the log stands, so the next poll starts there.
      const head = rows.length === 0 ? `id: ${from}\n\n` : '';
      return new Response(head + rows.map(formatEvent).join(''), { headers: STREAM_HEADERS });
    }

    const encoder = new TextEncoder();
    let lastId = from;
    let closed = false;
    let running = false;
    let again = false;
    let unsubscribe: (() => void) | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

    const write = (text: string) => {
      if (!closed) controllerRef?.enqueue(encoder.encode(text));
    };
    const stop = () => {
      if (closed) return;
      closed = true;
      unsubscribe?.();
      if (heartbeat) clearInterval(heartbeat);
      try {
        controllerRef?.close();
      } catch {
        // already closed by the client
      }
    };
    /** Reads the log after lastId until it is drained; one pump at a time keeps ids in order. */
    const pump = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        let rows: EventRow[];
        do {
          again = false;
          rows = await eventsAfter(db, [...rooms], lastId, BATCH);
          for (const row of rows) {
            write(formatEvent(row));
            lastId = row.id;
          }
        } while (!closed && (again || rows.length === BATCH));
      } catch (error) {
        deps.logger.error('talk events: reading the log failed', error);
        stop();
      } finally {
        running = false;
      }
    };

    const body = new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controllerRef = controller;
        // Tells the client where it stands and that the stream is live (it refetches what it shows),
        // after a reset when its resume point is past the log's retention.
        write(`${reset ? RESET_FRAME : ''}retry: 2000\nid: ${lastId}\nevent: ready\ndata: {}\n\n`);
        unsubscribe = await deps.talk.subscribe({ rooms, memberId: member.id, wake: () => void pump() });
        heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
        await pump();
      },
      cancel: stop,
    });
    c.req.raw.signal.addEventListener('abort', stop);
    return new Response(body, { headers: STREAM_HEADERS });
  }),
];
