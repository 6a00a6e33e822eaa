export type { ScheduleCalendarProps } from './ScheduleCalendar.tsx';
export { SCHEDULE_CALENDAR_MESSAGES, ScheduleCalendar } from './ScheduleCalendar.tsx';
export type { ScheduleCalendarEvent } from './scheduleCalendarState.ts';
export { isNonWorkingDay, toCalendarEvents } from './scheduleCalendarState.ts';
