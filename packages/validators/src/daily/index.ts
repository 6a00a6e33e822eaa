export * from './daily.ts';
