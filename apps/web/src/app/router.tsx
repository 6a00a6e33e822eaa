import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { createSessionLoader } from '../modules/session/utils/sessionLoader.ts';
import type { WebApi } from './api.ts';
import { type QueryClientSource, resolveQueryClient } from './lazyQueryClient.ts';
import { RootLayout } from './RootLayout.tsx';

export type RouterDeps = { api: WebApi; queryClient: QueryClientSource };

// The error screen (and the @genba/ui widgets under it) is fetched only when a route fails.
const LazyRouteError = lazy(() => import('./RouteError.tsx').then((m) => ({ default: m.RouteError })));
const RouteError = () => (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

type PageModule = { Page: () => ReactNode };

/**
 * A lazy page. `query: true` for a page that uses TanStack Query (useQuery,
 * useQueryClient, or a hook built on them): the route then loads the query
 * client beside the page's chunk and provides it. Pages without it (the
 * sign-in choice, password screens) load no query code at all.
 * `entries`: catalogue calls the page makes at once, loaded beside its chunk
 * rather than after its first render.
 */
const page =
  (deps: RouterDeps, load: () => Promise<PageModule>, { query = false, entries = [] as EntryName[] } = {}) =>
  async () => {
    const [module, queryClient] = await Promise.all([
      load(),
      query ? resolveQueryClient(deps.queryClient) : undefined,
      deps.api.client.preload(...entries),
    ]);
    const { Page } = module;
    if (!queryClient || typeof deps.queryClient !== 'function') return { Component: Page };
    return {
      element: (
        <QueryClientProvider client={queryClient}>
          <Page />
        </QueryClientProvider>
      ),
    };
  };

type EntryName = Parameters<WebApi['client']['preload']>[number];

/**
 * Data mode (see docs/adr/001-router-and-data.md): one root loader applies the
 * guard rules to every navigation before anything renders, so a logged-out
 * visitor never sees a flash of a member page; each page is a lazy chunk.
 */
export const createRoutes = (deps: RouterDeps): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    loader: createSessionLoader(deps),
    // The guard must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    children: [
      { index: true, lazy: page(deps, () => import('../pages/IndexRedirect.tsx')) },
      { path: 'login', lazy: page(deps, () => import('../pages/login/LoginPage.tsx')) },
      {
        path: 'login/email',
        lazy: page(deps, () => import('../pages/login/LoginEmailPage.tsx'), { query: true }),
      },
      { path: 'login/telnumber', lazy: page(deps, () => import('../pages/login/LoginTelnumberPage.tsx')) },
      {
        path: 'login/code',
        lazy: page(deps, () => import('../pages/login/LoginCodePage.tsx'), { query: true }),
      },
      { path: 'login/forgotpass', lazy: page(deps, () => import('../pages/login/LoginForgotPassPage.tsx')) },
      {
        path: 'login/rules',
        lazy: page(deps, () => import('../pages/login/LoginRulesPage.tsx'), { query: true }),
      },
      { path: 'login/complete', lazy: page(deps, () => import('../pages/login/LoginCompletePage.tsx')) },
      { path: 'password/reset/:token', lazy: page(deps, () => import('../pages/PasswordResetPage.tsx')) },
      { path: 'logout', lazy: page(deps, () => import('../pages/LogoutPage.tsx'), { query: true }) },
      {
        path: 'talk',
        lazy: page(deps, () => import('../pages/TalkPage.tsx'), { query: true, entries: ['getProjectList'] }),
      },
      { path: '*', lazy: page(deps, () => import('../pages/NotFoundPage.tsx')) },
    ],
  },
];

export const createAppRouter = (deps: RouterDeps) => createBrowserRouter(createRoutes(deps));

/** For tests and page stories: the same routes, starting at `path`, without touching the address bar. */
export const createTestRouter = (deps: RouterDeps, path: string) =>
  createMemoryRouter(createRoutes(deps), { initialEntries: [path] });
