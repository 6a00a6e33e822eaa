import type { TRoomMember } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import { SITE_ROLE_MESSAGE, type SiteRoleKey, withSiteRole } from '@genba/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { withMemberRoles } from '../utils/siteRoles.ts';

/**
 * Sets a site room member's 営業担当 / 職長 (updateBbsMember). The member list shows the change at
 * once; the server's answer replaces it, and a refusal puts the member back with the server's
 * reason. Other members' panels refetch on the members_updated live event (useRoomTimeline).
 */
export const useSiteRoles = (roomId: number) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const setRole = useCallback(
    async (member: TRoomMember, role: SiteRoleKey, on: boolean) => {
      const { queryKey } = createQueryOptions(client, 'getTalkMembers', { params: { id: roomId } });
      const show = (m: Pick<TRoomMember, 'member_id' | 'sales_manager_flg' | 'foreman_flg'>) =>
        queryClient.setQueryData(queryKey, (data) =>
          data ? { ...data, members: withMemberRoles(data.members, m.member_id, m) } : data,
        );
      const body = withSiteRole(member, role, on);
      show({ member_id: member.member_id, ...body });
      try {
        const result = await client.call('updateBbsMember', {
          params: { chatroomId: roomId, memberId: member.member_id },
          body,
        });
        if (result.ok) {
          setError(null);
          show(result.data.member);
          return;
        }
        setError(result.messages.join('\n') || SITE_ROLE_MESSAGE.saveFailed);
      } catch {
        setError(SITE_ROLE_MESSAGE.saveFailed);
      }
      show(member);
      await queryClient.invalidateQueries({ queryKey });
    },
    [client, queryClient, roomId],
  );

  return { setRole, error };
};
