export * from './files.ts';
export * from './messages.ts';
export * from './sniff.ts';
