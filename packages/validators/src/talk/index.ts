export * from './rules.ts';
export * from './talk.ts';
