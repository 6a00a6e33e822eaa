import { createQueryOptions } from '@genba/api-client/query';
import type { TGetMembersQuery } from '@genba/api-client/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** A page of the company's members under the table's filters; the previous page stays shown while the next loads. */
export const useMembers = (query: TGetMembersQuery) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getMembers', { query }),
    placeholderData: keepPreviousData,
  });
