import type { XhrLike } from '@genba/api-client';
import type { HttpHandler } from 'msw';
import { render } from 'vitest-browser-react';
import { App } from '../app/App.tsx';
import { createWebApi } from '../app/api.ts';
import { createAppQueryClient } from '../app/queryClient.ts';
import { createTestRouter } from '../app/router.tsx';
import { createMockFetch } from './mockFetch.ts';

/**
 * The whole app at `path`, answering calls from MSW handlers (overrides first, then fixtures);
 * uploads with progress go through `createXhr` when given.
 */
export const renderApp = async (
  path: string,
  overrides: HttpHandler[] = [],
  options: { createXhr?: () => XhrLike } = {},
) => {
  sessionStorage.clear();
  localStorage.clear();
  const { fetch, calls } = createMockFetch(overrides);
  const api = createWebApi({ fetch, ...options });
  const queryClient = createAppQueryClient();
  const router = createTestRouter({ api, queryClient }, path);
  const screen = await render(<App api={api} queryClient={queryClient} router={router} />);
  return { screen, router, calls, api };
};
