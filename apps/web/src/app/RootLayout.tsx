import { Outlet, useLocation } from 'react-router';
import { SessionExpiredDialog } from '../modules/session/components/SessionExpiredDialog.tsx';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { LOGOUT_PATH } from '../modules/session/utils/routeGuard.ts';

/**
 * Around every route: the page, and the 419 dialog that can interrupt any of
 * them. When the session was already expired on arrival, a member page has
 * nothing it could show: only the dialog is rendered (and /logout, where it leads).
 */
export const RootLayout = () => {
  const session = useSession();
  const { pathname } = useLocation();
  const blocked = session.status === 'expired' && pathname !== LOGOUT_PATH;
  return (
    <>
      {blocked ? null : <Outlet />}
      <SessionExpiredDialog />
    </>
  );
};
