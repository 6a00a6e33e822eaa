import type { TScheduleProject, TScheduleTask } from '@genba/api-client';
import { Button, ConfirmDialog, EmptyState } from '@genba/ui';
import {
  GanttBoard,
  type GanttProject,
  type GanttProjectAction,
  type GanttTask,
} from '@genba/ui/gantt-board';
import { ScheduleCalendar } from '@genba/ui/schedule-calendar';
import { japanDate } from '@genba/validators';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../session/hooks/useSession.ts';
import { FetchFailed, LoadingStatus } from '../../shell/components/QueryState/index.ts';
import { ToggleButtons } from '../../shell/components/ToggleButtons/index.ts';
import {
  SCHEDULE_PAGE_SIZE,
  useConfirmSchedule,
  useMoveScheduleTasks,
  useScheduleBoard,
} from '../hooks/useScheduleBoard.ts';
import { useWorkCalendar } from '../hooks/useWorkCalendar.ts';
import { type SiteAction, siteActions } from '../state/siteActions.ts';
import { MemberScheduleView } from './MemberScheduleView.tsx';
import styles from './ScheduleBoardPanel.module.css';
import { TaskDialog } from './TaskDialog.tsx';
import { TaskListTable } from './TaskListTable.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';

export const CONFIRM_SCHEDULE_TEXT = {
  button: '工程を確定',
  title: '工程を確定しますか？',
  description: '仮押さえの工程が確定になります。確定後も編集できます。',
  confirm: '確定する',
} as const;

export const BOARD_ACTION_TEXT = {
  addTask: 'タスクを追加',
  templates: 'テンプレート',
} as const;

type View = 'gantt' | 'calendar' | 'list' | 'member';
type Editing = { project: TScheduleProject; task?: TScheduleTask } | { template: TScheduleProject } | null;

export type ScheduleBoardPanelProps = {
  now?: () => Date;
  /** One project only (the /talk task-list tab): no paging, the task list first. */
  projectId?: number;
};

/**
 * The overall schedule with its loading, empty and failed states and paging
 * by 30 projects; task create, edit and delete in a dialog; process templates;
 * Gantt, calendar, task-list and member views.
 */
