import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { forbidden, HttpError } from './errors.ts';

export const CSRF_MESSAGES = {
  origin: 'この画面からの操作は受け付けられません。Genbaの画面を開き直してから操作してください。',
  contentType: 'リクエストの形式が正しくありません。JSON または multipart/form-data で送信してください。',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Media types a cross-site form cannot send without a CORS preflight (JSON), or that the upload routes need. */
const ACCEPTED_TYPES = new Set(['application/json', 'multipart/form-data']);

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Whether the request is from a page of this site, as the browser reports it. */
export const isSameOrigin = (request: Request, allowedOrigins: readonly string[]): boolean => {
  // Fetch metadata is set by the browser and cannot be forged by a page. 'none' is the user's own
  // navigation (a bookmark, the address bar); through the Vite dev proxy the page and the call share
  // the proxy's origin, so the browser says same-origin although Host is rewritten.
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  // No metadata and no Origin: not a browser we can vouch for (every current browser sends Origin on
  // a cross-site POST), so a state change is refused rather than guessed at.
  if (origin === null || origin === 'null') return false;
  return origin === originOf(request.url) || allowedOrigins.includes(origin);
};

const hasBody = (request: Request): boolean => {
  const length = request.headers.get('content-length');
  if (request.headers.has('transfer-encoding')) return true;
  return length !== null && length.trim() !== '0';
};

/**
 * Cross-site request forgery: every state-changing request (anything but
 * GET, HEAD, OPTIONS) must come from this site (Sec-Fetch-Site same-origin,
 * or an Origin equal to the server's own or the public URL's) and carry JSON
 * or multipart. A cross-site form (text/plain, urlencoded, or multipart from
 * another origin) therefore never reaches a handler, which also closes login
 * CSRF: no foreign page can log the browser into an account of its choosing.
 * The mobile app embeds the web app from this origin, so its calls are
 * same-origin too.
 */
export const csrfGuard = (options: { publicUrl: string }): MiddlewareHandler<AppEnv> => {
  const allowed = [originOf(options.publicUrl)].filter((o): o is string => o !== undefined);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!isSameOrigin(c.req.raw, allowed)) throw forbidden(CSRF_MESSAGES.origin);
    const type = c.req.header('content-type');
    const media = type?.split(';')[0]?.trim().toLowerCase();
    // A body-less call (logout) carries no type; anything sent must be JSON or multipart.
    const acceptable = media === undefined || media === '' ? !hasBody(c.req.raw) : ACCEPTED_TYPES.has(media);
    if (!acceptable) throw new HttpError(415, { message: CSRF_MESSAGES.contentType });
    return next();
  };
};
