/** Core §4 / talk §4 task status; progress runs 0 to 100. */
export const TASK_STATUS = { complete: 1, beforeWork: 2, inProgress: 3 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_LABEL: Record<TaskStatus, string> = { 1: '完了', 2: '作業前', 3: '作業中' };

export const TASK_PROGRESS = { min: 0, max: 100 } as const;
