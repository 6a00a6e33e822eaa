import type { TChatMessage } from '@genba/api-client';
import { createMutationOptions, createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import type { BoardDailyPost } from '@genba/ui/board-daily-posts';
import { DAILY_POST_TEXT } from '@genba/validators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The room board's posted dailies (getBbsMessages) and the viewer's daily-message-display
 * setting. Changing the setting refetches the board and the talk, whose reads the server
 * filters by it.
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
  return {
    board,
    setDisplayInTalk: (on: boolean) => display.mutate({ body: { daily_message_display: on ? 1 : 0 } }),
    // While saving, the toggle shows the value asked for.
    displayInTalk: display.isPending
      ? display.variables?.body.daily_message_display === 1
      : board.data?.daily_message_display === 1,
    displayPending: display.isPending,
    notice: display.isError ? DAILY_POST_TEXT.displayFailed : null,
  };
};
