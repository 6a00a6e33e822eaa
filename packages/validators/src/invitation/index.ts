export * from './schemas.ts';
export * from './status.ts';
