/**
 * A thin TanStack Query adapter over the client (`@genba/api-client/query`).
 * Reads become `useQuery(createQueryOptions(api, 'getTalkGroupList', req))`,
 * writes `useMutation(createMutationOptions(api, 'sendFieldMessage'))`. A
 * failed call throws an ApiError carrying the normalised messages, status,
 * reason and field errors; TanStack Query's signal cancels the call (it then
 * reports 'Canceled' inside the ApiError).
 */
import { type MutationOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '../catalogue/define.ts';
import type { Endpoints } from '../catalogue/index.ts';
import { ApiError, isApiError } from '../client/ApiError.ts';
import type { ApiResult } from '../client/result.ts';
import type { ApiClient, Catalogue, RequestOf } from '../client/types.ts';

export { ApiError, isApiError };

/** The root of every key, so `invalidateQueries({ queryKey: ['genba'] })` clears the API cache. */
export const QUERY_ROOT = 'genba';

/** `['genba', name, request]`: the request is part of the key, so other params are another cache entry. */
export const queryKeyFor = <C extends Catalogue = Endpoints, N extends keyof C & string = keyof C & string>(
  name: N,
  request?: RequestOf<C[N]>,
) => [QUERY_ROOT, name, request ?? {}] as const;

/** The prefix of all keys of one entry, for invalidation after a write. */
export const queryKeyPrefixFor = (name: string): QueryKey => [QUERY_ROOT, name];

/** Unwraps a result, throwing an ApiError on failure. */
export const unwrap = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new ApiError(result);
  return result.data;
};

/** Options for `useQuery` / `queryClient.fetchQuery`, typed from the entry's response schema. */
export const createQueryOptions = <C extends Catalogue, N extends keyof C & string>(
  api: ApiClient<C>,
  name: N,
  request?: RequestOf<C[N]>,
) => {
  const call = api.call as (
    n: N,
    r: RequestOf<C[N]> | undefined,
    o: { signal: AbortSignal },
  ) => Promise<ApiResult<ResponseOf<C[N]>>>;
  return queryOptions({
    queryKey: queryKeyFor<C, N>(name, request),
    queryFn: async ({ signal }) => unwrap(await call(name, request, { signal })),
    retry: shouldRetry,
  });
};

/** Options for `useMutation`: the variables are the request, the data the parsed response. */
export const createMutationOptions = <C extends Catalogue, N extends keyof C & string>(
  api: ApiClient<C>,
  name: N,
): MutationOptions<ResponseOf<C[N]>, ApiError, RequestOf<C[N]>> => {
  const call = api.call as (n: N, r: RequestOf<C[N]>) => Promise<ApiResult<ResponseOf<C[N]>>>;
  return {
    mutationKey: [QUERY_ROOT, name],
    mutationFn: async (request) => unwrap(await call(name, request)),
  };
};

/**
 * Retries only what a retry can fix: a dropped connection or a time-out, at
 * most twice. A 4xx answer, a cancel or a drifted response would only fail
 * again (and a retried 419 would show the expiry dialog twice).
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 &&
  isApiError(error) &&
  (error.reason === 'Network Interruption' || error.reason === 'Timeout');
