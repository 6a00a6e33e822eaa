import type { QueryClient } from '@tanstack/react-query';

/** The query client itself, or how to get it: main.tsx passes the lazy one, tests and stories an instance. */
export type QueryClientSource = QueryClient | (() => Promise<QueryClient>);

let pending: Promise<QueryClient> | undefined;
let created: QueryClient | undefined;

/**
 * The app's one query client, created when the first route that needs it
 * loads: TanStack Query (about 7 KB br) stays out of the first load of the
 * public screens that make no query (/login and the like).
 */
export const loadAppQueryClient = (): Promise<QueryClient> => {
  pending ??= import('./queryClient.ts').then((module) => {
    created = module.createAppQueryClient();
    return created;
  });
  return pending;
};

/** The app's query client if a route has already created it; never loads it. */
export const createdAppQueryClient = (): QueryClient | undefined => created;

export const resolveQueryClient = async (source: QueryClientSource): Promise<QueryClient> =>
  typeof source === 'function' ? source() : source;
