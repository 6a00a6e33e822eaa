export * from './ForgotPasswordForm.tsx';
