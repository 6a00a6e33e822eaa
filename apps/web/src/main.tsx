// Only what the first paint needs blocks it: tokens and document defaults (with the
// metric-matched fallback font). The bundled font's stylesheet comes last, below.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import './app/bootSplash.css';
import { lazyEndpoints } from '@genba/api-client/catalogue/lazyCatalogue';
import { PC_LAYOUT_QUERY } from '@genba/ui/app-layout';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebApi } from './app/api.ts';
import { withEarlyRequests } from './app/earlyRequests.ts';
import { createdAppQueryClient, loadAppQueryClient } from './app/lazyQueryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { createDeferredReporter } from './modules/monitoring/utils/deferredReporter.ts';
import { installErrorReporter } from './modules/monitoring/utils/installErrorReporter.ts';
import { withErrorReporting } from './modules/monitoring/utils/monitorApiClient.ts';
import { followRouteField } from './modules/session/utils/followRouteField.ts';

// The session check and the page's first data call that boot.ts sent are answered to the client's
// identical calls (app/earlyRequests.ts).
const unmonitored = createWebApi({ fetch: withEarlyRequests() });
// The reporter's rules and sender load after the first screen (or at the first error), outside
// /login's budgeted first load; what happens before waits in a queue with its time and page.
// Reports go out through the unmonitored client, so a failed report is never reported in turn.
const reporter = createDeferredReporter(({ now, page }) =>
  import('./modules/monitoring/utils/reporter.ts').then(({ createErrorReporter }) =>
    createErrorReporter({ client: unmonitored.client, now, page }),
  ),
);
const api = withErrorReporting(unmonitored, reporter);
const queryClient = loadAppQueryClient;
const router = createAppRouter({ api, queryClient });
installErrorReporter(reporter, { target: window, router });
followRouteField(router, api.operation);
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
whenIdle(() => void reporter.start());
// The catalogue's table of names is not in the first load; fetched once idle, it keeps the first call of a
// family the page did not declare (a form's submit) to one request, as before (ADR 007).
whenIdle(() => void lazyEndpoints.preloadTable().catch(() => {}));

// The bundled font comes last, and not at all on phones: see webFont.ts for why. The
// scheduler itself is fetched lazily, keeping it out of /login's budgeted first load.
void import('./app/webFont.ts').then(({ scheduleAppWebFont }) =>
  scheduleAppWebFont(router, createdAppQueryClient, PC_LAYOUT_QUERY),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
