export * from './QrLoginForm.tsx';
