export * from './fax.ts';
export * from './phone.ts';
export * from './schema.ts';
