import type { TGetWorkCalendarResponse, TUpdateWorkCalendarRequest } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor, unwrap } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

const calendarKey = { queryKey: queryKeyPrefixFor('getWorkCalendar') };

/**
 * The company's non-working days (designed, issue 14). The board shades
 * them; it keeps the default shading (Saturdays, Sundays, public holidays)
 * until the setting arrives or when it cannot be read.
 */
export const useWorkCalendar = () =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getWorkCalendar'),
    // A company changes its days off a few times a year.
    staleTime: 5 * 60_000,
  });

/** Saves the whole setting; the answer replaces the cached one, so every board re-shades at once. */
export const useSaveWorkCalendar = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: TUpdateWorkCalendarRequest): Promise<TGetWorkCalendarResponse> => {
      const answer = unwrap(await client.call('updateWorkCalendar', { body }));
      queryClient.setQueriesData<TGetWorkCalendarResponse>(calendarKey, answer);
      return answer;
    },
    [client, queryClient],
  );
};
