import { createQueryOptions } from '@genba/api-client/query';
import type { WebApi } from '../../../app/api.ts';
import { PROJECT_LIST_REQUEST } from './projectListRequest.ts';

/**
 * One definition for the page's query (useProjectList) and the route's prefetch (pages.ts), so both
 * share a cache entry. A module of its own: the prefetch imports it as soon as the session check has
 * answered, and with the hook's imports (React Query's hooks, the API context) it waited for the
 * page's chunks.
 */
export const projectListQuery = (client: WebApi['client']) =>
  createQueryOptions(client, 'getProjectList', PROJECT_LIST_REQUEST);
