import type { TTalkEvent } from '@genba/api-client';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import type { TalkEventFilter } from '../state/eventFilter.ts';
import { talkEventStreamFor } from './talkEventStream.ts';

/**
 * The member's live talk events (issue 11 §4), from the page's one shared connection
 * (`talkEventStream.ts`): `onEvent` gets the events `filter` accepts. `onReady` runs when the
 * stream (re)opens or this caller joins an open one: an event sent between the caller's first
 * fetch and its subscription is never delivered, so every caller refetches then (required,
 * since a list that skipped it missed a mention in the e2e run), unless it passes `since`: the
 * stream then starts at its data's position and nothing falls between.
 */
export const useTalkEvents = (
  onEvent: (event: TTalkEvent) => void,
  onReady: () => void,
  filter?: TalkEventFilter,
  since?: TalkEventsSince,
) => {
  const { client } = useApi();
  const handler = useRef(onEvent);
  const ready = useRef(onReady);
  const accepts = useRef(filter);
  const position = useRef(since?.position);
  handler.current = onEvent;
  ready.current = onReady;
  accepts.current = filter;
  position.current = since?.position;
  // A caller that tracks its position joins once it is known, so the stream can start there.
  const tracks = since !== undefined;
  const waiting = tracks && since.position === undefined;

  useEffect(
    () =>
      waiting
        ? undefined
        : talkEventStreamFor(client).subscribe({
            // Read at delivery, so a re-render's filter applies without resubscribing (and refetching).
            get filter() {
              return accepts.current;
            },
            onEvent: (event) => handler.current(event),
            onReady: () => ready.current(),
            position: tracks ? () => position.current : undefined,
          }),
    [client, tracks, waiting],
  );
};

/**
 * The event-log position of what the caller shows (getProjectList's last_event_id), undefined
 * until its first answer: the caller subscribes then, and neither refetches when the stream opens
 * from there nor on events its data already reflects.
 */
export type TalkEventsSince = { readonly position: number | undefined };
