export * from './SmsRequestForm.tsx';
