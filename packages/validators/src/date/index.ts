export * from './display.ts';
export * from './ranges.ts';
