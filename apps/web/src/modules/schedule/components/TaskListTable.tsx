import type { TScheduleProject, TScheduleTask } from '@genba/api-client';
import { EmptyState } from '@genba/ui';
import { MAX_AVATARS, TaskMemberAvatar } from '@genba/ui/gantt-board';
import { TASK_COLOR_LABEL, TASK_STATUS_LABEL } from '@genba/validators';
import { slashDate, taskListRows } from '../state/taskViews.ts';
import styles from './TaskViews.module.css';

/** The project's tasks as a table (the /talk task-list tab); a name opens the task's form. */
export const TaskListTable = ({
  project,
  onOpenTask,
}: {
  project: TScheduleProject;
  onOpenTask: (task: TScheduleTask) => void;
}) => {
  const rows = taskListRows(project.tasks);
  if (rows.length === 0) return <EmptyState preset="noData" description="タスクがありません。" />;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={`${project.case_name}のタスク一覧`}>
        <thead>
          <tr>
            <th scope="col">作業名</th>
            <th scope="col">開始日</th>
            <th scope="col">終了日</th>
            <th scope="col">実績</th>
            <th scope="col">ステータス</th>
            <th scope="col">進捗</th>
            <th scope="col">色</th>
            <th scope="col">担当</th>
            <th scope="col">メモ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ task, depth }) => (
            <tr key={task.id} data-depth={depth}>
              <td>
                <button type="button" className={styles.name} onClick={() => onOpenTask(task)}>
                  {task.name}
                </button>
              </td>
              <td>{slashDate(task.start_date)}</td>
              <td>{slashDate(task.end_date)}</td>
              <td>
                {task.actual_start_date
                  ? `${slashDate(task.actual_start_date)}〜${slashDate(task.actual_end_date)}`
                  : '—'}
              </td>
              <td>{TASK_STATUS_LABEL[task.status]}</td>
              <td>{task.progress}%</td>
              <td>
                <span className={styles.swatch} data-color={task.color} aria-hidden="true" />
                {TASK_COLOR_LABEL[task.color]}
              </td>
              <td>
                <span className={styles.avatars}>
                  {task.members.slice(0, MAX_AVATARS).map((m) => (
                    <TaskMemberAvatar key={m.member_id} member={m} />
                  ))}
                  {task.members.length > MAX_AVATARS && <span>+{task.members.length - MAX_AVATARS}</span>}
                </span>
              </td>
              <td className={styles.memo}>{task.memo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
