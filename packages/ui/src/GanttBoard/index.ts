export type { GanttBoardProps } from './GanttBoard.tsx';
export { GANTT_MESSAGE, GANTT_ROW_HEIGHT, GanttBoard } from './GanttBoard.tsx';
export { barKeyAction, MAX_AVATARS, memberLabel, TaskMemberAvatar } from './GanttBoardBar.tsx';
export type { GanttProjectActionsProps } from './GanttProjectActions.tsx';
export { GanttProjectActions, projectMenuLabel } from './GanttProjectActions.tsx';
export type { GanttDateChange, GanttProject, GanttProjectAction, GanttTask } from './ganttTypes.ts';
export type { DragMode } from './useGanttDrag.ts';
export { useGanttDrag } from './useGanttDrag.ts';
export type { RowModel, Scale, ViewMonths } from './useGanttState.ts';
export {
  barLabel,
  buildGanttRows,
  buildScale,
  calendarLookup,
  DAY_WIDTH,
  dayIndex,
  holidayName,
  holidaysBetween,
  isoOfDay,
  slashDate,
  useGanttState,
} from './useGanttState.ts';
