import { EmptyState } from '@genba/ui';
import { GROUP_LIST_TABS, GROUP_LIST_TITLE, type GroupListTab } from '@genba/validators';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useProjectList } from '../../hooks/useProjectList.ts';
import { usePinSite } from '../../hooks/useRoomLists.ts';
import { useTalkEvents } from '../../hooks/useTalkEvents.ts';
import { ROOM_LIST_EVENTS } from '../../state/eventFilter.ts';
import { readCollapsed, readTab, writeCollapsed, writeTab } from '../../state/groupListPrefs.ts';
import styles from './GroupList.module.css';
import { ProjectRows } from './ProjectRows.tsx';

// The group and search tabs and the new-room dialog load on use: /talk's first load holds the site tab only.
const RoomsTab = lazy(() => import('./RoomsTab.tsx').then((m) => ({ default: m.RoomsTab })));
const SearchTab = lazy(() => import('./SearchTab.tsx').then((m) => ({ default: m.SearchTab })));

const TAB_LABEL: Record<GroupListTab, string> = { project: '現場', group: '個人・グループ', search: '検索' };

export type GroupListProps = {
  /** Fixed clock for stories. */
  now?: Date | undefined;
  /** The smartphone title of the chosen tab (talk §2: sites, personal/groups or search). */
  onTabChange?: ((title: string) => void) | undefined;
};

const ProjectTab = ({ now }: { now?: Date | undefined }) => {
  const projects = useProjectList();
  const pin = usePinSite();
  // Unread and mention badges follow the live events (issue 11 §4). The stream starts at the list's
  // last_event_id, so opening it does not fetch the list a second time (issue 7).
  const refetch = () => void projects.refetch();
  useTalkEvents(refetch, refetch, { types: ROOM_LIST_EVENTS }, { position: projects.data?.last_event_id });
  return (
    <QueryState
      query={projects}
      showRetrying
      pending={
        <LoadingStatus label="現場一覧を読み込み中" heights={[64, 64, 64]} className={styles.loading} />
      }
    >
      {(data) =>
        data.projects.length === 0 ? (
          <EmptyState preset="noData" description="参加している現場はまだありません。" />
        ) : (
          <>
            {pin.isError ? (
              <p role="alert" className={styles.error}>
                ピン留めを変更できませんでした。
              </p>
            ) : null}
            <ProjectRows
              projects={data.projects}
              pinning={pin.isPending}
              onTogglePin={(p) => pin.mutate({ fieldId: p.attendance_field_id, pin: !p.pinned })}
              now={now}
            />
          </>
        )
      }
    </QueryState>
  );
};

/**
 * The /talk group list (talk §2): tabs for sites, personal/group rooms and
 * search. On PC it is the 300 px left column and folds to 60 px; on phones
 * it is the whole home screen, titled by its tab.
 */
export const GroupList = ({ now, onTabChange }: GroupListProps) => {
  const [tab, setTab] = useState(readTab);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const id = useId();
  const choose = (next: GroupListTab) => {
    setTab(next);
    writeTab(next);
    onTabChange?.(GROUP_LIST_TITLE[next]);
  };
  const toggle = () => {
    setCollapsed(!collapsed);
    writeCollapsed(!collapsed);
  };
  const onTabKey = (event: React.KeyboardEvent) => {
    const i = GROUP_LIST_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = GROUP_LIST_TABS[(i + step + GROUP_LIST_TABS.length) % GROUP_LIST_TABS.length] ?? 'project';
    choose(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };

  return (
    <section
      className={styles.column}
      data-collapsed={collapsed || undefined}
      aria-labelledby={`${id}-title`}
    >
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {GROUP_LIST_TITLE[tab]}
        </h2>
        <button
          type="button"
          className={styles.collapse}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'グループ一覧を開く' : 'グループ一覧を閉じる'}
          onClick={toggle}
        >
          {collapsed ? '»' : '«'}
        </button>
      </header>
      <div className={styles.body}>
        <div role="tablist" aria-label="グループ一覧" className={styles.tabs} onKeyDown={onTabKey}>
          {GROUP_LIST_TABS.map((t) => (
            <button
              key={t}
              id={`${id}-${t}`}
              type="button"
              role="tab"
              aria-selected={tab === t}
              aria-controls={`${id}-panel`}
              tabIndex={tab === t ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(t)}
            >
              {TAB_LABEL[t]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className={styles.panel}>
          {tab === 'project' ? (
            <ProjectTab now={now} />
          ) : (
            <Suspense
              fallback={<LoadingStatus label="読み込み中" heights={[64, 64]} className={styles.loading} />}
            >
              {tab === 'group' ? <RoomsTab now={now} /> : <SearchTab now={now} />}
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
};
