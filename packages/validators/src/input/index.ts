export * from './bounds.ts';
