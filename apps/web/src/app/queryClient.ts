import { QueryClient } from '@tanstack/react-query';

/** Reads stay fresh for 30 s: a member moving between screens does not refetch what they just saw. */
export const createAppQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
