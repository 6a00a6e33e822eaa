import '@genba/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebApi } from './app/api.ts';
import { createAppQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { followRouteField } from './modules/session/utils/followRouteField.ts';

const api = createWebApi();
const queryClient = createAppQueryClient();
const router = createAppRouter({ api, queryClient });
followRouteField(router, api.operation);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
