export * from './publicRoute.ts';
