import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ApiProvider } from './ApiContext.tsx';
import type { WebApi } from './api.ts';
import type { createAppRouter } from './router.tsx';

export type AppProps = {
  api: WebApi;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
};

/** The providers every screen relies on, around the router. Shared by main.tsx, tests and page stories. */
export const App = ({ api, queryClient, router }: AppProps) => (
  <ApiProvider api={api}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ApiProvider>
);
