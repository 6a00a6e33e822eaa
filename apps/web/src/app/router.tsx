import { lazyEndpoints } from '@genba/api-client/catalogue/lazyCatalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { createSessionLoader } from '../modules/session/utils/sessionLoader.ts';
import type { WebApi } from './api.ts';
import { type QueryClientSource, resolveQueryClient } from './lazyQueryClient.ts';
import { pageChunk } from './pageChunkGate.ts';
import { PAGES, type PageRoute } from './pages.ts';
import { RootLayout } from './RootLayout.tsx';

export type RouterDeps = { api: WebApi; queryClient: QueryClientSource };

// The error screen (and the @genba/ui widgets under it) is fetched only when a route fails.
const LazyRouteError = lazy(() => import('./RouteError.tsx').then((m) => ({ default: m.RouteError })));
const RouteError = () => (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

/**
 * Shown while the root loader checks the session on the first navigation: the
 * same text as index.html's splash (bootSplash.css), so the splash stays until
 * the first screen instead of a blank page in between.
 */
const BootSplash = () => (
  <p className="boot-splash" role="status">
    読み込み中…
  </p>
);

/**
 * A lazy page (see pages.ts). A page with `query` gets the query client loaded
 * beside its chunk and provided around it; pages without it (the sign-in
 * choice, password screens) load no query code at all. `entries` are catalogue
 * calls made at once, loaded beside the chunk rather than after the first render.
 */
const lazyPage =
  (deps: RouterDeps, { load, query = false, entries = [] }: PageRoute) =>
  async () => {
    const [module, queryClient] = await Promise.all([
      // After the page's first data call, on the first navigation (pageChunkGate.ts).
      pageChunk(load),
      query ? resolveQueryClient(deps.queryClient) : undefined,
      // The families first, by name: the client's preload then finds the entries without the table of names.
      ...entries.map(([, family]) => lazyEndpoints.preloadFamily(family)),
      deps.api.client.preload(...entries.map(([name]) => name)),
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
    HydrateFallback: BootSplash,
    loader: createSessionLoader(deps),
    // The guard must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    children: PAGES.map((page) =>
      page.path === undefined
        ? { index: true, lazy: lazyPage(deps, page) }
        : { path: page.path, lazy: lazyPage(deps, page) },
    ),
  },
];

export const createAppRouter = (deps: RouterDeps) => createBrowserRouter(createRoutes(deps));

/** For tests and page stories: the same routes, starting at `path`, without touching the address bar. */
export const createTestRouter = (deps: RouterDeps, path: string) =>
  createMemoryRouter(createRoutes(deps), { initialEntries: [path] });
