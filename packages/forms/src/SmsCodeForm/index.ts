export * from './SmsCodeForm.tsx';
