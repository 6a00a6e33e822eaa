// Only what the first paint needs blocks it: tokens and document defaults (with the
// metric-matched fallback font). The bundled font's stylesheet follows the first screen, below.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebApi } from './app/api.ts';
import { loadAppQueryClient } from './app/lazyQueryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { installErrorReporter } from './modules/monitoring/utils/installErrorReporter.ts';
import { withErrorReporting } from './modules/monitoring/utils/monitorApiClient.ts';
import { createErrorReporter } from './modules/monitoring/utils/reporter.ts';
import { followRouteField } from './modules/session/utils/followRouteField.ts';

const unmonitored = createWebApi();
// Reports go out through the unmonitored client, so a failed report is never reported in turn.
const reporter = createErrorReporter({ client: unmonitored.client });
const api = withErrorReporting(unmonitored, reporter);
const queryClient = loadAppQueryClient;
const router = createAppRouter({ api, queryClient });
installErrorReporter(reporter, { target: window, router });
followRouteField(router, api.operation);

// Noto Sans JP (124 @font-face rules, a few hundred KB of glyph subsets on a text-heavy screen) is
// fetched once the first screen is rendered, so it does not compete with the page's code and data
// for bandwidth; text already painted in the metric-matched fallback swaps without moving.
let fontRequested = false;
const loadFontOnceShown = (state: typeof router.state) => {
  if (fontRequested || !state.initialized || state.navigation.state !== 'idle') return;
  fontRequested = true;
  requestAnimationFrame(() => void import('@genba/ui/fonts.css'));
};
const stopWaiting = router.subscribe((state) => {
  loadFontOnceShown(state);
  if (fontRequested) stopWaiting();
});
loadFontOnceShown(router.state);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
