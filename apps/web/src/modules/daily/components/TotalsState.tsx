import { isApiError } from '@genba/api-client/query';
import type { TAggregateResponse } from '@genba/api-client/schemas';
import { EmptyState, Skeleton } from '@genba/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The totals pages' states around their tables: loading, refused or failed (a refused range or a
 * member who may not see totals gets the server's words), no attendance in the range, and the data.
 */
export const TotalsState = ({
  totals,
  children,
}: {
  totals: UseQueryResult<TAggregateResponse, unknown>;
  children: (data: TAggregateResponse) => ReactNode;
}) => {
  if (totals.isPending) return <Skeleton shape="rect" height={200} />;
  if (totals.isError) {
    const error = isApiError(totals.error) ? totals.error : null;
    const said =
      error?.status === 422 ? Object.values(error.fieldErrors) : error?.status === 403 ? error.messages : [];
    return <EmptyState preset="fetchFailed" description={said.join(' ') || undefined} />;
  }
  if (totals.data.by_member.length === 0)
    return <EmptyState preset="noData" description="この期間の勤怠はありません。" />;
  return children(totals.data);
};
