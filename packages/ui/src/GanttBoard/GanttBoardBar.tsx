import { type CSSProperties, type KeyboardEvent, memo, type PointerEvent } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import styles from './GanttBoard.module.css';
import type { DragMode } from './useGanttDrag.ts';
import { barLabel, type Scale, spanGeometry, type TaskRowModel } from './useGanttState.ts';

/** A task member as the avatar's tooltip names him: a partner worker with his company, 林 勇気（株式会社木村設備）. */
export const memberLabel = (m: { name: string; company_name?: string | null }): string =>
  m.company_name ? `${m.name}（${m.company_name}）` : m.name;

/** Core §9: at most 4 member avatars per task; the rest are counted. */
export const MAX_AVATARS = 4;

type TaskMember = {
  member_id: number;
  name: string;
  thumbnail_path?: string | null;
  company_name?: string | null;
};

/** A task member's avatar, on the board and in the task list: partner workers in the partner colour, named with their company. */
export const TaskMemberAvatar = ({ member }: { member: TaskMember }) => {
  const label = memberLabel(member);
  return (
    <Avatar
      name={member.name}
      src={member.thumbnail_path ?? undefined}
      type={member.company_name ? 'partner' : 'own'}
      size="xs"
      title={label}
      aria-label={label}
    />
  );
};

export type BarKeyAction =
  | { kind: 'shift'; days: number; mode: DragMode }
  | { kind: 'select' }
  | { kind: 'undo' }
  | { kind: 'clear' }
  | { kind: 'open' };

/** Keyboard equivalents of dragging: arrows move a day, Shift+arrows resize the end. */
export const barKeyAction = (
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
): BarKeyAction | undefined => {
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const days = event.key === 'ArrowRight' ? 1 : -1;
    return { kind: 'shift', days, mode: event.shiftKey ? 'resize' : 'move' };
  }
  if (event.key === ' ') return { kind: 'select' };
  if (event.key === 'Escape') return { kind: 'clear' };
  if (event.key === 'Enter') return { kind: 'open' };
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') return { kind: 'undo' };
  return undefined;
};

export type GanttBoardBarProps = {
  row: TaskRowModel;
  scale: Scale;
  selected: boolean;
  onPointerDown: (event: PointerEvent<HTMLElement>, taskId: number, mode: DragMode) => void;
  onKeyAction: (taskId: number, action: BarKeyAction) => void;
  onToggleSelect: (taskId: number) => void;
};

/** One task's planned bar (with progress), its actual-record bar and its member avatars. */
export const GanttBoardBar = memo(function GanttBoardBar({
  row,
  scale,
  selected,
  onPointerDown,
  onKeyAction,
  onToggleSelect,
}: GanttBoardBarProps) {
  const { task } = row;
  const planned = spanGeometry(scale, row.start, row.end);
  const actual =
    task.actual_start_date !== null
      ? spanGeometry(scale, task.actual_start_date, task.actual_end_date ?? task.actual_start_date)
      : undefined;
  const shown = task.members.slice(0, MAX_AVATARS);
  const more = task.members.length - shown.length;
  return (
    <>
      <button
        type="button"
        data-gantt-bar=""
        data-task-id={task.id}
        className={styles.bar}
        data-color={task.color}
        data-status={task.status}
        data-parent={row.childCount > 0 || undefined}
        data-selected={selected || undefined}
        aria-label={barLabel(row)}
        aria-pressed={selected}
        style={
          {
            '--bar-start': `${planned.left}px`,
            '--bar-width': `${planned.width}px`,
            '--bar-progress': `${row.progress}%`,
          } as CSSProperties
        }
        onPointerDown={(event) => {
          if (event.ctrlKey || event.metaKey) {
            onToggleSelect(task.id);
            return;
          }
          onPointerDown(event, task.id, 'move');
        }}
        // Double-click (or Enter) opens the task's edit form.
        onDoubleClick={() => onKeyAction(task.id, { kind: 'open' })}
        onKeyDown={(event) => {
          const action = barKeyAction(event);
          if (!action) return;
          event.preventDefault();
          onKeyAction(task.id, action);
        }}
      >
        <span className={styles.progress} aria-hidden="true" />
        <span className={styles.barName} aria-hidden="true">
          {task.name}
        </span>
        <span
          className={styles.handle}
          aria-hidden="true"
          data-gantt-handle=""
          onPointerDown={(event) => onPointerDown(event, task.id, 'resize')}
        />
      </button>
      {actual && (
        <span
          className={styles.actual}
          aria-hidden="true"
          style={{ '--bar-start': `${actual.left}px`, '--bar-width': `${actual.width}px` } as CSSProperties}
        />
      )}
      {shown.length > 0 && (
        <span
          className={styles.avatars}
          style={{ '--bar-end': `${planned.left + planned.width}px` } as CSSProperties}
        >
          {shown.map((m) => (
            <TaskMemberAvatar key={m.member_id} member={m} />
          ))}
          {more > 0 && <span className={styles.more}>+{more}</span>}
        </span>
      )}
    </>
  );
});
