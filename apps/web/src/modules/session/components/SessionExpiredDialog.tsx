import { SESSION_EXPIRED_MESSAGE } from '@genba/api-client';
import { ConfirmDialog } from '@genba/ui';
import { isPublicRoute } from '@genba/validators';
import { useLocation, useNavigate } from 'react-router';
import { useSessionExpired } from '../hooks/useSessionExpired.ts';
import { LOGOUT_PATH } from '../utils/routeGuard.ts';

/**
 * Talk §4/§8: once any call answers 419, the dialog 認証が切れました (a single
 * OK) and then /logout, which ends at /login. Not shown on public screens
 * (the visitor is already where the dialog would send them) nor on /logout.
 */
export const SessionExpiredDialog = () => {
  const expired = useSessionExpired();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = expired && !isPublicRoute(pathname) && pathname !== LOGOUT_PATH;
  return (
    <ConfirmDialog
      open={open}
      variant="notice"
      title={SESSION_EXPIRED_MESSAGE}
      description="もう一度ログインしてください。"
      // OK closes the dialog, and so does Escape: either way it acknowledges, there is nothing else to do.
      onOpenChange={(next) => {
        if (!next && open) void navigate(LOGOUT_PATH, { replace: true });
      }}
    />
  );
};
