import type { TChatRoomSummary } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor, shouldRetry, unwrap } from '@genba/api-client/query';
import { mergeRoomPages, roomPageCursor } from '@genba/validators';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** Group rooms per page of the 個人・グループ tab (getGroupChatList's limit). */
export const GROUP_PAGE = 30;

/**
 * The 個人・グループ tab: group rooms in keyset pages of getGroupChatList
 * (limit, min_sent, min_id), and the private rooms of getGroupAndPrivateChatList,
 * merged newest first (mergeRoomPages: a private room below the last group row
 * held waits for the page that reaches it).
 */
export const useGroupRooms = () => {
  const { client } = useApi();
  const groups = useInfiniteQuery({
    queryKey: queryKeyPrefixFor('getGroupChatList'),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await client.call('getGroupChatList', { query: { limit: GROUP_PAGE, ...pageParam } }, { signal }),
      ),
    initialPageParam: {} as { min_sent?: string; min_id?: number },
    getNextPageParam: (page) => {
      const last = page.rooms.at(-1);
      return page.has_more && last ? roomPageCursor(last) : undefined;
    },
    retry: shouldRetry,
  });
  const all = useQuery(createQueryOptions(client, 'getGroupAndPrivateChatList', {}));
  const rooms = useMemo(
    (): TChatRoomSummary[] | undefined =>
      groups.data && all.data
        ? mergeRoomPages(
            groups.data.pages.flatMap((p) => p.rooms),
            all.data.rooms.filter((r) => r.type === 'private'),
            groups.hasNextPage,
          )
        : undefined,
    [groups.data, all.data, groups.hasNextPage],
  );
  return {
    rooms,
    isPending: groups.isPending || all.isPending,
    isError: groups.isError || all.isError,
    retrying: groups.isRefetching || all.isRefetching,
    // Never cancels a fetch in flight: a live event's refetch arriving while さらに表示 loads its page
    // cancelled that page (the infinite query then refetched only the pages it had).
    refetch: () =>
      Promise.all([groups.refetch({ cancelRefetch: false }), all.refetch({ cancelRefetch: false })]),
    hasMore: groups.hasNextPage,
    loadingMore: groups.isFetchingNextPage,
    loadMore: () => void groups.fetchNextPage(),
  };
};

/** Rooms whose name or case name holds the keyword (the 検索 tab); idle until a keyword is given. */
export const useRoomSearch = (keyword: string) => {
  const { client } = useApi();
  return useQuery({
    ...createQueryOptions(client, 'groupListSearch', { query: { keyword: keyword || ' ' } }),
    enabled: keyword.trim() !== '',
  });
};

/** Message hits of a search (case-collection with is_search_message). */
export const useMessageSearch = (keyword: string) => {
  const { client } = useApi();
  return useQuery({
    ...createQueryOptions(client, 'caseCollection', {
      body: { keyword, is_screen_talk: true, is_search_message: true },
    }),
    enabled: keyword.trim() !== '',
  });
};

/** The people of the company one can put in a group or talk to privately. */
export const useTalkContacts = (enabled = true) => {
  const { client } = useApi();
  return useQuery({ ...createQueryOptions(client, 'getTalkContacts', {}), enabled });
};

/** Pins or unpins a site, then refetches the list (the server decides the order and the limit of 3). */
export const usePinSite = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fieldId, pin }: { fieldId: number; pin: boolean }) =>
      unwrap(
        await client.call(pin ? 'pinTalkSite' : 'unpinTalkSite', { body: { attendance_field_id: fieldId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getProjectList') }),
  });
};
