import { ApiError } from '@genba/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import type { WebApi } from '../../../app/api.ts';

export const projectListQuery = (api: WebApi) =>
  queryOptions({
    queryKey: ['talk', 'projectList'],
    queryFn: async ({ signal }) => {
      const result = await api.client.call('getProjectList', { query: {} }, { signal });
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    // A 419 is handled by the session dialog; retrying it would only repeat the failure.
    retry: (count, error) => !(error instanceof ApiError && error.status === 419) && count < 2,
  });

/** The member's project rooms for the talk page (talk §7 getProjectList). */
export const useProjectList = () => useQuery(projectListQuery(useApi()));
