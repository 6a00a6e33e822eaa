import type { TTalkEvent } from '@genba/api-client';
import { useEffect, useRef } from 'react';
import { useTalkEvents } from '../../talk/hooks/useTalkEvents.ts';

/** How often an open, visible album asks the change feed (a modest pace: a few small answers a minute). */
export const ALBUM_SYNC_INTERVAL_MS = 30_000;
/** Triggers closer than this share one sync (focus and visibilitychange arrive together). */
export const ALBUM_SYNC_MIN_GAP_MS = 2_000;

/** Whether a live talk event says album photos came: a photo message (talk's photo send stores them). */
export const albumPhotosArrived = (event: TTalkEvent): boolean =>
  (event.type === 'message' || event.type === 'message_updated') && event.message.pictures.length > 0;

/**
 * Keeps an open album current (issue 12): `sync` runs when the tab becomes visible again or the
 * window regains focus, every ALBUM_SYNC_INTERVAL_MS while the tab is visible, and when a live talk
 * event brings photos. Mounted once the first page has answered (AlbumSync), so the live stream's
 * connection stays off the first paint's path; never twice within ALBUM_SYNC_MIN_GAP_MS, except
 * for a live event (it is the news).
 */
export const useAlbumSync = (sync: () => Promise<void>) => {
  const run = useRef(sync);
  run.current = sync;
  const last = useRef(0);

  useEffect(() => {
    const soon = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last.current < ALBUM_SYNC_MIN_GAP_MS) return;
      last.current = now;
      void run.current();
    };
    const timer = setInterval(soon, ALBUM_SYNC_INTERVAL_MS);
    document.addEventListener('visibilitychange', soon);
    window.addEventListener('focus', soon);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', soon);
      window.removeEventListener('focus', soon);
    };
  }, []);

  useTalkEvents(
    (event) => {
      if (!albumPhotosArrived(event)) return;
      last.current = Date.now();
      void run.current();
    },
    // The stream (re)opened: what it missed meanwhile comes from the feed's next sync anyway.
    () => {},
    { types: ['message', 'message_updated'] },
  );
};

/** useAlbumSync as an element, rendered once the album's first page has answered. */
export const AlbumSync = ({ sync }: { sync: () => Promise<void> }) => {
  useAlbumSync(sync);
  return null;
};
