export * from './labels.ts';
export * from './news.ts';
export * from './rules.ts';
