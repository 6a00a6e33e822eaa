import { createMutationOptions, createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { currentDevice } from '../../session/utils/sessionQuery.ts';

/** Phones read sp_news, PCs pc_news (talk §7): the device the session's calls use, by the layout's breakpoint. */
export const newsDevice = (): 'pc_news' | 'sp_news' => (currentDevice() === 'sp' ? 'sp_news' : 'pc_news');

const NEWS_READS = ['pc_news', 'sp_news', 'getAppendInitData'] as const;

export const useNewsList = () => useQuery(createQueryOptions(useApi().client, newsDevice()));

/** After any change of the member's news state, every list and the pop-up are read again. */
const useInvalidateNews = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      NEWS_READS.map((name) => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) })),
    );
};

export const useReadNews = () => {
  const invalidate = useInvalidateNews();
  return useMutation({
    ...createMutationOptions(useApi().client, 'update_read_news'),
    onSettled: invalidate,
  });
};

export const useUnpopupNews = () => {
  const invalidate = useInvalidateNews();
  return useMutation({ ...createMutationOptions(useApi().client, 'update_unpopup'), onSettled: invalidate });
};

export const useReadAllNews = () => {
  const invalidate = useInvalidateNews();
  return useMutation({ ...createMutationOptions(useApi().client, 'update_read_all'), onSettled: invalidate });
};

export const usePopupNews = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    enabled,
    ...createQueryOptions(useApi().client, 'getAppendInitData', { query: { pieces: ['TalkNews'] } }),
    select: (data) => data.TalkNews ?? [],
  });

export const useMentions = () => useQuery(createQueryOptions(useApi().client, 'mention', { query: {} }));
export const useMentionCount = () => useQuery(createQueryOptions(useApi().client, 'mention_count'));

export const useReadMention = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...createMutationOptions(useApi().client, 'mention_read'),
    onSettled: () =>
      Promise.all(
        ['mention', 'mention_count'].map((name) =>
          queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) }),
        ),
      ),
  });
};

export const useMentionStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...createMutationOptions(useApi().client, 'mention_status'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('mention') }),
  });
};

export const useAdminNews = () => useQuery(createQueryOptions(useApi().client, 'admin_news'));

export const useInvalidateAdminNews = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('admin_news') });
};
