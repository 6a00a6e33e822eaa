import '@genba/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebApi } from './app/api.ts';
import { createAppQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { installErrorReporter } from './modules/monitoring/utils/installErrorReporter.ts';
import { withErrorReporting } from './modules/monitoring/utils/monitorApiClient.ts';
import { createErrorReporter } from './modules/monitoring/utils/reporter.ts';
import { followRouteField } from './modules/session/utils/followRouteField.ts';

const unmonitored = createWebApi();
// Reports go out through the unmonitored client, so a failed report is never reported in turn.
const reporter = createErrorReporter({ client: unmonitored.client });
const api = withErrorReporting(unmonitored, reporter);
const queryClient = createAppQueryClient();
const router = createAppRouter({ api, queryClient });
installErrorReporter(reporter, { target: window, router });
followRouteField(router, api.operation);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
