import { createQueryOptions } from '@genba/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { roomMemberSignature } from '../utils/roomMemberSections.ts';

/** The fallback refresh for a member who joined but has not opened the room yet. */
const REFRESH_MS = 30_000;

/**
 * A room's member list (getTalkMembers). There is no "member joined" live
 * event; a joining member opens the room, which marks it read, and that `read`
 * event makes the open room refetch its init data (useRoomTimeline). This hook
 * watches that same cached init query without fetching it (enabled: false),
 * and refetches the list when its members differ. Focus and a 30 s interval
 * cover members who joined without opening the room.
 */
export const useRoomMembers = (roomId: number) => {
  const { client } = useApi();
  const members = useQuery({
    ...createQueryOptions(client, 'getTalkMembers', { params: { id: roomId } }),
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
  const init = useQuery({
    ...createQueryOptions(client, 'getInitArrowChatData', { params: { id: roomId } }),
    enabled: false,
  });
  const seen = init.data ? roomMemberSignature(init.data.members) : undefined;
  const listed = members.data ? roomMemberSignature(members.data.members) : undefined;
  const { refetch } = members;
  // Once per new signature, so two sources that disagree can never loop.
  const refetchedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (seen === undefined || listed === undefined || seen === listed || refetchedFor.current === seen)
      return;
    refetchedFor.current = seen;
    void refetch();
  }, [seen, listed, refetch]);
  return members;
};
