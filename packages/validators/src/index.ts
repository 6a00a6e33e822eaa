export * from './phone/index.ts';
