import { Navigate } from 'react-router';
import { HOME_PATH } from '../modules/session/utils/routeGuard.ts';

/** `/` has no screen of its own: members start on /talk (the guard already sent anyone else to /login). */
export const Page = () => <Navigate to={HOME_PATH} replace />;
