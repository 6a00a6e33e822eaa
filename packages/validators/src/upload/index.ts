export * from './files.ts';
export * from './messages.ts';
