export * from './constants.ts';
export * from './costs.ts';
export * from './form.ts';
export * from './lookup.ts';
export * from './schema.ts';
export * from './workerList.ts';
export * from './writeRules.ts';
