/**
 * Requests boot.ts sends before the app's client can (issue 7): the session check as the first-load
 * script runs (earlySessionCheck.ts) and, once it has let the member in, the page's first data call
 * (earlyPageRequest.ts). Each is the request the client itself will make, built with the client's
 * own `buildUrl` and `requestHeaders`; the client's fetch (`withEarlyRequests`, main.tsx) takes its
 * answer instead of sending it again. Taken once, and only by a request that matches it exactly
 * (URL, method GET, every header) and comes within its window: anything else goes to the network.
 */
type Early = {
  readonly url: string;
  readonly headers: string;
  readonly sentAt: number;
  readonly keepMs: number;
  readonly response: Promise<Response>;
};

let kept: Early[] = [];

const headerKey = (headers: HeadersInit | undefined) =>
  [...new Headers(headers)]
    .map(([name, value]) => `${name}:${value}`)
    .sort()
    .join('\n');

/** Sends a GET the client will make, and keeps its answer for `keepMs` for the client to take. */
export const sendEarly = (url: string, headers: Headers, keepMs: number): Promise<Response> => {
  const response = fetch(url, { method: 'GET', headers, credentials: 'include' });
  // A failure is the client's to report, when it takes this answer.
  response.catch(() => {});
  kept.push({ url, headers: headerKey(headers), sentAt: performance.now(), keepMs, response });
  return response;
};

/** Forgets every answer not taken yet (tests). */
export const forgetEarlyRequests = (): void => {
  kept = [];
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

/** A fetch that answers each early request's match from its answer, once; the rest goes to `next`. */
export const withEarlyRequests =
  (next: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch =>
  (input, init) => {
    if (kept.length === 0) return next(input, init);
    const now = performance.now();
    // An answer nobody took within its window is dropped (and with it its body).
    kept = kept.filter((early) => now - early.sentAt <= early.keepMs);
    if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET') return next(input, init);
    const headers = headerKey(init?.headers);
    const index = kept.findIndex((early) => early.url === input && early.headers === headers);
    const match = kept[index];
    if (!match) return next(input, init);
    kept = kept.filter((_, i) => i !== index);
    return abortable(match.response, init?.signal);
  };
