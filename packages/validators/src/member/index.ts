export * from './constants.ts';
export * from './lookup.ts';
export * from './schema.ts';
export * from './workerList.ts';
