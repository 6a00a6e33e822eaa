export * from './WorkCalendarForm.tsx';
