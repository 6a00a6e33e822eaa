import { createHandlers, mock } from '@genba/api-client/msw';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { App } from '../app/App.tsx';
import { createWebApi } from '../app/api.ts';
import { createAppQueryClient } from '../app/queryClient.ts';
import { createTestRouter } from '../app/router.tsx';

export type PageAtProps = {
  /** The route the story opens, e.g. `/login/email`. */
  path: string;
};

/**
 * A whole route of the app for a page story: the real router, guards and
 * query client, with calls answered by MSW (the story's `parameters.msw`).
 */
export const PageAt = ({ path }: PageAtProps) => {
  const [app] = useState(() => {
    const api = createWebApi();
    const queryClient = createAppQueryClient();
    return { api, queryClient, router: createTestRouter({ api, queryClient }, path) };
  });
  return <App {...app} />;
};

/** The story's handlers first, then every catalogue fixture (a logged-in, agreed member). */
export const withMocks = (...overrides: HttpHandler[]) => [...overrides, ...createHandlers()];

/** Nobody is logged in: the session check answers 401. */
export const loggedOut = [mock.error('init_data_pc', 401), mock.error('init_data_sp', 401)];

/**
 * A page story's first query waits for the lazy route chunk and the mocked calls. The first story of a
 * file also waits for Vite to transform the page and its catalogue family on demand, which took over
 * 5 s on a loaded 2-core machine: the wait is generous so that only a page that never settles fails.
 */
export const pageWait = { timeout: 20_000 };
