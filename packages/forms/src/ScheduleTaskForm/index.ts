export * from './ScheduleTaskForm.tsx';
