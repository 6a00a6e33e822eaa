import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** The system administrators (talk §7 admin_user), first page of up to 100: the operator's team is small. */
export const useAdminUsers = () =>
  useQuery(createQueryOptions(useApi().client, 'getAdminUsers', { query: { limit: 100 } }));

export const useInvalidateAdminUsers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getAdminUsers') });
};
