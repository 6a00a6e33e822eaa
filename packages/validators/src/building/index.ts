export * from './completion.ts';
export * from './schema.ts';
