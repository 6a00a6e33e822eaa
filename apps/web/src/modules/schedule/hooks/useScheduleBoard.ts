import type { TGetScheduleBoardResponse } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor, unwrap } from '@genba/api-client/query';
import { LIMITS } from '@genba/validators';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import type { WebApi } from '../../../app/api.ts';
import { boardWithUpdated } from '../state/boardCache.ts';

export const SCHEDULE_PAGE_SIZE = LIMITS.paging.schedule;

/** One page of the board (30 projects, core §9); the route's prefetch uses the first page. */
export const scheduleBoardQuery = (client: WebApi['client'], offset = 0, projectId?: number) =>
  createQueryOptions(client, 'getScheduleBoard', {
    query:
      projectId === undefined
        ? { offset, limit: SCHEDULE_PAGE_SIZE }
        : { offset: 0, limit: SCHEDULE_PAGE_SIZE, project_id: projectId },
  });

/** A page of the board, or the one project of `projectId` (the /talk task-list tab, /board?project_id=…). */
export const useScheduleBoard = (offset: number, projectId?: number) =>
  useQuery(scheduleBoardQuery(useApi().client, offset, projectId));

/** Every cached board page (each offset, and each one-project board). */
export const SCHEDULE_BOARDS = { queryKey: queryKeyPrefixFor('getScheduleBoard') };

/** Applies a pure edit (state/boardCache.ts) to every cached board page. */
export const editBoards = (
  queryClient: QueryClient,
  change: (board: TGetScheduleBoardResponse) => TGetScheduleBoardResponse,
) =>
  queryClient.setQueriesData<TGetScheduleBoardResponse>(SCHEDULE_BOARDS, (board) => board && change(board));

/**
 * Saves date changes (moveScheduleTasks). Resolves once the server has them
 * and the cache holds its answer; rejects with the ApiError, whose message is
 * the server's (the board rolls back and shows it).
 */
export const useMoveScheduleTasks = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (changes: { id: number; start_date: string; end_date: string }[]) => {
      const answer = unwrap(await client.call('moveScheduleTasks', { body: { changes } }));
      editBoards(queryClient, (board) => boardWithUpdated(board, answer.tasks));
    },
    [client, queryClient],
  );
};

/** Confirms a project's schedule (仮押さえ → 確定) and updates the cached boards. */
export const useConfirmSchedule = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (projectId: number) => {
      const answer = unwrap(await client.call('confirmSchedule', { params: { id: projectId } }));
      editBoards(queryClient, (board) => ({
        ...board,
        projects: board.projects.map((p) =>
          p.id === answer.project_id ? { ...p, schedule_status: answer.schedule_status } : p,
        ),
      }));
    },
    [client, queryClient],
  );
};
