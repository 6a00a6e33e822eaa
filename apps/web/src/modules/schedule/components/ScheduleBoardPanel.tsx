import { Button, ConfirmDialog, EmptyState } from '@genba/ui';
import { GanttBoard, type GanttProject } from '@genba/ui/gantt-board';
import { ScheduleCalendar } from '@genba/ui/schedule-calendar';
import { japanDate, SCHEDULE_STATUS } from '@genba/validators';
import { useState } from 'react';
import { FetchFailed, LoadingStatus } from '../../shell/components/QueryState/index.ts';
import { ToggleButtons } from '../../shell/components/ToggleButtons/index.ts';
import {
  SCHEDULE_PAGE_SIZE,
  useConfirmSchedule,
  useMoveScheduleTasks,
  useScheduleBoard,
} from '../hooks/useScheduleBoard.ts';
import styles from './ScheduleBoardPanel.module.css';

export const CONFIRM_SCHEDULE_TEXT = {
  button: '工程を確定',
  title: '工程を確定しますか？',
  description: '仮押さえの工程が確定になります。確定後も編集できます。',
  confirm: '確定する',
} as const;

/** 仮押さえ → 確定 through the confirm dialog (core §4); shown only to members who may edit. */
const ConfirmScheduleButton = ({ project }: { project: GanttProject }) => {
  const confirm = useConfirmSchedule();
  if (!project.can_edit || project.schedule_status !== SCHEDULE_STATUS.temporaryHold) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${project.case_name}の${CONFIRM_SCHEDULE_TEXT.button}`}
        >
          確定
        </Button>
      }
      title={CONFIRM_SCHEDULE_TEXT.title}
      description={CONFIRM_SCHEDULE_TEXT.description}
      confirmLabel={CONFIRM_SCHEDULE_TEXT.confirm}
      onConfirm={() => confirm(project.id)}
    />
  );
};

const projectActions = (project: GanttProject) => <ConfirmScheduleButton project={project} />;

/** The overall schedule with its loading, empty and failed states and paging by 30 projects. */
export const ScheduleBoardPanel = ({ now = () => new Date() }: { now?: () => Date }) => {
  const [offset, setOffset] = useState(0);
  const { data, isPending, isError, refetch, isRefetching } = useScheduleBoard(offset);
  const save = useMoveScheduleTasks();
  const [today] = useState(() => japanDate(now()));
  const [view, setView] = useState<'gantt' | 'calendar'>('gantt');

  if (isPending)
    return <LoadingStatus label="工程表を読み込み中" heights={[40, 320]} className={styles.loading} />;
  if (isError) return <FetchFailed onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.projects.length === 0)
    return <EmptyState preset="noData" description="表示できる現場がありません。" />;

  const last = Math.min(offset + data.projects.length, data.total);
  return (
    <div className={styles.panel}>
      <fieldset className={styles.viewSwitch}>
        <legend className={styles.legend}>表示形式</legend>
        <ToggleButtons
          options={[
            ['gantt', '工程表'],
            ['calendar', 'カレンダー'],
          ]}
          value={view}
          onChange={setView}
        />
      </fieldset>
      {view === 'gantt' ? (
        <GanttBoard
          projects={data.projects}
          today={today}
          onChange={save}
          projectActions={projectActions}
          height="calc(100vh - 300px)"
        />
      ) : (
        <ScheduleCalendar projects={data.projects} defaultDate={now()} height="calc(100vh - 300px)" />
      )}
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
    </div>
  );
};
