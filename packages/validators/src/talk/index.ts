export * from './talk.ts';
