import { INIT_DATA_PATHS } from '@genba/api-client/catalogue/sessionPaths';
import { buildUrl, requestHeaders } from '@genba/api-client/client';
import { sendEarly } from '../../../app/earlyRequests.ts';
import { currentDevice, firstPathSegment, sessionCheckNeeded } from './sessionQuery.ts';

/**
 * The session check, sent by boot.ts as soon as the first-load script runs. Every signed-in screen
 * waits for its answer, and the client can send it only once the query client and the user family's
 * catalogue have arrived (and been evaluated): on a phone's first visit to /talk that put init_data
 * behind the page's thirty-odd chunks (issue 7). The request is the one the client's first
 * init_data call makes (the same URL and headers, built by the client's own functions); the client,
 * through `withEarlyRequests` (app/earlyRequests.ts), takes its answer instead of sending it again:
 * once, and only by a request that matches it exactly and comes within KEEP_MS.
 */
const KEEP_MS = 10_000;

/**
 * Sends the session check `pathname` needs, if it needs one (sessionCheckNeeded), as the client
 * would; its answer, for boot.ts's early page request (earlyPageRequest.ts), or undefined.
 */
export const startEarlySessionCheck = (pathname: string, baseUrl = ''): Promise<Response> | undefined => {
  if (!sessionCheckNeeded(pathname)) return undefined;
  const url =
    currentDevice() === 'pc'
      ? buildUrl(baseUrl, INIT_DATA_PATHS.pc, { firstPathSegment: firstPathSegment(pathname) }, undefined)
      : buildUrl(baseUrl, INIT_DATA_PATHS.sp, undefined, undefined);
  // Nobody is known yet: the operation headers are empty, as the client's first call sends them.
  return sendEarly(url, requestHeaders('application/json', {}), KEEP_MS);
};
