import { createQueryOptions } from '@genba/api-client/query';
import { Button, EmptyState, Skeleton } from '@genba/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { RoomMembersPanel } from '../../modules/talk/components/RoomMembers/index.ts';
import { RoomView } from '../../modules/talk/components/RoomView/index.ts';
import { useFieldRoom } from '../../modules/talk/hooks/useRoomTimeline.ts';
import styles from './TalkRoomPage.module.css';

/** /talk/field/:projectId: a site's project room. */
export const Page = () => {
  const { user, company } = useMember();
  const { projectId } = useParams();
  const id = Number(projectId);
  const valid = Number.isInteger(id) && id > 0;
  const room = useFieldRoom(valid ? id : 1, valid);
  const title = room.data?.case_name ?? '現場トーク';
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      {!valid ? (
        <EmptyState preset="noData" description="現場が見つかりません。" />
      ) : room.isPending ? (
        <div role="status" aria-label="トークルームを読み込み中">
          <Skeleton shape="rect" height={320} />
        </div>
      ) : room.isError ? (
        <EmptyState
          preset="fetchFailed"
          action={
            <Button variant="secondary" onClick={() => void room.refetch()}>
              再読み込み
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.room}>
            <RoomView key={room.data.chatroom_id} room={room.data} viewerId={user.member_id} />
          </div>
          <RoomMembersPanel key={room.data.chatroom_id} roomId={room.data.chatroom_id} />
        </div>
      )}
    </MemberLayout>
  );
};

/** /talk/group/:roomId: a group room (the group list tabs that lead here are not built yet). */
export const GroupPage = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const { roomId } = useParams();
  const id = Number(roomId);
  const valid = Number.isInteger(id) && id > 0;
  const room = useQuery({
    ...createQueryOptions(client, 'getChatroomByRoomId', { params: { id: valid ? id : 1 } }),
    enabled: valid,
  });
  return (
    <MemberLayout title={room.data?.name ?? 'グループトーク'} userName={user.name} companyName={company.name}>
      {!valid ? (
        <EmptyState preset="noData" description="トークルームが見つかりません。" />
      ) : room.isPending ? (
        <div role="status" aria-label="トークルームを読み込み中">
          <Skeleton shape="rect" height={320} />
        </div>
      ) : room.isError ? (
        <EmptyState
          preset="fetchFailed"
          action={
            <Button variant="secondary" onClick={() => void room.refetch()}>
              再読み込み
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.room}>
            <RoomView key={room.data.chatroom_id} room={room.data} viewerId={user.member_id} />
          </div>
          <RoomMembersPanel key={room.data.chatroom_id} roomId={room.data.chatroom_id} />
        </div>
      )}
    </MemberLayout>
  );
};
