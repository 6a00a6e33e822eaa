// The MSW handlers (`@genba/api-client/msw`), the fixtures (`/fixtures`) and
// the TanStack Query adapter (`/query`) are subpath exports only, so an app
// bundle never pulls msw or react-query in through this entry point.
export * from './bridge/index.ts';
export * from './catalogue/index.ts';
export * from './client/index.ts';
export * from './schemas/index.ts';
export * from './storage/index.ts';
