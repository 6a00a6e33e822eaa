import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { createSessionLoader } from '../modules/session/utils/sessionLoader.ts';
import type { WebApi } from './api.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

export type RouterDeps = { api: WebApi; queryClient: QueryClient };

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
      { index: true, lazy: () => import('../pages/IndexRedirect.tsx').then(toRoute) },
      { path: 'login', lazy: () => import('../pages/login/LoginPage.tsx').then(toRoute) },
      { path: 'login/email', lazy: () => import('../pages/login/LoginEmailPage.tsx').then(toRoute) },
      { path: 'login/telnumber', lazy: () => import('../pages/login/LoginTelnumberPage.tsx').then(toRoute) },
      { path: 'login/code', lazy: () => import('../pages/login/LoginCodePage.tsx').then(toRoute) },
      {
        path: 'login/forgotpass',
        lazy: () => import('../pages/login/LoginForgotPassPage.tsx').then(toRoute),
      },
      { path: 'login/rules', lazy: () => import('../pages/login/LoginRulesPage.tsx').then(toRoute) },
      { path: 'login/complete', lazy: () => import('../pages/login/LoginCompletePage.tsx').then(toRoute) },
      { path: 'password/reset/:token', lazy: () => import('../pages/PasswordResetPage.tsx').then(toRoute) },
      { path: 'logout', lazy: () => import('../pages/LogoutPage.tsx').then(toRoute) },
      {
        path: 'talk',
        // The page's catalogue entries load beside its chunk, not after its first render.
        lazy: () => withEntries(deps, import('../pages/TalkPage.tsx'), 'getProjectList'),
      },
      { path: '*', lazy: () => import('../pages/NotFoundPage.tsx').then(toRoute) },
    ],
  },
];

/** Each page module exports `Page`; lazy routes take it as their component. */
const toRoute = (module: { Page: () => React.ReactNode }) => ({ Component: module.Page });

/** A lazy route whose catalogue entries start loading together with its chunk. */
const withEntries = async (
  { api }: RouterDeps,
  page: Promise<{ Page: () => React.ReactNode }>,
  ...names: Parameters<WebApi['client']['preload']>
) => {
  const [module] = await Promise.all([page, api.client.preload(...names)]);
  return toRoute(module);
};

export const createAppRouter = (deps: RouterDeps) => createBrowserRouter(createRoutes(deps));

/** For tests and page stories: the same routes, starting at `path`, without touching the address bar. */
export const createTestRouter = (deps: RouterDeps, path: string) =>
  createMemoryRouter(createRoutes(deps), { initialEntries: [path] });
