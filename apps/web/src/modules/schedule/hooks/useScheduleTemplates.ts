import type {
  TApplyScheduleTemplateRequest,
  TCreateScheduleTemplateRequest,
  TScheduleTask,
  TScheduleTemplate,
} from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor, unwrap } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { boardWithTask } from '../state/boardCache.ts';
import { editBoards } from './useScheduleBoard.ts';

const templatesKey = { queryKey: queryKeyPrefixFor('listScheduleTemplates') };

/** The company's process templates. */
export const useScheduleTemplates = () =>
  useQuery(createQueryOptions(useApi().client, 'listScheduleTemplates'));

/** Saves a project's tasks as a template and refreshes the list. */
export const useSaveScheduleTemplate = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: TCreateScheduleTemplateRequest): Promise<TScheduleTemplate> => {
      const answer = unwrap(await client.call('createScheduleTemplate', { body }));
      await queryClient.invalidateQueries(templatesKey);
      return answer.template;
    },
    [client, queryClient],
  );
};

/** Lays a template onto a project; the created tasks join the cached boards. */
export const useApplyScheduleTemplate = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, body: TApplyScheduleTemplateRequest): Promise<TScheduleTask[]> => {
      const answer = unwrap(await client.call('applyScheduleTemplate', { params: { id }, body }));
      editBoards(queryClient, (board) => answer.tasks.reduce(boardWithTask, board));
      return answer.tasks;
    },
    [client, queryClient],
  );
};

/** Renames or deletes a template (the settings page), then refreshes the list. */
export const useManageScheduleTemplate = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const rename = useCallback(
    async (id: number, name: string) => {
      const result = await client.call('renameScheduleTemplate', { params: { id }, body: { name } });
      if (result.ok) await queryClient.invalidateQueries(templatesKey);
      return result;
    },
    [client, queryClient],
  );
  const remove = useCallback(
    async (id: number) => {
      unwrap(await client.call('deleteScheduleTemplate', { params: { id } }));
      await queryClient.invalidateQueries(templatesKey);
    },
    [client, queryClient],
  );
  return { rename, remove };
};
