export * from './rules.ts';
export * from './status.ts';
export * from './totals.ts';
export * from './workingHours.ts';
