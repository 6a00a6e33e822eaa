import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { WebApi } from '../../../app/api.ts';
import { type QueryClientSource, resolveQueryClient } from '../../../app/lazyQueryClient.ts';
import { pageFor } from '../../../app/pages.ts';
import { decideRoute, isMembersOnlyRoute, LOGOUT_PATH } from './routeGuard.ts';
import {
  currentDevice,
  firstPathSegment,
  memberOperationIds,
  routeSession,
  type Session,
  sessionCheckNeeded,
  sessionQueryOptions,
  signedInHint,
} from './sessionQuery.ts';

export type RootLoaderData = { session: Session };

/**
 * The root route's loader: loads (or reuses) the session, applies the guard
 * rules, and points the operation headers at the member, company and project
 * of the route being entered.
 */
export const createSessionLoader =
  ({ api, queryClient }: { api: WebApi; queryClient: QueryClientSource }) =>
  async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
    const url = new URL(request.url);
    // /admin matches the public word rule but needs the session: asked like any member route.
    const publicRoute = !isMembersOnlyRoute(url.pathname);
    let session: Session = !sessionCheckNeeded(url.pathname)
      ? { status: 'anonymous' }
      : await (await resolveQueryClient(queryClient)).fetchQuery(
          sessionQueryOptions(api, currentDevice(), firstPathSegment(url.pathname)),
        );
    // The server answers 419 once, clearing the cookie: a call that raced ahead of this one took the
    // 419, and this one then met no cookie (401). The session still expired; the dialog says so.
    if (session.status === 'anonymous' && api.expiry.isExpired()) session = { status: 'expired' };
    // On a public screen an expired cookie just means "not logged in": no dialog on /login itself.
    if (session.status === 'expired' && publicRoute) session = { status: 'anonymous' };
    // /logout always ends the session, so the /login it leads to need not ask again.
    if (url.pathname.replace(/\/+$/, '') === LOGOUT_PATH) signedInHint.set(false);

    session = routeSession(session, url.pathname);
    const decision = decideRoute(url.pathname, session);
    if (decision.kind === 'redirect') throw redirect(decision.to);

    if (session.status === 'member') {
      api.operation.set(memberOperationIds(session.init, url));
      // With the operation headers set, the page's first query can start now, beside
      // its chunk (not awaited: the page shows its loading state if it is not back yet).
      // A failed chunk load is left to the page, whose own query then fetches.
      const prefetch = pageFor(url.pathname)?.prefetch;
      if (prefetch) {
        const client = await resolveQueryClient(queryClient);
        prefetch({ api, queryClient: client, url }).catch(() => {});
      }
    } else {
      api.operation.clear();
    }
    return { session };
  };
