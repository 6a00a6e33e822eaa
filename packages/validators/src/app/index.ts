export * from './version.ts';
