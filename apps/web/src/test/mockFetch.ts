import { createHandlers } from '@genba/api-client/msw';
import { getResponse, type HttpHandler } from 'msw';

export type RecordedCall = {
  method: string;
  path: string;
  /** The query string, decoded (`?field_id=5&limit=60`). */
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/**
 * A fetch that answers from MSW handlers without a service worker: the
 * overrides first, then the catalogue's fixtures. Calls are recorded so tests
 * can check what was sent (operation headers, bodies).
 */
export const createMockFetch = (overrides: HttpHandler[] = []) => {
  const handlers = [...overrides, ...createHandlers()];
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      search: new URL(request.url).searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`Unhandled request ${request.method} ${request.url}`);
    return response;
  };
  return { fetch, calls };
};
