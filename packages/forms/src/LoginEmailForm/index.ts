export * from './LoginEmailForm.tsx';
