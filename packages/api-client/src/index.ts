export * from './catalogue/index.ts';
export * from './schemas/errors.ts';
