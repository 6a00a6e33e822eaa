import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { LIMITS } from '@genba/validators';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** Partner companies per page of /setting/subcontractor. */
export const SUBCONTRACTOR_PAGE_SIZE = LIMITS.paging.tinyLimit;

/** One page of the company's partner companies, filtered by the applied keyword (name, kana, phone, representative). */
export const useSubcontractors = ({ keyword, page }: { keyword?: string | undefined; page: number }) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getSubcontractors', {
      query: {
        keyword,
        offset: (page - 1) * SUBCONTRACTOR_PAGE_SIZE,
        limit: SUBCONTRACTOR_PAGE_SIZE,
      },
    }),
    // The next page replaces the list when it arrives, instead of a skeleton in between.
    placeholderData: keepPreviousData,
  });

/** The screen's initial data: auth options, the pending partner invitations and the partner count. */
export const useInitSubcontractor = () =>
  useQuery(createQueryOptions(useApi().client, 'init_subcontractor', {}));

/** After a write: every page of the list, and the pending invitations. */
export const useRefreshSubcontractors = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getSubcontractors') }),
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('init_subcontractor') }),
    ]);
};
