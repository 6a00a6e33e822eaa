import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FetchFailed } from './FetchFailed.tsx';

export type QueryStateProps<TData> = {
  query: UseQueryResult<TData, unknown>;
  /** What shows while the first fetch runs (a LoadingStatus or a bare Skeleton). */
  pending: ReactNode;
  /** Shows the retry button's spinner while the refetch runs. */
  showRetrying?: boolean;
  children: (data: TData) => ReactNode;
};

/** A query's three states: pending, failed (with a retry that refetches), and its data. */
export const QueryState = <TData,>({
  query,
  pending,
  showRetrying = false,
  children,
}: QueryStateProps<TData>) => {
  if (query.isPending) return pending;
  if (query.isError)
    return <FetchFailed onRetry={() => void query.refetch()} retrying={showRetrying && query.isRefetching} />;
  return children(query.data);
};
