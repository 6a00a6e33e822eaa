import { SCHEDULE_STATUS_LABEL, TASK_STATUS_LABEL } from '@genba/validators';
import { type CSSProperties, memo, type PointerEvent } from 'react';
import styles from './GanttBoard.module.css';
import { type BarKeyAction, GanttBoardBar } from './GanttBoardBar.tsx';
import { GanttProjectActions } from './GanttProjectActions.tsx';
import type { GanttProject, GanttProjectAction } from './ganttTypes.ts';
import type { DragMode } from './useGanttDrag.ts';
import { type RowModel, type Scale, spanGeometry, spanVisible } from './useGanttState.ts';

export type GanttBoardRowProps = {
  row: RowModel;
  scale: Scale;
  selected: boolean;
  top: number;
  onToggleCollapse: (key: string) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>, taskId: number, mode: DragMode) => void;
  onKeyAction: (taskId: number, action: BarKeyAction) => void;
  onToggleSelect: (taskId: number) => void;
  projectActions?: ((project: GanttProject) => readonly GanttProjectAction[]) | undefined;
};

/** One row: a project group header or a task; the name column stays put while the timeline scrolls. */
export const GanttBoardRow = memo(function GanttBoardRow({
  row,
  scale,
  selected,
  top,
  onToggleCollapse,
  onPointerDown,
  onKeyAction,
  onToggleSelect,
  projectActions,
}: GanttBoardRowProps) {
  const style = { '--row-top': `${top}px` } as CSSProperties;
  if (row.kind === 'project') {
    const { project } = row;
    const period =
      project.start_date && project.end_date && spanVisible(scale, project.start_date, project.end_date)
        ? spanGeometry(scale, project.start_date, project.end_date)
        : undefined;
    return (
      <div className={styles.row} data-kind="project" style={style}>
        <div className={styles.name}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!row.collapsed}
            aria-label={`${project.case_name}のタスクを${row.collapsed ? '表示' : '折りたたむ'}`}
            onClick={() => onToggleCollapse(row.key)}
          >
            {row.collapsed ? '▶' : '▼'}
          </button>
          {/* A long name is cut with an ellipsis; the tooltip gives it whole. */}
          <span className={styles.projectName} title={project.case_name}>
            {project.case_name}
          </span>
          <span className={styles.scheduleStatus} data-schedule-status={project.schedule_status}>
            {SCHEDULE_STATUS_LABEL[project.schedule_status]}
          </span>
        </div>
        <div className={styles.timeline}>
          {period && (
            <span
              className={styles.projectPeriod}
              aria-hidden="true"
              style={
                { '--bar-start': `${period.left}px`, '--bar-width': `${period.width}px` } as CSSProperties
              }
            />
          )}
          {/* On the timeline's visible right edge, so the buttons never squeeze the name out of its column. */}
          {projectActions && (
            <GanttProjectActions caseName={project.case_name} actions={projectActions(project)} />
          )}
        </div>
      </div>
    );
  }
  const { task } = row;
  return (
    <div className={styles.row} data-kind="task" data-depth={row.depth} style={style}>
      <div className={styles.name}>
        {row.childCount > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!row.collapsed}
            aria-label={`${task.name}のサブタスクを${row.collapsed ? '表示' : '折りたたむ'}`}
            onClick={() => onToggleCollapse(row.key)}
          >
            {row.collapsed ? '▶' : '▼'}
          </button>
        ) : (
          <span className={styles.togglePlaceholder} />
        )}
        <span className={styles.taskName} title={task.name}>
          {task.name}
        </span>
        <span className={styles.taskStatus} data-status={task.status}>
          {TASK_STATUS_LABEL[task.status]}
        </span>
      </div>
      <div className={styles.timeline}>
        {spanVisible(scale, row.start, row.end) && (
          <GanttBoardBar
            row={row}
            scale={scale}
            selected={selected}
            onPointerDown={onPointerDown}
            onKeyAction={onKeyAction}
            onToggleSelect={onToggleSelect}
          />
        )}
      </div>
    </div>
  );
});
