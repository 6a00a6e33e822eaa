import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** The sites the member may write dailies for (getMemberProjects). */
export const useMemberSites = (memberId: number) =>
  useQuery(createQueryOptions(useApi().client, 'getMemberProjects', { params: { id: memberId } }));

/** Every site of the company (getCompanyProjects): proxy registration. */
export const useCompanySites = (companyId: number) =>
  useQuery(createQueryOptions(useApi().client, 'getCompanyProjects', { params: { id: companyId } }));

/** Dailies of a period (daily_management), cancelled when the filters change. */
export const useDailies = (query: {
  date_from: string;
  date_to: string;
  approval_status?: 0 | 5;
  attendance_field_id?: number;
}) => useQuery(createQueryOptions(useApi().client, 'daily_management', { query }));

/** One daily (designed getDaily): the detail and edit pages. */
export const useDaily = (id: number) =>
  useQuery(createQueryOptions(useApi().client, 'getDaily', { params: { id } }));

/** The members of a site's room (getTalkMembers): who can be ticked as on site, or proxied for. */
export const useSiteMembers = (roomId: number | null) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getTalkMembers', { params: { id: roomId ?? 0 } }),
    enabled: roomId !== null,
  });

/** After a write: every daily list and the attendance views read again. */
export const useRefreshDaily = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'daily_management',
        'getDaily',
        'getAttendanceMonth',
        'getAttendanceToday',
        'getAttendanceChangeRequests',
        'getAggregate',
      ].map((name) => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) })),
    );
};
