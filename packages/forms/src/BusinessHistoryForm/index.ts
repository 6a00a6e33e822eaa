export * from './BusinessHistoryForm.tsx';
