import type { TCaseListRequest } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import type { WebApi } from '../../../app/api.ts';

/** One definition for the page's query and the route's prefetch (pages.ts). */
export const caseListQuery = (client: WebApi['client'], query: TCaseListRequest) =>
  createQueryOptions(client, 'getCaseList', { query });

/** A page of the case list; the previous page stays on screen while the next loads (no flash of skeletons). */
export const useCaseList = (query: TCaseListRequest) =>
  useQuery({ ...caseListQuery(useApi().client, query), placeholderData: keepPreviousData });

export const completionStatusesQuery = (client: WebApi['client']) =>
  createQueryOptions(client, 'getCompletionStatuses');

export const useCompletionStatuses = () =>
  useQuery({ ...completionStatusesQuery(useApi().client), staleTime: 5 * 60_000 });

export const useCaseColumns = () => useQuery(createQueryOptions(useApi().client, 'getCaseColumnList'));

/** Customers for pickers (core §7 customer-sps-list), up to 1000. */
export const useCustomerOptions = (enabled = true) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'customerSpsList', { body: { limit: 1000 } }),
    enabled,
  });

export const useBuildingOptions = (enabled = true) =>
  useQuery({ ...createQueryOptions(useApi().client, 'getBuildings', { query: {} }), enabled });

/** After a write: every list of the feature is read again. */
export const useInvalidateProjects = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'getCaseList',
        'getProjectList',
        'getCustomers',
        'customerSpsList',
        'getBuildings',
        'getCompletionStatuses',
      ].map((name) => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) })),
    );
};

/** The company's members (getAppendInitData CompanyMember): the sales and site manager pickers and filters. */
export const useCompanyMembers = () =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getAppendInitData', { query: { pieces: ['CompanyMember'] } }),
    staleTime: 5 * 60_000,
    select: (data) => data.CompanyMember ?? [],
  });
