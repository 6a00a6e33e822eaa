import { Button, Dialog } from '@genba/ui';
import { useId, useState } from 'react';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useRoomMembers } from '../../hooks/useRoomMembers.ts';
import { RoomMemberList } from './RoomMemberList.tsx';
import styles from './RoomMembers.module.css';

export type RoomMembersPanelProps = {
  roomId: number;
};

/**
 * The room's side panel (issue 11 §10): on PC (from 992 px) a column to the
 * right of the room; on phones a メンバー button over the room's header that
 * opens the same list in a sheet. Both read one query (useRoomMembers).
 */
export const RoomMembersPanel = ({ roomId }: RoomMembersPanelProps) => {
  const members = useRoomMembers(roomId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = members.data?.members.length;

  const body = (
    <QueryState
      query={members}
      pending={
        <LoadingStatus label="メンバーを読み込み中" heights={[40, 40, 40]} className={styles.loading} />
      }
    >
      {(data) => <RoomMemberList members={data.members} />}
    </QueryState>
  );

  return (
    <>
      <aside className={styles.aside} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          メンバー{count !== undefined ? <span className={styles.count}>{count}人</span> : null}
        </h2>
        {body}
      </aside>
      <div className={styles.phoneOpener}>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="メンバー"
          className={styles.sheet}
          trigger={
            <Button variant="secondary" size="sm">
              {count !== undefined ? `メンバー ${count}` : 'メンバー'}
            </Button>
          }
        >
          {body}
        </Dialog>
      </div>
    </>
  );
};
