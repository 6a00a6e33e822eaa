import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** The sites the member may write dailies for (getMemberProjects). */
export const useMemberSites = (memberId: number) =>
  useQuery(createQueryOptions(useApi().client, 'getMemberProjects', { params: { id: memberId } }));

/** Dailies of a period (daily_management), cancelled when the filters change. */
export const useDailies = (query: { date_from: string; date_to: string; approval_status?: 0 | 5 }) =>
  useQuery(createQueryOptions(useApi().client, 'daily_management', { query }));

/** After a write: every daily list and the attendance views read again. */
export const useRefreshDaily = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'daily_management',
        'getAttendanceMonth',
        'getAttendanceToday',
        'getAttendanceChangeRequests',
        'getAggregate',
      ].map((name) => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) })),
    );
};
