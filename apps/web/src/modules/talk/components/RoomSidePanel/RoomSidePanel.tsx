import type { TChatRoom } from '@genba/api-client';
import { Button, Dialog, Tabs } from '@genba/ui';
import { lazy, Suspense, useState } from 'react';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useRoomMembers } from '../../hooks/useRoomMembers.ts';
import { canEditRoomBoard } from '../../utils/roomBoard.ts';
import { RoomMemberList } from '../RoomMembers/RoomMemberList.tsx';
import membersStyles from '../RoomMembers/RoomMembers.module.css';
import styles from './RoomSidePanel.module.css';

// The contacts and files tabs load when first opened: their own chunks, off the room's first paint.
const EmergencyContactsTab = lazy(() =>
  import('../EmergencyContacts/EmergencyContactsTab.tsx').then((m) => ({ default: m.EmergencyContactsTab })),
);
const RoomFilesTab = lazy(() =>
  import('../RoomFiles/RoomFilesTab.tsx').then((m) => ({ default: m.RoomFilesTab })),
);

export type RoomSidePanelProps = {
  room: TChatRoom;
  viewerId: number;
};

type PanelTab = 'members' | 'contacts' | 'files';

const tabLoading = <LoadingStatus label="読み込み中" heights={[36, 36]} className={membersStyles.loading} />;

/**
 * The room's side panel (issue 11 §10): メンバー | 緊急連絡先 | ファイル. On PC (from 992 px)
 * a column to the right of the room; on phones a button over the room's header opens the
 * same tabs in a sheet. Both read the same queries.
 */
export const RoomSidePanel = ({ room, viewerId }: RoomSidePanelProps) => {
  const roomId = room.chatroom_id;
  const members = useRoomMembers(roomId);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PanelTab>('members');
  const count = members.data?.members.length;
  const canEdit = canEditRoomBoard(room, members.data?.members ?? [], viewerId);

  const body = (
    <Tabs value={tab} onValueChange={(v) => setTab(v === 'contacts' || v === 'files' ? v : 'members')}>
      <Tabs.List aria-label="ルームの情報" fullWidth>
        <Tabs.Trigger value="members">{count !== undefined ? `メンバー ${count}` : 'メンバー'}</Tabs.Trigger>
        <Tabs.Trigger value="contacts">緊急連絡先</Tabs.Trigger>
        <Tabs.Trigger value="files">ファイル</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="members" className={styles.content}>
        <QueryState
          query={members}
          pending={
            <LoadingStatus
              label="メンバーを読み込み中"
              heights={[40, 40, 40]}
              className={membersStyles.loading}
            />
          }
        >
          {(data) => <RoomMemberList members={data.members} />}
        </QueryState>
      </Tabs.Content>
      <Tabs.Content value="contacts" className={styles.content}>
        <Suspense fallback={tabLoading}>
          <EmergencyContactsTab roomId={roomId} canEdit={canEdit} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="files" className={styles.content}>
        <Suspense fallback={tabLoading}>
          <RoomFilesTab room={room} viewerId={viewerId} isManager={canEdit} />
        </Suspense>
      </Tabs.Content>
    </Tabs>
  );

  return (
    <>
      <aside className={membersStyles.aside} aria-label="ルームの情報">
        {body}
      </aside>
      <div className={membersStyles.phoneOpener}>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="ルームの情報"
          className={membersStyles.sheet}
          trigger={
            <Button variant="secondary" size="sm">
              {count !== undefined ? `メンバー ${count}・連絡先` : 'メンバー・連絡先'}
            </Button>
          }
        >
          {body}
        </Dialog>
      </div>
    </>
  );
};
