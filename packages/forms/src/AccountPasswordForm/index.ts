export * from './AccountPasswordForm.tsx';
