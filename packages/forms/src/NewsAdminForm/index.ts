export * from './NewsAdminForm.tsx';
export * from './newsFormSchema.ts';
