import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../utils/sessionLoader.ts';
import type { Session } from '../utils/sessionQuery.ts';

/** The session the root loader resolved for the current route. */
export const useSession = (): Session => {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return data?.session ?? { status: 'anonymous' };
};

/** The member's init data; only for routes the guard keeps members-only. */
export const useMember = () => {
  const session = useSession();
  if (session.status !== 'member') throw new Error('useMember is only for member routes');
  return session.init;
};
