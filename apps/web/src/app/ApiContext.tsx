import { createContext, type ReactNode, use } from 'react';
import type { WebApi } from './api.ts';

const ApiContext = createContext<WebApi | null>(null);

export const ApiProvider = ({ api, children }: { api: WebApi; children: ReactNode }) => (
  <ApiContext value={api}>{children}</ApiContext>
);

/** The app's API client; pages and hooks call `useApi().client.call(...)`. */
export const useApi = (): WebApi => {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
};
