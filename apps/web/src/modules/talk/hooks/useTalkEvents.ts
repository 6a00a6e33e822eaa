import type { TTalkEvent } from '@genba/api-client';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** How often the fallback polls when the stream cannot stay open. */
const POLL_MS = 3000;
/** Stream errors within this window before giving up on streaming (EventSource retries on its own). */
const STREAM_FAILURES = 3;

const EVENT_TYPES = [
  'message',
  'message_updated',
  'message_deleted',
  'read',
  'mention',
  'room_joined',
  'board_updated',
] as const;

/**
 * The member's live talk events (issue 11 §4): a server-sent event stream,
 * and polling of the same endpoint when the stream keeps failing. `onReady`
 * runs when the stream (re)opens: an event sent between the page's first fetch
 * and the stream's start is never delivered, so every caller refetches then
 * (required, since a list that skipped it missed a mention in the e2e run).
 */
export const useTalkEvents = (onEvent: (event: TTalkEvent) => void, onReady: () => void) => {
  const { client } = useApi();
  const handler = useRef(onEvent);
  const ready = useRef(onReady);
  handler.current = onEvent;
  ready.current = onReady;

  useEffect(() => {
    let stopped = false;
    let poller: ReturnType<typeof setTimeout> | undefined;
    let lastId: number | undefined;
    let failures = 0;
    let source: EventSource | undefined;
    // The event parser (zod schemas) loads with the stream, off the page's first load (ADR 007).
    let live: typeof import('../state/liveEvents.ts') | undefined;

    const poll = async () => {
      if (stopped) return;
      const result = await client.call('talkEvents', {
        query: { poll: 1, ...(lastId !== undefined ? { last_event_id: lastId } : {}) },
      });
      if (result.ok && live) {
        const parsed = live.parseEventStream(String(result.data));
        // A first answer, or a reset (the resume point was past the server's retention): refetch.
        if (lastId === undefined || parsed.reset) ready.current();
        lastId = parsed.lastId ?? lastId;
        for (const event of parsed.events) handler.current(event);
      }
      poller = setTimeout(() => void poll(), POLL_MS);
    };

    const stream = (path: string) => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') {
        void poll();
        return;
      }
      const events = new EventSource(path, { withCredentials: true });
      source = events;
      listen(events);
    };
    const listen = (source: EventSource) => {
      source.addEventListener('ready', (e) => {
        failures = 0;
        const id = Number((e as MessageEvent).lastEventId);
        if (Number.isInteger(id)) lastId = id;
        ready.current();
      });
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (e) => {
          const message = e as MessageEvent<string>;
          const id = Number(message.lastEventId);
          if (Number.isInteger(id)) lastId = id;
          const event = live?.parseEvent(message.data);
          if (event) handler.current(event);
        });
      }
      source.onerror = () => {
        failures += 1;
        if (failures >= STREAM_FAILURES || source.readyState === EventSource.CLOSED) {
          source.close();
          void poll();
        }
      };
    };
    // The path comes from the catalogue's talk family, loaded lazily as the client loads it (lazy.ts),
    // so the family stays its own chunk.
    void Promise.all([import('@genba/api-client/catalogue/talk'), import('../state/liveEvents.ts')]).then(
      ([catalogue, parser]) => {
        live = parser;
        stream(catalogue.talkEndpoints.talkEvents.path);
      },
    );
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(poller);
    };
  }, [client]);
};
