export * from './news.ts';
export * from './rules.ts';
