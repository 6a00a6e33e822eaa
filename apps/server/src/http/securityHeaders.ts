import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The Content-Security-Policy of every response. Scripts only from this
 * origin and never inline (the built index.html loads one module script);
 * images also from blob: and data: (photo previews before upload, inline
 * SVG icons); styles allow inline attributes and elements because Radix's
 * scroll lock and the layouts' custom properties (`style={{ '--bar-start': … }}`)
 * write them at run time, which cannot run script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Camera and position for photos and the daily weather; nothing else a site app needs. */
export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=()';

export const securityHeaderValues = (env: 'development' | 'test' | 'production'): Record<string, string> => ({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Only where the site is served over HTTPS; on http://localhost it would pin the name to HTTPS.
  ...(env === 'production' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
});

/**
 * Sets the headers above on every response, errors and the web app's files included. A route
 * that chose its own value keeps it: stored files answer a stricter CSP (http/fileResponse.ts).
 */
export const securityHeaders = (env: 'development' | 'test' | 'production'): MiddlewareHandler<AppEnv> => {
  const values = Object.entries(securityHeaderValues(env));
  return async (c, next) => {
    await next();
    for (const [name, value] of values) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
};
