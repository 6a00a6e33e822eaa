import { AdapterError } from './errors.ts';

export type JsonRequest = {
  readonly service: string;
  readonly url: string | URL;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
  readonly timeoutMs: number;
  /** The message of the AdapterError raised when the service cannot be reached or answers non-2xx. */
  readonly failureMessage: string;
};

/**
 * One JSON call to a provider with a time limit. Every real adapter goes
 * through here, so a hanging provider never holds a request past its timeout
 * and every transport failure arrives as an AdapterError with a status
 * (the HTTP status, or 'TIMEOUT' / 'NETWORK_ERROR' when there is none).
 */
export const requestJson = async (request: JsonRequest): Promise<unknown> =>
  (await exchangeJson(request, [])).body;

/**
 * As requestJson, but the statuses in `answered` (e.g. 402 for a declined
 * card) are answers to read rather than failures: their status and body are
 * returned like a 2xx.
 */
export const exchangeJson = async (
  request: JsonRequest,
  answered: readonly number[],
): Promise<{ status: number; body: unknown }> => {
  const init: RequestInit = {
    method: request.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    signal: AbortSignal.timeout(request.timeoutMs),
  };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  let response: Response;
  try {
    response = await fetch(request.url, init);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new AdapterError(request.service, request.failureMessage, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
  }
  if (!response.ok && !answered.includes(response.status)) {
    throw new AdapterError(request.service, request.failureMessage, response.status);
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    // An answered refusal (402, 404) may come without a JSON body; a 2xx must have one.
    if (!response.ok) return { status: response.status, body: null };
    throw new AdapterError(request.service, request.failureMessage, 'INVALID_RESPONSE');
  }
};
