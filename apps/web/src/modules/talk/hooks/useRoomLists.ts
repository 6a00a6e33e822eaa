import { createQueryOptions, queryKeyPrefixFor, unwrap } from '@genba/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';

/** The member's group and private rooms (the group list's 個人・グループ tab). */
export const useGroupRooms = () =>
  useQuery(createQueryOptions(useApi().client, 'getGroupAndPrivateChatList', {}));

/** Rooms whose name or case name holds the keyword (the 検索 tab); idle until a keyword is given. */
export const useRoomSearch = (keyword: string) => {
  const { client } = useApi();
  return useQuery({
    ...createQueryOptions(client, 'groupListSearch', { query: { keyword: keyword || ' ' } }),
    enabled: keyword.trim() !== '',
  });
};

/** Message hits of a search (case-collection with is_search_message). */
export const useMessageSearch = (keyword: string) => {
  const { client } = useApi();
  return useQuery({
    ...createQueryOptions(client, 'caseCollection', {
      body: { keyword, is_screen_talk: true, is_search_message: true },
    }),
    enabled: keyword.trim() !== '',
  });
};

/** The people of the company one can put in a group or talk to privately. */
export const useTalkContacts = (enabled = true) => {
  const { client } = useApi();
  return useQuery({ ...createQueryOptions(client, 'getTalkContacts', {}), enabled });
};

/** Pins or unpins a site, then refetches the list (the server decides the order and the limit of 3). */
export const usePinSite = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fieldId, pin }: { fieldId: number; pin: boolean }) =>
      unwrap(
        await client.call(pin ? 'pinTalkSite' : 'unpinTalkSite', { body: { attendance_field_id: fieldId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getProjectList') }),
  });
};
