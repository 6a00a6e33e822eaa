import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { SESSION_KEY } from '../../session/utils/sessionQuery.ts';

/** The acting company as /setting/company edits it. */
export const useCompanySetting = () => useQuery(createQueryOptions(useApi().client, 'getCompanySetting', {}));

/** The company's offices with their member counts (/setting/office). */
export const useOffices = () => useQuery(createQueryOptions(useApi().client, 'getOffices', {}));

/**
 * After a company or office write: the settings reads and the session's init
 * data (which carries the company and its offices, the member form's office list).
 */
export const useRefreshSettings = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      ...(['getCompanySetting', 'getOffices'] as const).map((name) =>
        queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) }),
      ),
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    ]);
  };
};
