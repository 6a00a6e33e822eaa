import type { TChatRoom } from '@genba/api-client';
import { Button, Dialog, Tabs } from '@genba/ui';
import { DAILY_POST_TEXT } from '@genba/validators';
import { lazy, Suspense, useState } from 'react';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useRoomMembers } from '../../hooks/useRoomMembers.ts';
import { useSiteRoles } from '../../hooks/useSiteRoles.ts';
import { canEditRoomBoard } from '../../utils/roomBoard.ts';
import { canSetSiteRoles } from '../../utils/siteRoles.ts';
import { RoomMemberList } from '../RoomMembers/RoomMemberList.tsx';
import membersStyles from '../RoomMembers/RoomMembers.module.css';
import styles from './RoomSidePanel.module.css';

// The contacts and files tabs load when first opened: their own chunks, off the room's first paint.
const EmergencyContactsTab = lazy(() =>
  import('../EmergencyContacts/EmergencyContactsTab.tsx').then((m) => ({ default: m.EmergencyContactsTab })),
);
const BoardDailiesTab = lazy(() =>
  import('../BoardDailies/BoardDailiesTab.tsx').then((m) => ({ default: m.BoardDailiesTab })),
);
const RoomFilesTab = lazy(() =>
  import('../RoomFiles/RoomFilesTab.tsx').then((m) => ({ default: m.RoomFilesTab })),
);
// The room's open invitation link (ADR 009), for its managers only: its own chunk as well.
const OpenInvitationLink = lazy(() =>
  import('../../../organisation/components/OpenInvitationLink.tsx').then((m) => ({
    default: m.OpenInvitationLink,
  })),
);

/**
 * 招待リンク under a site room's members, for its managers: a dialog with the room's open
 * invitation link (ADR 009), read only when opened.
 */
const RoomInviteLink = ({ roomId }: { roomId: number }) => (
  <Dialog
    title="ルームへの招待リンク"
    description="このリンクから参加した人は、協力会社のメンバーとしてこの現場のルームに入ります。"
    trigger={
      <Button variant="secondary" size="sm">
        招待リンク
      </Button>
    }
  >
    <Suspense fallback={tabLoading}>
      <OpenInvitationLink chatroomId={roomId} scope="この現場のルームへの招待リンクです。" />
    </Suspense>
  </Dialog>
);

export type RoomSidePanelProps = {
  room: TChatRoom;
  viewerId: number;
};

const PANEL_TABS = ['members', 'contacts', 'files', 'dailies'] as const;
type PanelTab = (typeof PANEL_TABS)[number];
const isPanelTab = (v: string): v is PanelTab => (PANEL_TABS as readonly string[]).includes(v);

const tabLoading = <LoadingStatus label="読み込み中" heights={[36, 36]} className={membersStyles.loading} />;

/**
 * The room's side panel (issue 11 §10): メンバー | 緊急連絡先 | ファイル, and in a site room 日報
 * (the dailies posted to its board). On PC (from 992 px)
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
  // Only a site's room has an open link, managed by its room managers (the server decides again).
  const canInvite = room.type === 'project' && canEdit && members.data !== undefined;
  // Dailies are posted to site rooms only (post-bbs-message): group and private rooms have no 日報 tab.
  const site = room.type === 'project';
  const siteRoles = useSiteRoles(roomId);
  const onSetRole = canSetSiteRoles(room, canEdit) ? siteRoles.setRole : undefined;

  const body = (
    <Tabs value={tab} onValueChange={(v) => setTab(isPanelTab(v) ? v : 'members')}>
      <Tabs.List aria-label="ルームの情報" fullWidth>
        <Tabs.Trigger value="members">{count !== undefined ? `メンバー ${count}` : 'メンバー'}</Tabs.Trigger>
        <Tabs.Trigger value="contacts">緊急連絡先</Tabs.Trigger>
        <Tabs.Trigger value="files">ファイル</Tabs.Trigger>
        {site ? <Tabs.Trigger value="dailies">{DAILY_POST_TEXT.boardTab}</Tabs.Trigger> : null}
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
          {(data) => (
            <RoomMemberList
              members={data.members}
              onSetRole={onSetRole && ((m, role, on) => void onSetRole(m, role, on))}
              roleError={siteRoles.error}
            />
          )}
        </QueryState>
        {canInvite ? <RoomInviteLink roomId={roomId} /> : null}
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
      {site ? (
        <Tabs.Content value="dailies" className={styles.content}>
          <Suspense fallback={tabLoading}>
            <BoardDailiesTab roomId={roomId} />
          </Suspense>
        </Tabs.Content>
      ) : null}
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
