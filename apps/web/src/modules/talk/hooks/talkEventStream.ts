import type { ApiClient, Endpoints, TTalkEvent } from '@genba/api-client';
import { acceptsEvent, type TalkEventFilter } from '../state/eventFilter.ts';

/** How often the fallback polls when the stream cannot stay open. */
const POLL_MS = 3000;
/** Stream errors within this window before giving up on streaming (EventSource retries on its own). */
const STREAM_FAILURES = 3;
/**
 * How long the connection outlives its last subscriber: a route change unmounts one page's
 * subscribers just before the next page's mount, and should not drop and reopen the stream.
 */
const LINGER_MS = 2000;

const EVENT_TYPES = [
  'message',
  'message_updated',
  'message_deleted',
  'read',
  'mention',
  'room_joined',
  'board_updated',
  'members_updated',
] as const satisfies readonly TTalkEvent['type'][];

export type TalkEventSubscriber = {
  readonly filter?: TalkEventFilter | undefined;
  readonly onEvent: (event: TTalkEvent) => void;
  /** The stream (re)opened, or the subscriber joined an open one: refetch what it shows. */
  readonly onReady: () => void;
  /**
   * The event-log id the subscriber's data reflects (getProjectList's last_event_id), read when
   * needed. A stream that starts there delivers everything after it, so `onReady` is skipped while
   * the data stands at or past where the delivered events start, and events it already holds are not
   * delivered again. Without it the subscriber refetches whenever the stream opens.
   */
  readonly position?: (() => number | undefined) | undefined;
};

/** Whether a subscriber's data already reflects every event up to `id`. */
const holds = (subscriber: TalkEventSubscriber, id: number | undefined): boolean => {
  const position = subscriber.position?.();
  return position !== undefined && id !== undefined && position >= id;
};

type Stream = { subscribe: (subscriber: TalkEventSubscriber) => () => void };

/**
 * One live connection per API client (issue 11 §4), shared by every subscriber on the page:
 * a server-sent event stream that the browser reconnects with Last-Event-ID, and polling of
 * the same endpoint from the last id seen when the stream keeps failing. Each subscriber gets
 * the events its filter accepts and `onReady` when the stream opens again; one that joins an
 * already open stream gets `onReady` at once, since what it fetched before joining may miss
 * events the stream has already passed on. A subscriber that reports the event position of its
 * data is spared both refetches when that position covers them: the stream starts from it.
 */
