import type { TBusinessHistoryRequest } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** A project's business history (営業履歴), newest first as the server orders it. */
export const useBusinessHistories = (projectId: number) =>
  useQuery(createQueryOptions(useApi().client, 'getBusinessHistories', { params: { id: projectId } }));

/**
 * The writes of the business-history section. Each answers the client's
 * ApiResult (the form places its messages) and, once it succeeds, reads the
 * history again: the server's order and the recorder's name come from there.
 */
export const useBusinessHistoryWrites = (projectId: number) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getBusinessHistories') });
  const after = async <R extends { ok: boolean }>(result: R): Promise<R> => {
    if (result.ok) await refresh();
    return result;
  };
  return {
    create: async (body: TBusinessHistoryRequest) =>
      after(await client.call('createBusinessHistory', { params: { id: projectId }, body })),
    update: async (id: number, body: TBusinessHistoryRequest) =>
      after(await client.call('updateBusinessHistory', { params: { id }, body })),
    remove: async (id: number) => after(await client.call('deleteBusinessHistory', { params: { id } })),
  };
};
