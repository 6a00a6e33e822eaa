import type { Endpoints, RequestOf } from '@genba/api-client';
import { FIRST_CALL_PATHS, type FirstCallName } from '@genba/api-client/catalogue/firstCallPaths';
import { buildUrl, requestHeaders } from '@genba/api-client/client';
import { decideRoute } from '../modules/session/utils/routeGuard.ts';
import {
  type InitData,
  memberOperationIds,
  routeSession,
  toSession,
} from '../modules/session/utils/sessionQuery.ts';
import { sendEarly } from './earlyRequests.ts';

/**
 * A page's first data call (pages.ts `firstRequest`), which boot.ts sends itself as soon as the
 * early session check has let the member in (issue 7 and 12): the client could send it only once
 * the router, the query client, the family and the prefetch's module had arrived and been evaluated,
 * behind the page's thirty to fifty chunks on the browser's six connections. `request` builds what
 * the page's own call sends (the page's query uses the same builder); the path is the catalogue's
 * (FIRST_CALL_PATHS), the URL and headers are built by the client's own functions with the operation
 * headers the root loader sets. The client takes the answer through `withEarlyRequests`: once, for
 * an exactly matching request, within KEEP_MS.
 */
export type FirstRequest = {
  [K in FirstCallName]: {
    readonly call: K;
    /** What the page's first call sends for the member's company on `url`. */
    readonly request: (at: { readonly companyId: number; readonly url: URL }) => RequestOf<Endpoints[K]>;
    /**
     * Given a successful answer's body as the server sent it (a copy; not parsed by the schema),
     * before the client has it: the album asks for its first thumbnails.
     */
    readonly onAnswer?: (body: unknown) => void;
  };
}[FirstCallName];

/** The answer waits this long for the page to take it: it covers the chunks' load only. */
const KEEP_MS = 5_000;

/** The fields of the raw init data read here (the client's schema parses the rest when it takes it). */
const isInitAnswer = (data: unknown): data is InitData => {
  if (typeof data !== 'object' || data === null || !('user' in data)) return false;
  const { user } = data;
  return (
    typeof user === 'object' &&
    user !== null &&
    'member_id' in user &&
    typeof user.member_id === 'number' &&
    'login_company_id' in user &&
    typeof user.login_company_id === 'number'
  );
};

/**
 * Once `sessionAnswer` (the early session check) lets the member into `url` as the root loader
 * would (routeSession, decideRoute), sends the page's first call; nothing otherwise (a visitor
 * sent to /login, a member sent to the terms or home). Settles once the call has left or will not.
 */
export const startEarlyPageRequest = (
  first: FirstRequest,
  url: URL,
  sessionAnswer: Promise<Response>,
  baseUrl = '',
): Promise<void> =>
  sessionAnswer
    .then(async (response) => {
      if (!response.ok) return;
      // A copy, made before the client can take the answer: it reads the body itself.
      const data: unknown = await response.clone().json();
      if (!isInitAnswer(data)) return;
      const session = routeSession(toSession({ ok: true, status: response.status, data }), url.pathname);
      if (session.status !== 'member' || decideRoute(url.pathname, session).kind !== 'allow') return;
      const ids = memberOperationIds(session.init, url);
      const { params, query } = first.request({ companyId: session.init.user.login_company_id, url });
      const path = FIRST_CALL_PATHS[first.call];
      const answer = sendEarly(
        buildUrl(baseUrl, path, params, query),
        requestHeaders('application/json', ids),
        KEEP_MS,
      );
      const { onAnswer } = first;
      if (onAnswer) {
        // The copy is made as the answer arrives, before the client can take it and read the body.
        answer
          .then((response) => (response.ok ? response.clone().json() : undefined))
          .then((body) => body !== undefined && onAnswer(body))
          .catch(() => {});
      }
    })
    // No early request then: the page's own call goes out as before.
    .catch(() => {});
