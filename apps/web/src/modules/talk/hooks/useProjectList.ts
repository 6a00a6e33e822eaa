import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { projectListQuery } from '../queries/projectListQuery.ts';

/**
 * The member's project rooms for the talk page (talk §7 getProjectList).
 * A failure throws the api-client's ApiError; only dropped connections and
 * time-outs are retried, so a 419 reaches the session dialog at once.
 */
export const useProjectList = () => useQuery(projectListQuery(useApi().client));
