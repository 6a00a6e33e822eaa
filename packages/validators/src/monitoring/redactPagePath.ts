/*
 * Its own module, importing nothing: the app's first-load script redacts each
 * navigation for the step log, and a module shared by the first load and a lazy
 * chunk is bundled whole into the first load (rules.ts would bring LIMITS and
 * the reporting rules with it; ADR 007).
 */

/** Route prefixes whose following segments carry a secret (reset and invitation tokens, account-change links). */
const SECRET_AFTER = [
  ['password', 'reset'],
  ['invitation_user'],
  ['account-change'],
  ['accountdelete'],
] as const;

/** A segment that looks like a token: long, and not a plain number (an id is kept; it helps find the record). */
const TOKEN_LIKE = /^(?!\d+$)[A-Za-z0-9._~%+=-]{16,}$/;

export const REDACTED_SEGMENT = ':redacted';

/**
 * The page an event happened on, safe to store: the path only (the query and
 * the fragment may hold search words, tokens or e-mail addresses), with the
 * segments of secret-bearing routes (/password/reset/{token},
 * /invitation_user/{encoded}…) and any token-like segment replaced.
 */
export const redactPagePath = (pathOrUrl: string): string => {
  let path = pathOrUrl;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  // Stryker disable next-line StringLiteral: equivalent, split always gives a first element.
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  const segments = path.split('/');
  let secretFrom = segments.length;
  for (const prefix of SECRET_AFTER) {
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent, a prefix at the very end or past it has nothing after it to hide.
    for (let i = 1; i + prefix.length <= segments.length; i++) {
      if (prefix.every((part, j) => segments[i + j] === part)) {
        secretFrom = Math.min(secretFrom, i + prefix.length);
      }
    }
  }
  return segments
    .map((segment, i) =>
      segment !== '' && (i >= secretFrom || TOKEN_LIKE.test(segment)) ? REDACTED_SEGMENT : segment,
    )
    .join('/');
};
