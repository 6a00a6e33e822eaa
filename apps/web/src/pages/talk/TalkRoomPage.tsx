import type { TChatRoom } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import { EmptyState, Skeleton } from '@genba/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';
import { RoomMembersPanel } from '../../modules/talk/components/RoomMembers/index.ts';
import { RoomView } from '../../modules/talk/components/RoomView/index.ts';
import { useFieldRoom } from '../../modules/talk/hooks/useRoomTimeline.ts';
import styles from './TalkRoomPage.module.css';

/** A route's id parameter, or null when it is not a positive integer. */
const positiveId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

type RoomFrameProps = {
  title: string;
  /** The noData text when the route's id is not a room id. */
  notFound: string;
  valid: boolean;
  room: UseQueryResult<TChatRoom, unknown>;
};

/** Both room routes: the layout, the room's query states, and the room beside its member panel. */
const RoomFrame = ({ title, notFound, valid, room }: RoomFrameProps) => {
  const { user, company } = useMember();
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      {!valid ? (
        <EmptyState preset="noData" description={notFound} />
      ) : (
        <QueryState
          query={room}
          pending={
            <div role="status" aria-label="トークルームを読み込み中">
              <Skeleton shape="rect" height={320} />
            </div>
          }
        >
          {(data) => (
            <div className={styles.layout}>
              <div className={styles.room}>
                <RoomView key={data.chatroom_id} room={data} viewerId={user.member_id} />
              </div>
              <RoomMembersPanel key={data.chatroom_id} roomId={data.chatroom_id} />
            </div>
          )}
        </QueryState>
      )}
    </MemberLayout>
  );
};

/** /talk/field/:projectId: a site's project room. */
export const Page = () => {
  const id = positiveId(useParams().projectId);
  const room = useFieldRoom(id ?? 1, id !== null);
  return (
    <RoomFrame
      title={room.data?.case_name ?? '現場トーク'}
      notFound="現場が見つかりません。"
      valid={id !== null}
      room={room}
    />
  );
};

/** /talk/group/:roomId: a group room (the group list tabs that lead here are not built yet). */
export const GroupPage = () => {
  const { client } = useApi();
  const id = positiveId(useParams().roomId);
  const room = useQuery({
    ...createQueryOptions(client, 'getChatroomByRoomId', { params: { id: id ?? 1 } }),
    enabled: id !== null,
  });
  return (
    <RoomFrame
      title={room.data?.name ?? 'グループトーク'}
      notFound="トークルームが見つかりません。"
      valid={id !== null}
      room={room}
    />
  );
};