export const ScheduleBoardPanel = ({ now = () => new Date(), projectId }: ScheduleBoardPanelProps) => {
  const [offset, setOffset] = useState(0);
  const board = useScheduleBoard(offset, projectId);
  const { data, isPending, isError, refetch, isRefetching } = board;
  const save = useMoveScheduleTasks();
  const calendar = useWorkCalendar().data?.calendar;
  // The site-master settings (templates, days off) are linked for those who may open them (core §2).
  const settingsAllowed = !(useMember().denied_routes ?? []).includes('genbamastersetting');
  const [today] = useState(() => japanDate(now()));
  const [view, setView] = useState<View>(projectId === undefined ? 'gantt' : 'list');
  const [editing, setEditing] = useState<Editing>(null);
  // 仮押さえ → 確定 through the confirm dialog (core §4), asked from a row's button or its menu.
  const [confirming, setConfirming] = useState<GanttProject | null>(null);
  const confirmSchedule = useConfirmSchedule();

  const projectOf = useCallback((id: number) => data?.projects.find((p) => p.id === id), [data]);
  const openTask = useCallback(
    (task: GanttTask | TScheduleTask) => {
      const project = projectOf(task.project_id);
      const full = project?.tasks.find((t) => t.id === task.id);
      if (project && full) setEditing({ project, task: full });
    },
    [projectOf],
  );

  if (isPending)
    return <LoadingStatus label="工程表を読み込み中" heights={[40, 320]} className={styles.loading} />;
  if (isError) return <FetchFailed onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.projects.length === 0)
    return <EmptyState preset="noData" description="表示できる現場がありません。" />;

  const projectActions = (g: GanttProject): GanttProjectAction[] => {
    const project = projectOf(g.id);
    if (!project) return [];
    const action: Record<SiteAction, GanttProjectAction> = {
      confirm: {
        key: 'confirm',
        label: '確定',
        menuLabel: CONFIRM_SCHEDULE_TEXT.button,
        accessibleName: `${g.case_name}の${CONFIRM_SCHEDULE_TEXT.button}`,
        variant: 'secondary',
        onSelect: () => setConfirming(g),
      },
      addTask: {
        key: 'addTask',
        label: '追加',
        menuLabel: BOARD_ACTION_TEXT.addTask,
        accessibleName: `${g.case_name}に${BOARD_ACTION_TEXT.addTask}`,
        onSelect: () => setEditing({ project }),
      },
      templates: {
        key: 'templates',
        label: 'テンプレート',
        accessibleName: `${g.case_name}の${BOARD_ACTION_TEXT.templates}`,
        onSelect: () => setEditing({ template: project }),
      },
    };
    return siteActions(g).map((kind) => action[kind]);
  };

  const single = projectId !== undefined ? data.projects[0] : undefined;
  const last = Math.min(offset + data.projects.length, data.total);
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <fieldset className={styles.viewSwitch}>
          <legend className={styles.legend}>表示形式</legend>
          <ToggleButtons
            options={[
              ...(single ? ([['list', 'タスク一覧']] as const) : []),
              ['gantt', '工程表'],
              ['calendar', 'カレンダー'],
              ['member', 'メンバー別'],
            ]}
            value={view}
            onChange={setView}
          />
        </fieldset>
        {projectId === undefined && settingsAllowed && (
          <nav className={styles.settingsLinks} aria-label="工程表の設定">
            <Link to="/genbamastersetting/holiday">休日設定</Link>
            <Link to="/genbamastersetting/process-template">工程テンプレート</Link>
          </nav>
        )}
        {single?.can_edit && (
          <div className={styles.singleActions}>
            <Button size="sm" onClick={() => setEditing({ project: single })}>
              {BOARD_ACTION_TEXT.addTask}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing({ template: single })}>
              {BOARD_ACTION_TEXT.templates}
            </Button>
          </div>
        )}
      </div>
      {view === 'gantt' && (
        <GanttBoard
          projects={data.projects}
          today={today}
          calendar={calendar}
          onChange={save}
          projectActions={projectActions}
          onOpenTask={openTask}
          height="calc(100vh - 300px)"
        />
      )}
      {view === 'calendar' && (
        <ScheduleCalendar
          projects={data.projects}
          calendar={calendar}
          defaultDate={now()}
          height="calc(100vh - 300px)"
        />
      )}
      {view === 'list' && single && <TaskListTable project={single} onOpenTask={openTask} />}
      {view === 'member' && <MemberScheduleView projects={data.projects} today={today} calendar={calendar} />}
      {projectId === undefined && (
        <nav className={styles.pager} aria-label="現場のページ">
          <Button
            size="sm"
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - SCHEDULE_PAGE_SIZE))}
          >
            前の{SCHEDULE_PAGE_SIZE}件
          </Button>
          <span>
            {data.total}件中 {offset + 1}〜{last}件
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={last >= data.total}
            onClick={() => setOffset(offset + SCHEDULE_PAGE_SIZE)}
          >
            次の{SCHEDULE_PAGE_SIZE}件
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={CONFIRM_SCHEDULE_TEXT.title}
        description={CONFIRM_SCHEDULE_TEXT.description}
        confirmLabel={CONFIRM_SCHEDULE_TEXT.confirm}
        onConfirm={() => (confirming ? confirmSchedule(confirming.id) : undefined)}
      />
      {editing && 'template' in editing && (
        <TemplateDialog project={editing.template} onClose={() => setEditing(null)} />
      )}
      {editing && 'project' in editing && (
        <TaskDialog
          key={editing.task?.id ?? 'new'}
          calendar={calendar}
          project={projectOf(editing.project.id) ?? editing.project}
          task={editing.task}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
};
