export * from './AccountDeleteForm.tsx';
