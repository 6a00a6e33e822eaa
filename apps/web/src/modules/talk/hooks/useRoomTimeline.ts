import type { TChatMessage, TTalkEvent } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor, unwrap } from '@genba/api-client/query';
import { mergeMessages, type TimelineMessage } from '@genba/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { toTimelineMessage } from '../utils/toTimelineMessage.ts';
import { useTalkEvents } from './useTalkEvents.ts';

/** Reading marks are sent at most this often while messages stream in. */
const READ_DEBOUNCE_MS = 300;

/** The project room of a project (/talk/field/:projectId). */
export const useFieldRoom = (projectId: number, enabled = true) => {
  const { client } = useApi();
  return useQuery({
    ...createQueryOptions(client, 'getTalkByFieldId', { params: { id: projectId } }),
    enabled,
  });
};

/**
 * One room's timeline: the first page with the room's members, older pages
 * on demand, and live events merged in. The room is marked read while it is
 * open and visible, so others see 既読 at once.
 */
export const useRoomTimeline = (roomId: number, viewerId: number) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const init = useQuery({
    ...createQueryOptions(client, 'getInitArrowChatData', { params: { id: roomId } }),
    staleTime: 0,
  });
  const [messages, setMessages] = useState<readonly TimelineMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const oldest = useRef<TChatMessage | undefined>(undefined);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const take = useCallback(
    (wire: readonly TChatMessage[]) => {
      if (wire.length === 0) return;
      for (const m of wire) {
        const held = oldest.current;
        if (!held || m.sent < held.sent || (m.sent === held.sent && m.id < held.id)) oldest.current = m;
      }
      setMessages((held) =>
        mergeMessages(
          held,
          wire.map((m) => toTimelineMessage(m, viewerId)),
        ),
      );
    },
    [viewerId],
  );

  useEffect(() => {
    if (!init.data) return;
    take(init.data.messages);
    if (oldest.current?.id === init.data.messages.at(-1)?.id) setHasMore(init.data.has_more);
    else if (messages.length === 0) setHasMore(init.data.has_more);
  }, [init.data, take, messages.length]);

  const markRead = useCallback(() => {
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      if (document.visibilityState === 'visible')
        void client.call('readAllMessage', { query: { chatroom_id: roomId } });
    }, READ_DEBOUNCE_MS);
  }, [client, roomId]);

  useEffect(() => {
    if (init.data) markRead();
  }, [init.data, markRead]);
  useEffect(() => {
    const onVisible = () => markRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(readTimer.current);
    };
  }, [markRead]);

  const loadOlder = useCallback(async () => {
    const from = oldest.current;
    if (loadingOlder || !from) return;
    setLoadingOlder(true);
    try {
      const page = unwrap(
        await client.call('getArrowChatMessages', {
          params: { id: roomId },
          query: { limit: 30, min_sent: from.sent, min_id: from.id },
        }),
      );
      take(page.messages);
      setHasMore(page.has_more);
    } catch {
      // The reader can scroll up again to retry.
    } finally {
      setLoadingOlder(false);
    }
  }, [client, loadingOlder, roomId, take]);

  /** Shown messages replaced as they are (an optimistic change, or its rollback). */
  const put = useCallback(
    (shown: readonly TimelineMessage[]) => setMessages((held) => mergeMessages(held, shown)),
    [],
  );

  const onEvent = useCallback(
    (event: TTalkEvent) => {
      if ((event.type === 'message' || event.type === 'message_updated') && event.message.daily_id !== null) {
        // A posted daily: the server's read leaves it out for a member who turned daily messages off
        // (daily-message-display), so the newest page is read again rather than taking the event.
        void init.refetch();
      } else if (event.type === 'message' || event.type === 'message_updated') {
        take([event.message]);
        if (event.message.member_id !== viewerId) markRead();
      } else if (event.type === 'message_deleted') {
        setMessages((held) =>
          mergeMessages(
            held,
            held
              .filter((m) => m.id === event.message_id)
              .map((m) => ({ ...m, deleted: true, text: null, stampId: null })),
          ),
        );
      } else if (event.type === 'read' && event.member_id !== viewerId) {
        // Read counts of the newest page are refetched: exact without tracking every member's mark here.
        void init.refetch();
      } else if (event.type === 'board_updated') {
        // Files or contacts changed: the side panel's board refetches (only this room's is open).
        void queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getBbsMessages') });
      } else if (event.type === 'members_updated') {
        // Site or room roles changed (updateBbsMember, deleteFieldSubAll): the member panel refetches.
        void queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getTalkMembers') });
      }
    },
    [take, viewerId, markRead, init, queryClient],
  );
  useTalkEvents(onEvent, () => void init.refetch(), { chatroomId: roomId });

  return { init, messages, hasMore, loadingOlder, loadOlder, take, put };
};
