export * from './constants.ts';
export * from './form.ts';
export * from './lookup.ts';
export * from './schema.ts';
export * from './workerList.ts';
export * from './writeRules.ts';
