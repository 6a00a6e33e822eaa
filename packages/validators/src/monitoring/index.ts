export * from './redactPagePath.ts';
export * from './rules.ts';
