export * from './displayLength.ts';
export * from './emoji.ts';
export * from './halfWidth.ts';
export * from './inputHelpers.ts';
export * from './messages.ts';
