import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/**
 * The tag master of the settings screen (getTagGroupSettings): company groups, their tags, and 不明;
 * with a project, that project's own groups after them (talk §3 field_id).
 */
export const useTagSettings = (fieldId: number | null = null) =>
  useQuery(
    createQueryOptions(useApi().client, 'getTagGroupSettings', {
      query: fieldId === null ? {} : { field_id: fieldId },
    }),
  );

/**
 * Refetches the tag master after a write, and drops cached album data whose
 * tag lists are now stale.
 */
export const useRefreshTags = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getTagGroupSettings') }),
    [queryClient],
  );
};
