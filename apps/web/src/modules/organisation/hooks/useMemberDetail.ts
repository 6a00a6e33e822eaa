import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** One member as the member form edits it; nothing is fetched while no member is open. */
export const useMemberDetail = (memberId: number | null) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getMember', { params: { id: memberId ?? 0 } }),
    enabled: memberId !== null,
  });

/** Marks the member table and the open member stale after a save, a move or a delete. */
export const useRefreshMembers = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      (['getMembers', 'getMember'] as const).map((name) =>
        queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) }),
      ),
    );
  };
};
