import { createQueryOptions } from '@genba/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import type { WebApi } from '../../../app/api.ts';

/** One definition for the page's query and the route's prefetch (pages.ts), so both share a cache entry. */
export const projectListQuery = (client: WebApi['client']) =>
  createQueryOptions(client, 'getProjectList', { query: {} });

/**
 * The member's project rooms for the talk page (talk §7 getProjectList).
 * A failure throws the api-client's ApiError; only dropped connections and
 * time-outs are retried, so a 419 reaches the session dialog at once.
 */
export const useProjectList = () => useQuery(projectListQuery(useApi().client));
