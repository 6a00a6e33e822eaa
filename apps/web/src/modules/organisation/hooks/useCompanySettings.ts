import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { SESSION_KEY } from '../../session/utils/sessionQuery.ts';

/** The company's occupations (/setting/occupations; the member form's worker list offers them). */
export const useOccupations = () => useQuery(createQueryOptions(useApi().client, 'getOccupations', {}));

/** The company's teams (/setting/company-team; the case list's team filter offers them). */
export const useCompanyTeams = () => useQuery(createQueryOptions(useApi().client, 'getCompanyTeams', {}));

/** /setting/worker's saved choice. */
export const useWorkerSetting = () => useQuery(createQueryOptions(useApi().client, 'getWorkerSetting', {}));

/**
 * After a settings-list write: the list reads, and for the worker setting the session's init data too
 * (its company carries company_auth_worker_requires, which the member form reads).
 */
export const useRefreshCompanySettings = () => {
  const queryClient = useQueryClient();
  return async (what: 'occupations' | 'teams' | 'worker') => {
    if (what === 'occupations')
      await queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getOccupations') });
    if (what === 'teams')
      await queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getCompanyTeams') });
    if (what === 'worker')
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getWorkerSetting') }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
  };
};
