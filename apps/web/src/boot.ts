import { type EntryHint, lazyEndpoints } from '@genba/api-client/catalogue/lazyCatalogue';
import { startEarlyPageRequest } from './app/earlyPageRequest.ts';
import { loadAppQueryClient } from './app/lazyQueryClient.ts';
import { holdPageChunks, pageChunk } from './app/pageChunkGate.ts';
import { pageFor } from './app/pages.ts';
import { startEarlySessionCheck } from './modules/session/utils/earlySessionCheck.ts';
import { sessionCheckNeeded } from './modules/session/utils/sessionQuery.ts';

/*
 * Runs first (index.html lists it before main.tsx, and Vite evaluates the two
 * in that order): before React and the router are evaluated, start fetching
 * what the first screen waits for. The session check itself goes out at once
 * (earlySessionCheck.ts). Then what reading its answer needs: the user family
 * and the query client (requested after the page's thirty-odd chunks, they
 * queued behind them on the browser's six connections, and init_data went out
 * as the 47th request on /talk). Then the families of the page's first calls
 * and the module of its prefetch (the first query, sent once the session check
 * has answered), then the page's chunk. The router and the client later get
 * the same modules from the cache. The font comes after the first screen
 * (main.tsx). Exported for its test.
 */
export const startFirstLoad = (pathname: string): void => {
  const page = pageFor(pathname);
  const checksSession = sessionCheckNeeded(pathname);
  const entries: EntryHint[] = checksSession ? [['init_data_pc', 'user']] : [];
  entries.push(...(page?.entries ?? []));
  // A failed load is retried by the router or the client, which then report it.
  const ignore = () => {};
  const families = new Set(entries.map(([, family]) => family));
  const [first, ...others] = families;
  if (first) lazyEndpoints.preloadFamily(first).catch(ignore);
  // The session check runs through the query client, as do pages with `query`.
  if (checksSession || page?.query) loadAppQueryClient().catch(ignore);
  for (const family of others) lazyEndpoints.preloadFamily(family).catch(ignore);
  page?.prefetchModule?.().catch(ignore);
  if (page) pageChunk(page.load).catch(ignore);
};

const sessionAnswer = startEarlySessionCheck(window.location.pathname);
const firstRequest = pageFor(window.location.pathname)?.firstRequest;
// Once the session check has let the member in, the page's first data call (earlyPageRequest.ts).
// The page's chunk leaves after it (pageChunkGate.ts).
if (sessionAnswer && firstRequest) {
  holdPageChunks(startEarlyPageRequest(firstRequest, new URL(window.location.href), sessionAnswer));
}
startFirstLoad(window.location.pathname);
