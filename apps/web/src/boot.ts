import { type EntryHint, lazyEndpoints } from '@genba/api-client/catalogue/lazyCatalogue';
import { isPublicRoute } from '@genba/validators/routes';
import { pageFor } from './app/pages.ts';
import { signedInHint } from './modules/session/utils/sessionQuery.ts';

/*
 * Runs first (index.html lists it before main.tsx, and Vite evaluates the two
 * in that order): before React and the router are evaluated, start fetching
 * the chunk of the page being opened, the catalogue entries its first screen
 * calls (the session check's, unless the screen is public and nobody is
 * signed in, and the page's own). The router and the client later get the
 * same modules from the cache. The font comes after the first screen (main.tsx).
 */
const { pathname } = window.location;
const page = pageFor(pathname);
const entries: EntryHint[] = [...(page?.entries ?? [])];
if (!isPublicRoute(pathname) || signedInHint.get()) entries.push(['init_data_pc', 'user']);
// A failed load is retried by the router or the client, which then report it.
const ignore = () => {};
page?.load().catch(ignore);
for (const [, family] of entries) lazyEndpoints.preloadFamily(family).catch(ignore);
