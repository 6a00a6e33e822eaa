export * from './ResetPasswordForm.tsx';
