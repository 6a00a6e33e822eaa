export * from './email.ts';
