import { createQueryOptions } from '@genba/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/**
 * The member's project rooms for the talk page (talk §7 getProjectList).
 * A failure throws the api-client's ApiError; only dropped connections and
 * time-outs are retried, so a 419 reaches the session dialog at once.
 */
export const useProjectList = () =>
  useQuery(createQueryOptions(useApi().client, 'getProjectList', { query: {} }));
