export * from './numbers.ts';
export * from './status.ts';
