import { createQueryOptions } from '@genba/api-client/query';
import type { DailyPopoverState } from '@genba/ui/daily-popover';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { toDailySummary } from '../utils/dailySummary.ts';

/**
 * A posted daily's report for its popup (designed getDaily), read only once the popup opens, so a
 * room full of posted dailies costs nothing until one is opened; the detail page reuses the cache.
 */
export const useDailyPopup = (dailyId: number, open: boolean) => {
  const daily = useQuery({
    ...createQueryOptions(useApi().client, 'getDaily', { params: { id: dailyId } }),
    enabled: open,
  });
  const state: DailyPopoverState = daily.isError
    ? { status: 'error' }
    : daily.data
      ? { status: 'ready', summary: toDailySummary(daily.data.daily) }
      : { status: 'loading' };
  return { state, retry: () => void daily.refetch() };
};
