// Only what the first paint needs blocks it: tokens and document defaults (with the
// metric-matched fallback font). boot.ts, which runs first, fetches the bundled font's stylesheet lazily.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebApi } from './app/api.ts';
import { loadAppQueryClient } from './app/lazyQueryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { followRouteField } from './modules/session/utils/followRouteField.ts';

const api = createWebApi();
const queryClient = loadAppQueryClient;
const router = createAppRouter({ api, queryClient });
followRouteField(router, api.operation);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
