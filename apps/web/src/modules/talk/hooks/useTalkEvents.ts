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
 * since a list that skipped it missed a mention in the e2e run).
 */
export const useTalkEvents = (
  onEvent: (event: TTalkEvent) => void,
  onReady: () => void,
  filter?: TalkEventFilter,
) => {
  const { client } = useApi();
  const handler = useRef(onEvent);
  const ready = useRef(onReady);
  const accepts = useRef(filter);
  handler.current = onEvent;
  ready.current = onReady;
  accepts.current = filter;

  useEffect(
    () =>
      talkEventStreamFor(client).subscribe({
        // Read at delivery, so a re-render's filter applies without resubscribing (and refetching).
        get filter() {
          return accepts.current;
        },
        onEvent: (event) => handler.current(event),
        onReady: () => ready.current(),
      }),
    [client],
  );
};
