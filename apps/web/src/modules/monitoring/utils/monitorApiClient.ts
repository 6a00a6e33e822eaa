import type { ApiClient, ApiResult, Catalogue } from '@genba/api-client';
import type { ErrorReporter } from './reporter.ts';

/**
 * The same client, reporting every failed call to the error reporter (whose
 * rules drop the expected ones: 401, 403, 404, 419, 422, 429, cancelled). The
 * reporter itself sends through the unwrapped client, so a failing report is
 * not reported.
 */
export const monitorApiClient = <C extends Catalogue>(
  client: ApiClient<C>,
  reporter: Pick<ErrorReporter, 'captureApiFailure'>,
): ApiClient<C> => {
  const call = client.call as (name: string, ...args: unknown[]) => Promise<ApiResult<unknown>>;
  return {
    ...client,
    call: (async (name: string, ...args: unknown[]) => {
      const result = await call(name, ...args);
      if (!result.ok) reporter.captureApiFailure(name, result);
      return result;
    }) as ApiClient<C>['call'],
  };
};

/** An app's API bundle (`{ client, … }`) with its client monitored. */
export const withErrorReporting = <T extends { readonly client: ApiClient<C> }, C extends Catalogue>(
  api: T,
  reporter: Pick<ErrorReporter, 'captureApiFailure'>,
): T => ({ ...api, client: monitorApiClient(api.client, reporter) });
