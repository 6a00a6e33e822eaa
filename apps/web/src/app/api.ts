import type { ApiClient, Endpoints, XhrLike } from '@genba/api-client';
import { createApiClient } from '@genba/api-client/client';
import { createOperationContext, type OperationContext } from '../modules/session/state/operationContext.ts';
import { createSessionExpiryStore, type SessionExpiryStore } from '../modules/session/state/sessionExpiry.ts';

/**
 * The app's one API client and the two pieces of state it shares with the UI:
 * the operation ids it sends as headers, and the 419 flag it raises.
 */
export type WebApi = {
  readonly client: ApiClient<Endpoints>;
  readonly operation: OperationContext;
  readonly expiry: SessionExpiryStore;
};

/** `fetch` and `createXhr` (uploads with progress) are for tests and stories that answer calls without a network. */
export const createWebApi = ({
  baseUrl = '',
  fetch,
  createXhr,
}: {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  createXhr?: () => XhrLike;
} = {}): WebApi => {
  const operation = createOperationContext();
  const expiry = createSessionExpiryStore();
  const client = createApiClient({
    baseUrl,
    context: () => operation.get(),
    onSessionExpired: () => expiry.markExpired(),
    ...(fetch ? { fetch } : {}),
    ...(createXhr ? { createXhr } : {}),
  });
  return { client, operation, expiry };
};
