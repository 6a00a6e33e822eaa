import { type EntryHint, lazyEndpoints } from '@genba/api-client/catalogue/lazyCatalogue';
import { isPublicRoute } from '@genba/validators/routes';
import { loadAppQueryClient } from './app/lazyQueryClient.ts';
import { pageFor } from './app/pages.ts';
import { signedInHint } from './modules/session/utils/sessionQuery.ts';

/*
 * Runs first (index.html lists it before main.tsx, and Vite evaluates the two
 * in that order): before React and the router are evaluated, start fetching
 * the chunk of the page being opened, the catalogue entries its first screen
 * calls (the session check's, unless the screen is public and nobody is
 * signed in, and the page's own), and the query client when the session check
 * or the page uses it. The router and the client later get the same modules
 * from the cache. The font comes after the first screen (main.tsx). Exported for its test.
 */
export const startFirstLoad = (pathname: string): void => {
  const page = pageFor(pathname);
  const entries: EntryHint[] = [...(page?.entries ?? [])];
  const checksSession = !isPublicRoute(pathname) || signedInHint.get();
  if (checksSession) entries.push(['init_data_pc', 'user']);
  // A failed load is retried by the router or the client, which then report it.
  const ignore = () => {};
  page?.load().catch(ignore);
  // The session check runs through the query client: fetched beside the page's chunk, not once
  // main.tsx has been evaluated and the router has started its loader (on /talk the client then
  // arrived last, after the page and the catalogue, and the init data waited for it).
  if (checksSession || page?.query) loadAppQueryClient().catch(ignore);
  for (const [, family] of entries) lazyEndpoints.preloadFamily(family).catch(ignore);
};

startFirstLoad(window.location.pathname);
