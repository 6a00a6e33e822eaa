import { Button, EmptyState, Skeleton } from '@genba/ui';
import { useParams } from 'react-router';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { RoomView } from '../../modules/talk/components/RoomView/index.ts';
import { useFieldRoom } from '../../modules/talk/hooks/useRoomTimeline.ts';

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
        <RoomView key={room.data.chatroom_id} room={room.data} viewerId={user.member_id} />
      )}
    </MemberLayout>
  );
};
