export * from './link.ts';
export * from './placement.ts';
export * from './register.ts';
export * from './schemas.ts';
export * from './status.ts';
