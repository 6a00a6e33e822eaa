export * from './publicRoute.ts';
export * from './routeKey.ts';
