export * from './AccountEmailForm.tsx';
