import type {
  TCreateScheduleTaskRequest,
  TGetScheduleBoardResponse,
  TScheduleTask,
  TUpdateScheduleTaskRequest,
} from '@genba/api-client';
import { createQueryOptions, unwrap } from '@genba/api-client/query';
import type { ScheduleTaskFormOutput } from '@genba/validators';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { boardWithout, boardWithTask, draftTask } from '../state/boardCache.ts';
import { editBoards, SCHEDULE_BOARDS } from './useScheduleBoard.ts';

/**
 * Applies `change` to every cached board page at once and hands back the way
 * to undo it: the optimistic half of a task write (the board shows the edit
 * before the server answers; a failure puts the pages back).
 */
const optimistic = (
  queryClient: QueryClient,
  change: (board: TGetScheduleBoardResponse) => TGetScheduleBoardResponse,
) => {
  const snapshot = queryClient.getQueriesData<TGetScheduleBoardResponse>(SCHEDULE_BOARDS);
  editBoards(queryClient, change);
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
};

const toBody = (v: ScheduleTaskFormOutput): TUpdateScheduleTaskRequest => {
  const { parent_id: _parent, ...fields } = v;
  return fields;
};

/**
 * Creates (task absent) or updates a task, optimistically: the bar appears or
 * changes at once, the server's answer replaces it, and a refusal rolls the
 * board back and rejects with the ApiError (the form shows its messages).
 */
export const useSaveScheduleTask = (projectId: number) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (values: ScheduleTaskFormOutput, existing?: TScheduleTask) => {
      const draft = draftTask(projectId, values, existing);
      const rollback = optimistic(queryClient, (board) => boardWithTask(board, draft));
      try {
        const answer = existing
          ? unwrap(
              await client.call('updateScheduleTask', { params: { id: existing.id }, body: toBody(values) }),
            )
          : unwrap(
              await client.call('createScheduleTask', {
                body: {
                  ...toBody(values),
                  project_id: projectId,
                  parent_id: values.parent_id,
                } satisfies TCreateScheduleTaskRequest,
              }),
            );
        editBoards(queryClient, (board) => boardWithTask(boardWithout(board, [draft.id]), answer.task));
        return answer.task;
      } catch (error) {
        rollback();
        throw error;
      }
    },
    [client, queryClient, projectId],
  );
};

/** Deletes a task with its sub-tasks, optimistically; a refusal puts them back and rejects. */
export const useDeleteScheduleTask = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (task: TScheduleTask) => {
      const rollback = optimistic(queryClient, (board) => boardWithout(board, [task.id]));
      try {
        unwrap(await client.call('deleteScheduleTask', { params: { id: task.id } }));
      } catch (error) {
        rollback();
        throw error;
      }
    },
    [client, queryClient],
  );
};

/** The project's members (the task form's assignable members). */
export const useProjectMembers = (projectId: number | undefined) =>
  useQuery({
    ...createQueryOptions(useApi().client, 'getMembers', {
      query: { field_id: projectId ?? 0, offset: 0, limit: 100 },
    }),
    enabled: projectId !== undefined,
  });
