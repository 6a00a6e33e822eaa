import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/**
 * Sizes the server accepts before doing any work. JSON bodies are small
 * forms; a route that takes uploads declares its own body limit on its
 * implement() call (maxBodyBytes).
 */
export const REQUEST_LIMITS = {
  /** Every body unless its route declares otherwise. */
  bodyBytes: 64 * 1024,
  /** Path and query string together. */
  urlBytes: 8 * 1024,
  /** Names and values of every header together (the session cookie and the X-Operation-* ids fit many times). */
  headerBytes: 16 * 1024,
} as const;

export const LIMIT_MESSAGES = {
  body: 'リクエストの内容が大きすぎます。',
  url: 'リクエストのURLが長すぎます。',
  headers: 'リクエストのヘッダーが大きすぎます。',
} as const;

export const bodyTooLarge = (): HttpError => new HttpError(413, { message: LIMIT_MESSAGES.body });

/** What the limiter needs to know of a mounted route: which requests it answers and its body limit. */
export type LimitedRoute = { method: string; path: string; maxBodyBytes?: number };

type CompiledRoute = { method: string; pattern: RegExp; maxBodyBytes: number };

const compile = (route: LimitedRoute): CompiledRoute => ({
  method: route.method,
  // `{id}` matches one path segment, as Hono's `:id` does.
  pattern: new RegExp(
    `^${route.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}/?$`,
  ),
  maxBodyBytes: route.maxBodyBytes ?? REQUEST_LIMITS.bodyBytes,
});

const headerBytes = (headers: Headers): number => {
  let total = 0;
  for (const [name, value] of headers) total += name.length + value.length + 4;
  return total;
};

/**
 * Passes the body through while counting it, and fails the read (413) once
 * it passes the limit: nothing is buffered here, so a route that streams an
 * upload to storage never holds more than a chunk.
 */
const countedBody = (body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> => {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(bodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
};

/** The body limit that applies to a request: its route's, or the default. */
export const bodyLimitFor = (routes: readonly LimitedRoute[]) => {
  const compiled = routes.map(compile);
  return (method: string, pathname: string): number =>
    compiled.find((r) => r.method === method && r.pattern.test(pathname))?.maxBodyBytes ??
    REQUEST_LIMITS.bodyBytes;
};

/**
 * URL, header and body limits on every request, before the session or the
 * database is touched. A declared Content-Length over the limit is refused at
 * once, without reading the body; a body without one (chunked) is counted as
 * it is read and refused when it passes the limit.
 */
export const limitRequests = (routes: readonly LimitedRoute[]): MiddlewareHandler<AppEnv> => {
  const limitOf = bodyLimitFor(routes);
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    if (url.length - Math.max(pathStart, 0) > REQUEST_LIMITS.urlBytes) {
      throw new HttpError(414, { message: LIMIT_MESSAGES.url });
    }
    if (headerBytes(c.req.raw.headers) > REQUEST_LIMITS.headerBytes) {
      throw new HttpError(431, { message: LIMIT_MESSAGES.headers });
    }
    // GET and HEAD never carry a body (the Request a server builds for them has none), and asking for it
    // makes @hono/node-server build a whole fetch Request behind its light one: 8 % of a cached list's
    // CPU in bench:api's profile.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const max = limitOf(c.req.method, c.req.path);
      const declared = c.req.header('content-length');
      if (declared !== undefined) {
        if (!/^\d+$/.test(declared.trim())) {
          throw new HttpError(400, { message: 'リクエストの形式が正しくありません。' });
        }
        if (Number(declared) > max) throw bodyTooLarge();
        // Node's parser delivers no more than the declared length (and refuses a request that also
        // says chunked), so the body needs no counting. Leaving it alone keeps @hono/node-server's
        // direct read (text(), json() from the socket): wrapping it built two fetch Requests and a
        // TransformStream for every POST, 12 % of a send's CPU in bench:talk's profile.
      } else {
        const body = c.req.raw.body;
        if (body)
          c.req.raw = new Request(c.req.raw, { body: countedBody(body, max), duplex: 'half' } as RequestInit);
      }
    }
    await next();
  };
};
