export * from './completionStatus.ts';
export * from './names.ts';
