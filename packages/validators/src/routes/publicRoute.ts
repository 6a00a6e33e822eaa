/** Talk §2 / core §2: words that make a route reachable without login. */
export const PUBLIC_ROUTE_WORDS = [
  'login',
  'password',
  'invitation_user',
  'accountdelete',
  'register',
  'admin',
  'account-change',
  'callback-3ds',
] as const;

/**
 * True when the pathname contains one of {@link PUBLIC_ROUTE_WORDS}. This is
 * the spec's "containing" rule taken literally (a substring, not a path
 * segment), so '/registercontract/index', the sign-up wizard, is public too.
 * '/logout' is not: it does not contain 'login'.
 */
export const isPublicRoute = (pathname: string): boolean =>
  PUBLIC_ROUTE_WORDS.some((w) => pathname.includes(w));

/** Where guards send people (core §2). */
export const GUARD_REDIRECT = {
  unauthenticated: '/login',
  sessionExpired: '/logout',
  termsNotAgreed: '/login/rules',
  noPermission: '/talk',
  noPermissionScheduleTemplate: '/genbamaster',
} as const;
