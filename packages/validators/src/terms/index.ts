export * from './terms.ts';
