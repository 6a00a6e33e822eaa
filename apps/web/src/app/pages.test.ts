import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageFor } from './pages.ts';

/** The same table as react-router sees it, to check boot.ts's matcher against the router's. */
const routes: RouteObject[] = [
  {
    path: '/',
    children: PAGES.map((page, id) =>
      page.path === undefined ? { index: true, id: String(id) } : { path: page.path, id: String(id) },
    ),
  },
];

describe('pageFor', () => {
  it('picks the page react-router will render', () => {
    const paths = [
      '/',
      '/login',
      '/login/',
      '/login/email',
      '/login/telnumber',
      '/login/code',
      '/login/qrcode',
      '/login/forgotpass',
      '/login/rules',
      '/login/complete',
      '/password/reset/abc-123',
      '/password/reset',
      '/logout',
      '/talk',
      '/talk/12',
      '/album',
    ];
    for (const path of paths) {
      const matched = matchRoutes(routes, path)?.at(-1)?.route.id;
      const page = pageFor(path);
      expect(page === undefined ? undefined : String(PAGES.indexOf(page)), path).toBe(matched);
    }
  });
});
