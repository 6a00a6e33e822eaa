export * from './display.ts';
export * from './japan.ts';
export * from './ranges.ts';
