/** Core §4 / talk §4 schedule construction status. */
export const SCHEDULE_STATUS = { temporaryHold: 1, confirmed: 2, notSet: 3 } as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[keyof typeof SCHEDULE_STATUS];
export const SCHEDULE_STATUS_LABEL: Record<ScheduleStatus, string> = {
  1: '仮押さえ',
  2: '確定',
  3: '未設定',
};

/** Confirming turns a temporary hold into confirmed; other statuses are unchanged (editing stays allowed). */
export const confirmScheduleStatus = (status: number): number =>
  status === SCHEDULE_STATUS.temporaryHold ? SCHEDULE_STATUS.confirmed : status;

/** Talk §9: the schedule board shows 1, 2 or 6 months. */
export const SCHEDULE_VIEW_MONTHS = [1, 2, 6] as const;
export type ScheduleViewMonths = (typeof SCHEDULE_VIEW_MONTHS)[number];

/** Core §4: dragging a bar either moves it or resizes it. */
export const SCHEDULE_DRAG_MODE = { move: 'move', resize: 'resize' } as const;
export type ScheduleDragMode = (typeof SCHEDULE_DRAG_MODE)[keyof typeof SCHEDULE_DRAG_MODE];
