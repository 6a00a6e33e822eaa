import { MESSAGE_PAGE_LIMIT, type TBbsMessagesResponse, type TChatMessage } from '@genba/api-client';
import { createMutationOptions, createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import type { BoardDailyPost } from '@genba/ui/board-daily-posts';
import { DAILY_POST_TEXT } from '@genba/validators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { dailyDetailPath } from '../../daily/utils/paths.ts';
import { formatSent } from '../utils/formatSent.ts';

/** A board message as the list shows it; messages that carry no daily are left out. */
export const toBoardDailyPosts = (
  messages: readonly TChatMessage[],
  now: Date = new Date(),
): BoardDailyPost[] =>
  messages.flatMap((m) =>
    m.daily_id === null || m.message === null
      ? []
      : [
          {
            id: m.id,
            dailyId: m.daily_id,
            text: m.message,
            poster: m.member_name,
            date: formatSent(m.sent, now),
            href: dailyDetailPath(m.daily_id),
          },
        ],
  );

/** Older pages of the board's dailies, held for the first page they continue. */
type OlderPosts = { after: TBbsMessagesResponse; messages: TChatMessage[]; hasMore: boolean };

/**
 * The room board's posted dailies (getBbsMessages) and the viewer's daily-message-display
 * setting. Changing the setting refetches the board and the talk, whose reads the server
 * filters by it. Past the first page (100), `loadMore` reads older posts with getBbsDailyPosts by
 * the (sent, id) of the last one held; a refetched first page (a live board change) drops them,
 * so the list never holds a gap or a post twice.
 */
export const useBoardDailies = (roomId: number) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const board = useQuery(createQueryOptions(client, 'getBbsMessages', { params: { id: roomId } }));
  const display = useMutation({
    ...createMutationOptions(client, 'dailyMessageDisplay'),
    onSettled: () =>
      Promise.all(
        ['getBbsMessages', 'getInitArrowChatData'].map((name) =>
          queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) }),
        ),
      ),
  });
  const [older, setOlder] = useState<OlderPosts | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const first = board.data;
  const held = older !== null && older.after === first ? older : null;
  const messages = first ? [...first.messages, ...(held?.messages ?? [])] : [];
  const hasMore = held ? held.hasMore : (first?.messages_has_more ?? false);

  const loadMore = useCallback(async () => {
    const last = messages.at(-1);
    if (!first || !last || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await client.call('getBbsDailyPosts', {
        params: { id: roomId },
        query: { limit: MESSAGE_PAGE_LIMIT, min_sent: last.sent, min_id: last.id },
      });
      if (!page.ok) throw new Error('getBbsDailyPosts failed');
      setOlder({
        after: first,
        messages: [...(held?.messages ?? []), ...page.data.messages],
        hasMore: page.data.has_more,
      });
    } catch {
      setMoreError(DAILY_POST_TEXT.loadMoreFailed);
    } finally {
      setLoadingMore(false);
    }
  }, [client, roomId, first, held, messages, loadingMore]);

  return {
    board,
    /** The first page and the older pages loaded after it, newest first. */
    messages,
    more: hasMore ? { onLoad: () => void loadMore(), loading: loadingMore, error: moreError } : undefined,
    setDisplayInTalk: (on: boolean) => display.mutate({ body: { daily_message_display: on ? 1 : 0 } }),
    // While saving, the toggle shows the value asked for.
    displayInTalk: display.isPending
      ? display.variables?.body.daily_message_display === 1
      : board.data?.daily_message_display === 1,
    displayPending: display.isPending,
    notice: display.isError ? DAILY_POST_TEXT.displayFailed : null,
  };
};
