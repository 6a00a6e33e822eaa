export * from './authId.ts';
export * from './roles.ts';
