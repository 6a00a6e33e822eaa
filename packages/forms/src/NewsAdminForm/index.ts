export * from './NewsAdminForm.tsx';
