import { GUARD_REDIRECT, isPublicRoute } from '@genba/validators/routes';

/** What the app knows about the visitor when a route is entered. */
export type SessionState =
  | { readonly status: 'anonymous' }
  /** A call answered 419: the dialog 認証が切れました takes over, then /logout. */
  | { readonly status: 'expired' }
  | {
      readonly status: 'member';
      readonly agreedToTerms: boolean;
      /** False when the init data says the member may not use the area of the route (core §2); true if unsaid. */
      readonly routeAllowed?: boolean;
    };

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

export const TERMS_PATH = GUARD_REDIRECT.termsNotAgreed;
export const LOGIN_PATH = GUARD_REDIRECT.unauthenticated;
export const HOME_PATH = GUARD_REDIRECT.noPermission;
export const LOGOUT_PATH = GUARD_REDIRECT.sessionExpired;
/** Schedule templates: a member refused there goes back to the site master, not home (core §2). */
export const SCHEDULE_TEMPLATE_PATH = '/genbamaster/template';
/** The process-template setting is the same templates' screen (core §2), so it is guarded the same way. */
export const PROCESS_TEMPLATE_PATH = '/genbamastersetting/process-template';
/**
 * The system administrators' screens (/admin/users, /admin/news). Public by the spec's word rule,
 * yet they are member screens with no sign-in of their own: a logged-out visitor is sent to /login
 * (the page would otherwise fail without a member), and a member whom the server's rule refuses
 * them (route key `admin`: not a system administrator) is sent home like from any other area.
 */
export const ADMIN_PATH = '/admin';
/** Account deletion (talk §2): like /logout, reachable by a member who has not agreed to the terms. */
export const ACCOUNT_DELETE_PATH = '/accountdelete';

/** Screens that only make sense before login: a member who is already in goes home. */
const SIGN_IN_PATHS = new Set<string>(['/login', '/login/email', '/login/telnumber', '/login/code']);

/** `/talk` and `/talk/12`, not `/talkative`. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether the route is for logged-in visitors only: not public, or an administrators' screen (ADMIN_PATH). */
export const isMembersOnlyRoute = (pathname: string): boolean => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !isPublicRoute(path) || isUnder(path, ADMIN_PATH);
};

const allow: GuardDecision = { kind: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * The guard rules of core §2 and talk §2/§4, as one pure function:
 * public routes (the route contains login, password, invitation_user, …) need no
 * login, but /admin (see ADMIN_PATH); any other route sends an anonymous visitor to /login; a member who
 * has not agreed to the terms is sent to /login/rules wherever they go (but
 * /logout, which everyone may reach); a member without permission for a
 * members-only area is sent to /talk, or from a schedule template to /genbamaster.
 */
export const decideRoute = (pathname: string, session: SessionState): GuardDecision => {
  const path = pathname.replace(/\/+$/, '') || '/';
  // Leaving must always work: a member stuck before the terms, or anyone else, can end the session.
  if (path === LOGOUT_PATH || path === ACCOUNT_DELETE_PATH) return allow;
  if (session.status === 'expired') return allow;
  if (session.status === 'member') {
    if (!session.agreedToTerms) return (path as string) === TERMS_PATH ? allow : redirectTo(TERMS_PATH);
    // The terms stay readable (the sidebar links to them); only the sign-in screens send a member home.
    if (SIGN_IN_PATHS.has(path)) return redirectTo(HOME_PATH);
    // core §2: a member without permission for the area is sent to /talk (schedule templates: /genbamaster).
    const guarded = (!isPublicRoute(path) || isUnder(path, ADMIN_PATH)) && !isUnder(path, HOME_PATH);
    if (session.routeAllowed === false && guarded) {
      return redirectTo(
        isUnder(path, SCHEDULE_TEMPLATE_PATH) || isUnder(path, PROCESS_TEMPLATE_PATH)
          ? GUARD_REDIRECT.noPermissionScheduleTemplate
          : HOME_PATH,
      );
    }
    return allow;
  }
  if (!isMembersOnlyRoute(path)) return allow;
  return redirectTo(LOGIN_PATH);
};
