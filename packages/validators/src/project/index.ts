export * from './completionStatus.ts';
