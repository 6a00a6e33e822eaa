export * from './completion.ts';
