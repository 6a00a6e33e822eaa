export type { DailyPopoverProps } from './DailyPopover.tsx';
export { DailyPopover } from './DailyPopover.tsx';
export type { DailyPopoverState, DailySummary } from './dailySummary.ts';
export { SUMMARY_WORK_LINES } from './dailySummary.ts';
