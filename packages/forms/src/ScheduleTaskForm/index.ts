export * from './ScheduleTaskForm.tsx';
export * from './TaskMemberList.tsx';
