export * from './catalogue/index.ts';
export * from './client/index.ts';
export * from './schemas/errors.ts';
export * from './storage/index.ts';
