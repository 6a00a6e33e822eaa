import {
  buildPath,
  type EndpointDef,
  encodeMultipart,
  encodeQuery,
  type TNestedErrors,
  ZValidationError,
} from '@genba/api-client';

/** One request on the wire: what the web app's client would send (or a deliberately bad one). */
export type WireRequest = {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
};

export type WireAnswer = { readonly status: number; readonly body: unknown; readonly text: string };

/**
 * Sends a request to the real server over HTTP, encoded exactly as
 * `createApiClient` encodes it (same path builder, query and multipart
 * encoders), but without the client's own validation, so an invalid request
 * reaches the server and the server's 422 is what gets checked.
 */
export const sendWire = async (
  baseUrl: string,
  entry: EndpointDef,
  request: WireRequest,
  headers: Record<string, string>,
): Promise<WireAnswer> => {
  const params = Object.fromEntries(
    [...entry.path.matchAll(/\{(\w+)\}/g)].map(([, key = '']) => [
      key,
      String((request.params as Record<string, unknown> | undefined)?.[key] ?? ''),
    ]),
  );
  // An empty placeholder would collapse the path; a bad value must still reach the route.
  const path = buildPath(
    entry.path,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === '' ? '_' : v])),
  );
  const url = `${baseUrl}${path}${encodeQuery(request.query)}`;
  const init: RequestInit = {
    method: entry.method,
    // The browser's Origin on the app's own page: state changes without it are refused (CSRF).
    headers: { accept: 'application/json', origin: baseUrl, ...headers, ...request.headers },
  };
  if (request.body !== undefined && entry.method !== 'GET') {
    if (entry.bodyType === 'multipart') init.body = encodeMultipart(request.body);
    else {
      init.body = JSON.stringify(request.body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
  }
  const response = await fetch(url, init);
  // File answers (downloads, photo files) parse as the Blob the client builds from them.
  if (entry.responseType === 'blob' && response.ok) {
    const blob = new Blob([await response.arrayBuffer()], {
      type: response.headers.get('content-type') ?? '',
    });
    return { status: response.status, body: blob, text: '' };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // left as text: a 'text' entry (chekUserPassword's "1") or an error page
  }
  return { status: response.status, body, text };
};

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** Every message at the leaves of a nested 422 `errors` object. */
export const leafMessages = (errors: TNestedErrors): string[] =>
  Object.values(errors).flatMap((value) => (Array.isArray(value) ? value : leafMessages(value)));

/**
 * What is wrong with a 422 body, or undefined when it has the catalogue's
 * shape (talk §8: nested detail errors), at least one message, and every
 * message in Japanese.
 */
export const validationFailureProblem = (body: unknown): string | undefined => {
  const parsed = ZValidationError.safeParse(body);
  if (!parsed.success) return `422 body is not { message, errors }: ${JSON.stringify(body)}`;
  const messages = leafMessages(parsed.data.errors);
  if (messages.length === 0) return '422 body has no field messages';
  const foreign = messages.filter((m) => !JAPANESE.test(m));
  if (foreign.length > 0) return `422 messages not in Japanese: ${foreign.join(' / ')}`;
  return undefined;
};
