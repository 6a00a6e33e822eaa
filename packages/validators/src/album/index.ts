export * from './downloadName.ts';
