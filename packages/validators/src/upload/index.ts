export * from './files.ts';
