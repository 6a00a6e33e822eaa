import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import type { TGetInvitationsQuery } from '@genba/api-client/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** The core §4 invitation lists: pending or non-approved. */
export const useInvitations = (query: TGetInvitationsQuery) =>
  useQuery(createQueryOptions(useApi().client, 'getInvitations', { query }));

/** Marks the invitation lists and the member table stale after an invitation changes. */
export const useRefreshOrganisation = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getInvitations') }),
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getMembers') }),
    ]);
  };
};
