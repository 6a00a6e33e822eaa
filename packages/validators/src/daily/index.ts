export * from './daily.ts';
export * from './rules.ts';