const createTalkEventStream = (client: ApiClient<Endpoints>): Stream => {
  const subscribers = new Set<TalkEventSubscriber>();
  let running = false;
  /** The stream's `ready` arrived (or the first poll answered): late joiners are told at once. */
  let open = false;
  /** Events have been delivered without a gap since the stream started (a switch to polling keeps it). */
  let started = false;
  let lastId: number | undefined;
  let failures = 0;
  let source: EventSource | undefined;
  let poller: ReturnType<typeof setTimeout> | undefined;
  let linger: ReturnType<typeof setTimeout> | undefined;
  // The event parser (zod schemas) loads with the stream, off the page's first load (ADR 007).
  let live: typeof import('../state/liveEvents.ts') | undefined;

  /** The stream is live and delivers every event after `from`: only subscribers whose data is older refetch. */
  const ready = (from: number | undefined) => {
    open = true;
    started = true;
    for (const subscriber of [...subscribers]) if (!holds(subscriber, from)) subscriber.onReady();
  };
  const deliver = (event: TTalkEvent, id?: number) => {
    for (const subscriber of [...subscribers]) {
      // A subscriber that left during this loop (its page unmounted) is not called.
      if (!subscribers.has(subscriber) || holds(subscriber, id)) continue;
      if (acceptsEvent(subscriber.filter, event)) subscriber.onEvent(event);
    }
  };
  /**
   * Where a new stream starts: the oldest position the subscribers report, so none of them misses an
   * event (the server replays after it); none reported, the log's head (they all refetch on ready).
   */
  const startPosition = (): number | undefined => {
    const known = [...subscribers].map((s) => s.position?.()).filter((p): p is number => p !== undefined);
    return known.length > 0 ? Math.min(...known) : undefined;
  };

  const poll = async () => {
    if (!running) return;
    const asked = lastId;
    const result = await client.call('talkEvents', {
      query: { poll: 1, ...(asked !== undefined ? { last_event_id: asked } : {}) },
    });
    if (!running) return;
    if (result.ok && live) {
      const parsed = live.parseEventStream(String(result.data));
      lastId = parsed.lastId ?? lastId;
      // The first answer delivers from where it was asked (the head when nothing was named); after a
      // reset (the resume point was past the server's retention) from the head: subscribers refetch.
      if (parsed.reset) ready(lastId);
      else if (!started) ready(asked ?? lastId);
      // Polling on from the stream's last id loses nothing: joiners are told it is open.
      else open = true;
      for (const event of parsed.events) deliver(event);
    }
    poller = setTimeout(() => void poll(), POLL_MS);
  };

  const listen = (events: EventSource) => {
    events.addEventListener('ready', (e) => {
      failures = 0;
      // The ready frame's id is where the events that follow start: the position asked for, or the head.
      const id = Number((e as MessageEvent).lastEventId);
      if (Number.isInteger(id)) lastId = id;
      ready(Number.isInteger(id) ? id : undefined);
    });
    for (const type of EVENT_TYPES) {
      events.addEventListener(type, (e) => {
        const message = e as MessageEvent<string>;
        const id = Number(message.lastEventId);
        if (Number.isInteger(id)) lastId = id;
        const event = live?.parseEvent(message.data);
        if (event) deliver(event, Number.isInteger(id) ? id : undefined);
      });
    }
    events.onerror = () => {
      failures += 1;
      // Until `ready` comes again, a joiner is not told the stream is open.
      open = false;
      if (failures >= STREAM_FAILURES || events.readyState === EventSource.CLOSED) {
        events.close();
        source = undefined;
        void poll();
      }
    };
  };

  const start = () => {
    running = true;
    // The path comes from the catalogue's talk family, loaded lazily as the client loads it (lazy.ts),
    // so the family stays its own chunk.
    void Promise.all([import('@genba/api-client/catalogue/talk'), import('../state/liveEvents.ts')]).then(
      ([catalogue, parser]) => {
        live = parser;
        if (!running) return;
        // Start where the subscribers' data stands (a list read with its event position), so the list
        // is not fetched again when the stream opens (issue 7); the browser's reconnects send Last-Event-ID.
        lastId = startPosition();
        if (typeof EventSource === 'undefined') {
          void poll();
          return;
        }
        const path = catalogue.talkEndpoints.talkEvents.path;
        const url = lastId === undefined ? path : `${path}?last_event_id=${lastId}`;
        source = new EventSource(url, { withCredentials: true });
        listen(source);
      },
    );
  };

  const stop = () => {
    running = false;
    open = false;
    started = false;
    lastId = undefined;
    failures = 0;
    source?.close();
    source = undefined;
    clearTimeout(poller);
  };

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      clearTimeout(linger);
      if (!running) start();
      else if (open) {
        // After the subscriber's effect (its first fetch may be older than events already passed on).
        queueMicrotask(() => {
          if (subscribers.has(subscriber) && !holds(subscriber, lastId)) subscriber.onReady();
        });
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0) return;
        clearTimeout(linger);
        linger = setTimeout(() => {
          if (subscribers.size === 0) stop();
        }, LINGER_MS);
      };
    },
  };
};

const streams = new WeakMap<ApiClient<Endpoints>, Stream>();

/** The shared live stream of `client` (one per app, one per test's client). */
export const talkEventStreamFor = (client: ApiClient<Endpoints>): Stream => {
  let stream = streams.get(client);
  if (!stream) {
    stream = createTalkEventStream(client);
    streams.set(client, stream);
  }
  return stream;
};
