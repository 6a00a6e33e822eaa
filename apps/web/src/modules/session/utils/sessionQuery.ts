import type { ApiResult, Endpoints, ResponseOf } from '@genba/api-client';
import { PC_LAYOUT_QUERY } from '@genba/ui/app-layout';
import { routeKeyOf } from '@genba/validators/routes';
import { needsTermsAgreement } from '@genba/validators/terms';
import { queryOptions } from '@tanstack/react-query';
import type { WebApi } from '../../../app/api.ts';
import { fieldIdFromLocation, type OperationIds } from '../state/operationContext.ts';
import { isMembersOnlyRoute, type SessionState } from './routeGuard.ts';

export type InitData = ResponseOf<Endpoints['init_data_sp']>;

/** The guard's view of the visitor plus, for a member, the init data every page reads. */
export type Session =
  | Exclude<SessionState, { status: 'member' }>
  | (Extract<SessionState, { status: 'member' }> & {
      readonly init: InitData;
      readonly routeAllowed: boolean;
    });

export type Device = 'pc' | 'sp';

/** Where @genba/ui switches to the smartphone layout (below 992 px), the smartphone calls are used too. */
export const currentDevice = (): Device =>
  typeof window !== 'undefined' && !window.matchMedia(PC_LAYOUT_QUERY).matches ? 'sp' : 'pc';

/**
 * The route key the PC init data checks permission for: the first path segment
 * (`/talk/12` → `talk`), or `setting-<screen>` under /setting (routeKeyOf of @genba/validators).
 */
export const firstPathSegment = (pathname: string): string => routeKeyOf(pathname);

/** Anything not a 401/419 is a real failure: the route's error screen offers a retry. */
export class SessionLoadError extends Error {
  override readonly name = 'SessionLoadError';
}

export const toSession = (result: ApiResult<InitData & { route_allowed?: boolean }>): Session => {
  if (result.ok) {
    return {
      status: 'member',
      agreedToTerms: !needsTermsAgreement(result.data.user),
      init: result.data,
      routeAllowed: result.data.route_allowed ?? true,
    };
  }
  if (result.status === 401) return { status: 'anonymous' };
  if (result.status === 419) return { status: 'expired' };
  throw new SessionLoadError(result.messages[0] ?? '初期データを取得できませんでした。');
};

/**
 * The session as the guard reads it for `pathname`: the phone's init data names no route, so its
 * list of refused route keys answers by the same server rule. The root loader and boot.ts's early
 * page request (app/earlyPageRequest.ts) both read it so.
 */
export const routeSession = (session: Session, pathname: string): Session =>
  session.status === 'member' && session.init.denied_routes && !('route_allowed' in session.init)
    ? { ...session, routeAllowed: !session.init.denied_routes.includes(firstPathSegment(pathname)) }
    : session;

/** The operation headers of a member entering `url`: member and company from the init data, the project from the route. */
export const memberOperationIds = (init: InitData, url: URL): OperationIds => ({
  memberId: init.user.member_id,
  companyId: init.user.login_company_id,
  fieldId: fieldIdFromLocation(url.pathname, url.search),
});

const SIGNED_IN_KEY = 'genba.signedIn';

/**
 * Whether this browser last knew itself signed in. Not a credential (the
 * session cookie is HttpOnly and the server decides): it only lets a public
 * screen skip the init-data call, which for a logged-out visitor would
 * answer 401, while a member who opens /login is still sent home and one
 * who reloads /login/rules can still agree.
 */
export const signedInHint = {
  get(): boolean {
    try {
      return localStorage.getItem(SIGNED_IN_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
      else localStorage.removeItem(SIGNED_IN_KEY);
    } catch {
      // Storage blocked: public screens then never ask, which is the safe side.
    }
  },
};

/**
 * Whether opening `pathname` asks the server for the session: always on a members-only route; on a
 * public screen only when this browser was signed in (a logged-out visitor of /login makes no
 * authenticated call and logs no 401). The root loader and boot.ts ask the same question.
 */
export const sessionCheckNeeded = (pathname: string): boolean =>
  isMembersOnlyRoute(pathname) || signedInHint.get();

/** Everything cached under this key is dropped at login and logout. */
export const SESSION_KEY = ['session'] as const;

export const sessionQueryOptions = (api: WebApi, device: Device, segment: string) =>
  queryOptions({
    queryKey: [...SESSION_KEY, device, device === 'pc' ? segment : ''],
    queryFn: async ({ signal }): Promise<Session> => {
      const session = toSession(
        device === 'pc'
          ? await api.client.call('init_data_pc', { params: { firstPathSegment: segment } }, { signal })
          : await api.client.call('init_data_sp', undefined, { signal }),
      );
      signedInHint.set(session.status === 'member');
      return session;
    },
    // Re-checked at most once a minute while navigating; a 419 from any other call is caught at once anyway.
    staleTime: 60_000,
    retry: false,
  });
