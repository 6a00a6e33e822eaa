export * from './placement.ts';
export * from './schemas.ts';
export * from './status.ts';
