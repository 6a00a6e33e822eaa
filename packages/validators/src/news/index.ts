export * from './form.ts';
export * from './news.ts';
export * from './rules.ts';
