export * from './calendar.ts';
export * from './form.ts';
export * from './numbers.ts';
export * from './period.ts';
export * from './status.ts';
export * from './task.ts';
export * from './template.ts';
export * from './tree.ts';
