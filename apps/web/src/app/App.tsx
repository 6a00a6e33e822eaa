import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ApiProvider } from './ApiContext.tsx';
import type { WebApi } from './api.ts';
import type { QueryClientSource } from './lazyQueryClient.ts';
import type { createAppRouter } from './router.tsx';

export type AppProps = {
  api: WebApi;
  /** The same source the router was given. */
  queryClient: QueryClientSource;
  router: ReturnType<typeof createAppRouter>;
};

/**
 * The providers every screen relies on, around the router. Shared by
 * main.tsx, tests and page stories. A lazy query client is provided by the
 * routes that use it (router.tsx), so only those load TanStack Query.
 */
export const App = ({ api, queryClient, router }: AppProps) => {
  const routes = <RouterProvider router={router} />;
  return (
    <ApiProvider api={api}>
      {typeof queryClient === 'function' ? (
        routes
      ) : (
        <QueryClientProvider client={queryClient}>{routes}</QueryClientProvider>
      )}
    </ApiProvider>
  );
};
