import { createQueryOptions, isApiError, queryKeyFor } from '@genba/api-client/query';
import type { TOpenInvitationLinkResponse } from '@genba/api-client/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

const READ_FAILED = '招待リンクを読み込めませんでした。時間をおいて再度お試しください。';
const WRITE_FAILED = '招待リンクを変更できませんでした。時間をおいて再度お試しください。';

/**
 * The open invitation link (ADR 009) of a site's room (chatroomId) or of the
 * company (none): the live link, and create / regenerate / revoke, each
 * writing its answer into the cached read so the box shows the new link at once.
 */
export const useOpenInvitationLink = (chatroomId: number | undefined) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const target = chatroomId === undefined ? {} : { chatroom_id: chatroomId };
  const query = { query: chatroomId === undefined ? {} : { chatroom_id: String(chatroomId) } };
  const read = useQuery(createQueryOptions(client, 'getOpenInvitationLink', query));
  const [actionError, setActionError] = useState<string | null>(null);

  const settle = async (
    result: { ok: true; data: TOpenInvitationLinkResponse } | { ok: false; messages: string[] },
  ) => {
    if (!result.ok) {
      setActionError(result.messages[0] ?? WRITE_FAILED);
      // The confirmation dialog stays open on a rejection, so the user can retry or cancel.
      throw new Error('open link write failed');
    }
    setActionError(null);
    queryClient.setQueryData(queryKeyFor('getOpenInvitationLink', query), {
      open_link: result.data.open_link,
    });
  };

  return {
    pending: read.isPending,
    error: read.isError ? (isApiError(read.error) && read.error.messages[0]) || READ_FAILED : null,
    link: read.data?.open_link ?? null,
    actionError,
    create: async () => settle(await client.call('createOpenInvitationLink', { body: target })),
    regenerate: async () => settle(await client.call('regenerateOpenInvitationLink', { body: target })),
    revoke: async () => {
      const result = await client.call('revokeOpenInvitationLink', query);
      await settle(result.ok ? { ok: true, data: { open_link: null } } : result);
    },
  };
};
