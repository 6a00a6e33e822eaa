export * from './fax.ts';
export * from './phone.ts';
