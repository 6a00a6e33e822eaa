import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { useSessionExpired } from '../modules/session/hooks/useSessionExpired.ts';
import { LOGOUT_PATH } from '../modules/session/utils/routeGuard.ts';

// The dialog (and the Radix code under it) is only fetched once a session has expired.
const SessionExpiredDialog = lazy(() =>
  import('../modules/session/components/SessionExpiredDialog.tsx').then((module) => ({
    default: module.SessionExpiredDialog,
  })),
);

/**
 * Around every route: the page, and the 419 dialog that can interrupt any of
 * them. When the session was already expired on arrival, a member page has
 * nothing it could show: only the dialog is rendered (and /logout, where it leads).
 */
export const RootLayout = () => {
  const session = useSession();
  const expired = useSessionExpired();
  const { pathname } = useLocation();
  const blocked = session.status === 'expired' && pathname !== LOGOUT_PATH;
  return (
    <>
      {blocked ? null : <Outlet />}
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
    </>
  );
};
