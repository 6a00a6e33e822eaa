import type { TChatRoom } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import { EmptyState, Skeleton } from '@genba/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink, useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { EmbeddedInFrame, MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';
import { RoomView } from '../../modules/talk/components/RoomView/index.ts';
import { TalkColumns } from '../../modules/talk/components/TalkColumns/index.ts';
import { useFieldRoom } from '../../modules/talk/hooks/useRoomTimeline.ts';
import { FIELD_TABS, type FieldTab, fieldTabPath, isFieldTab } from '../../modules/talk/utils/roomPaths.ts';
import styles from './TalkRoomPage.module.css';

/** A route's id parameter, or null when it is not a positive integer. */
const positiveId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const Pending = () => (
  <div role="status" aria-label="トークルームを読み込み中">
    <Skeleton shape="rect" height={320} />
  </div>
);

/** The layout, the group list column and the room's area. */
const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { user, company } = useMember();
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <TalkColumns view="room">{children}</TalkColumns>
    </MemberLayout>
  );
};

// The side panel (members, emergency contacts, files) is its own chunk, loaded beside the room.
const RoomSidePanel = lazy(() =>
  import('../../modules/talk/components/RoomSidePanel/RoomSidePanel.tsx').then((m) => ({
    default: m.RoomSidePanel,
  })),
);

/** A room beside its side panel. */
const RoomWithMembers = ({ room }: { room: TChatRoom }) => {
  const { user } = useMember();
  return (
    <div className={styles.layout}>
      <div className={styles.room}>
        <RoomView key={room.chatroom_id} room={room} viewerId={user.member_id} />
      </div>
      <Suspense fallback={null}>
        <RoomSidePanel key={room.chatroom_id} room={room} viewerId={user.member_id} />
      </Suspense>
    </div>
  );
};

type RoomFrameProps = {
  title: string;
  /** The noData text when the route's id is not a room id. */
  notFound: string;
  valid: boolean;
  room: UseQueryResult<TChatRoom, unknown>;
  /** Drawn above the room (the project room's tabs). */
  tabs?: ReactNode;
  children?: (room: TChatRoom) => ReactNode;
};

/** Every room route: the frame, the room's query states, then the room (or what `children` draws). */
const RoomFrame = ({ title, notFound, valid, room, tabs, children }: RoomFrameProps) => (
  <Frame title={title}>
    {tabs}
    {!valid ? (
      <EmptyState preset="noData" description={notFound} />
    ) : (
      <QueryState query={room} pending={<Pending />}>
        {(data) => (children ? children(data) : <RoomWithMembers room={data} />)}
      </QueryState>
    )}
  </Frame>
);

const TAB_LABEL: Record<FieldTab, string> = {
  talk: '現場トーク',
  daily: '日報',
  report: '報告',
  album: 'アルバム',
  tasks: 'タスク一覧',
};

/** The project room's tabs (talk §2): project talk, daily, report, album, task list. */
const FieldTabs = ({ projectId }: { projectId: number }) => (
  <nav aria-label="現場のタブ" className={styles.tabs}>
    {FIELD_TABS.map((tab) => (
      <NavLink key={tab} to={fieldTabPath(projectId, tab)} end className={styles.tab}>
        {TAB_LABEL[tab]}
      </NavLink>
    ))}
  </nav>
);

// Other features' pages, each loaded when its tab opens; they read project_id from the URL.
const TAB_PAGES = {
  daily: lazy(() => import('../daily/routes.ts').then((m) => ({ default: m.DAILY_PAGES.daily }))),
  report: lazy(() => import('../daily/routes.ts').then((m) => ({ default: m.DAILY_PAGES.daily }))),
  album: lazy(() => import('../album/AlbumPage.tsx').then((m) => ({ default: m.Page }))),
  tasks: lazy(() => import('../schedule/SchedulePage.tsx').then((m) => ({ default: m.Page }))),
} as const;

/** /talk/field/:projectId and /talk/field/:projectId/:tab: a site's project room and its tabs. */
export const Page = () => {
  const params = useParams();
  const id = positiveId(params.projectId);
  const tab: FieldTab = isFieldTab(params.tab) ? params.tab : 'talk';
  const room = useFieldRoom(id ?? 1, id !== null);
  return (
    <RoomFrame
      title={room.data?.case_name ?? '現場トーク'}
      notFound="現場が見つかりません。"
      valid={id !== null && (params.tab === undefined || isFieldTab(params.tab))}
      room={room}
      tabs={id !== null ? <FieldTabs projectId={id} /> : null}
    >
      {(data) => {
        if (tab === 'talk') return <RoomWithMembers room={data} />;
        const TabPage = TAB_PAGES[tab];
        return (
          <EmbeddedInFrame.Provider value={true}>
            <Suspense fallback={<Pending />}>
              <TabPage />
            </Suspense>
          </EmbeddedInFrame.Provider>
        );
      }}
    </RoomFrame>
  );
};

/** /talk/group/:roomId: a group room. */
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

const PrivateRoom = lazy(() =>
  import('../../modules/talk/components/PrivateRoom/PrivateRoom.tsx').then((m) => ({
    default: m.PrivateRoom,
  })),
);

/** /talk/member/:memberId: the private one-to-one room with a member. */
export const MemberPage = () => {
  const { client } = useApi();
  const id = positiveId(useParams().memberId);
  const init = useQuery({
    ...createQueryOptions(client, 'getInitPrivateChatData', { params: { id: id ?? 1 } }),
    enabled: id !== null,
  });
  return (
    <Frame title={init.data?.partner.name ?? '個人トーク'}>
      {id === null ? (
        <EmptyState preset="noData" description="メンバーが見つかりません。" />
      ) : (
        <QueryState query={init} pending={<Pending />}>
          {(data) => (
            <Suspense fallback={<Pending />}>
              <PrivateRoom data={data} partnerId={id} onCreated={() => void init.refetch()} />
            </Suspense>
          )}
        </QueryState>
      )}
    </Frame>
  );
};
