import { Button, EmptyState } from '@genba/ui';
import { lazy, Suspense, useState } from 'react';
import { FetchFailed, LoadingStatus } from '../../../shell/components/QueryState/index.ts';
import { useGroupRooms } from '../../hooks/useRoomLists.ts';
import { useTalkEvents } from '../../hooks/useTalkEvents.ts';
import { ROOM_LIST_EVENTS } from '../../state/eventFilter.ts';
import styles from './GroupList.module.css';
import { RoomRows } from './RoomRows.tsx';

const NewRoomDialog = lazy(() =>
  import('../NewRoomDialog/NewRoomDialog.tsx').then((m) => ({ default: m.NewRoomDialog })),
);

/** The 個人・グループ tab: group and private rooms, newest message first, and starting new ones. */
export const RoomsTab = ({ now }: { now?: Date | undefined }) => {
  const rooms = useGroupRooms();
  const [creating, setCreating] = useState<'group' | 'private' | null>(null);
  // A new room (room_joined) or message changes the list.
  const refetch = () => void rooms.refetch();
  useTalkEvents(refetch, refetch, { types: ROOM_LIST_EVENTS });
  return (
    <div className={styles.tabBody}>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setCreating('group')}>
          グループを作成
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setCreating('private')}>
          個人トーク
        </Button>
      </div>
      {rooms.isPending ? (
        <LoadingStatus label="トーク一覧を読み込み中" heights={[64, 64]} className={styles.loading} />
      ) : rooms.isError || !rooms.rooms ? (
        <FetchFailed onRetry={() => void rooms.refetch()} retrying={rooms.retrying} />
      ) : rooms.rooms.length === 0 ? (
        <EmptyState preset="noData" description="参加しているグループ・個人トークはまだありません。" />
      ) : (
        <>
          <RoomRows rooms={rooms.rooms} label="個人・グループ一覧" now={now} />
          {rooms.hasMore ? (
            <div className={styles.more}>
              <Button size="sm" variant="secondary" loading={rooms.loadingMore} onClick={rooms.loadMore}>
                さらに表示
              </Button>
            </div>
          ) : null}
        </>
      )}
      {creating ? (
        <Suspense fallback={null}>
          <NewRoomDialog mode={creating} onClose={() => setCreating(null)} />
        </Suspense>
      ) : null}
    </div>
  );
};
