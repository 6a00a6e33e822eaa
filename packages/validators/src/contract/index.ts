export * from './cancellation.ts';
export * from './fees.ts';
export * from './messages.ts';
export * from './status.ts';
export * from './terms.ts';
