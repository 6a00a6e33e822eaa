import { INIT_DATA_PATHS } from '@genba/api-client/catalogue/sessionPaths';
import { buildUrl, requestHeaders } from '@genba/api-client/client';
import { currentDevice, firstPathSegment, sessionCheckNeeded } from './sessionQuery.ts';

/**
 * The session check, sent by boot.ts as soon as the first-load script runs. Every signed-in screen
 * waits for its answer, and the client can send it only once the query client and the user family's
 * catalogue have arrived (and been evaluated): on a phone's first visit to /talk that put init_data
 * behind the page's thirty-odd chunks (issue 7). The request is the one the client's first
 * init_data call makes (the same URL and headers, built by the client's own functions); the client,
 * through `withEarlySessionCheck`, takes its answer instead of sending it again. Taken once, and only
 * by a request that matches it exactly and comes within KEEP_MS: anything else goes to the network.
 */
const KEEP_MS = 10_000;

type Early = { url: string; headers: string; sentAt: number; response: Promise<Response> };
let early: Early | undefined;

const headerKey = (headers: HeadersInit | undefined) =>
  [...new Headers(headers)]
    .map(([name, value]) => `${name}:${value}`)
    .sort()
    .join('\n');

/** Sends the session check `pathname` needs, if it needs one (sessionCheckNeeded), as the client would. */
export const startEarlySessionCheck = (pathname: string, baseUrl = ''): void => {
  if (!sessionCheckNeeded(pathname)) return;
  const url =
    currentDevice() === 'pc'
      ? buildUrl(baseUrl, INIT_DATA_PATHS.pc, { firstPathSegment: firstPathSegment(pathname) }, undefined)
      : buildUrl(baseUrl, INIT_DATA_PATHS.sp, undefined, undefined);
  // Nobody is known yet: the operation headers are empty, as the client's first call sends them.
  const headers = requestHeaders('application/json', {});
  const response = fetch(url, { method: 'GET', headers, credentials: 'include' });
  // A failure is the client's to report, when it takes this answer.
  response.catch(() => {});
  early = { url, headers: headerKey(headers), sentAt: performance.now(), response };
};

/** The answer, or the request's abort (the client's time-out or a cancel), whichever comes first. */
const abortable = (response: Promise<Response>, signal: AbortSignal | null | undefined) => {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};

/** A fetch that answers the early session check's request from its answer, once; the rest goes to `next`. */
export const withEarlySessionCheck =
  (next: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch =>
  (input, init) => {
    const sent = early;
    if (
      sent &&
      typeof input === 'string' &&
      input === sent.url &&
      (init?.method ?? 'GET') === 'GET' &&
      headerKey(init?.headers) === sent.headers
    ) {
      early = undefined;
      if (performance.now() - sent.sentAt <= KEEP_MS) return abortable(sent.response, init?.signal);
    }
    return next(input, init);
  };
