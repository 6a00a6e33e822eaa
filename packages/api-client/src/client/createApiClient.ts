import type { z } from 'zod';
import type { EndpointDef } from '../catalogue/define.ts';
import type { Endpoints } from '../catalogue/index.ts';
import { isLazyCatalogue, lazyEndpoints } from '../catalogue/lazyCatalogue.ts';
import { buildUrl, encodeMultipart, issuesToErrors } from './encode.ts';
import { type ApiResult, CLIENT_MESSAGES, failure } from './result.ts';
import type {
  ApiClient,
  ApiClientOptions,
  CallOptions,
  Catalogue,
  LazyCatalogue,
  OperationContext,
} from './types.ts';

type AbortCause = 'canceled' | 'timeout';

type CallRequest = { params?: unknown; query?: unknown; body?: unknown };

const HEADER_OF: Record<keyof OperationContext, string> = {
  memberId: 'X-Operation-Member',
  companyId: 'X-Operation-Company',
  fieldId: 'X-Operation-Field',
};

/**
 * The headers of a call: what it accepts and the three operation headers, which every call carries
 * (core §7); empty means "none yet" (before login, outside a site). Exported with buildUrl for a
 * request an app sends before its client can (apps/web's early session check), which must be the
 * client's own to the byte.
 */
export const requestHeaders = (accept: string, context: Partial<OperationContext>): Headers => {
  const headers = new Headers({ Accept: accept });
  for (const key of Object.keys(HEADER_OF) as (keyof OperationContext)[]) {
    const value = context[key];
    headers.set(HEADER_OF[key], value === undefined || value === null ? '' : String(value));
  }
  return headers;
};

export { buildUrl };

/** Field errors are named by the field alone, whichever part holds it, as the server's 422 names them. */
const validate = (schema: z.ZodType | undefined, value: unknown) => {
  if (!schema) return { ok: true as const, value };
  let parsed = schema.safeParse(value);
  // A left-out part whose fields are all optional is an empty object (its defaults apply).
  if (!parsed.success && value === undefined) {
    const empty = schema.safeParse({});
    if (empty.success) parsed = empty;
  }
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, ...issuesToErrors(parsed.error.issues) };
};

/** Reads the body as text first, so an empty body (204) or a non-JSON error page does not throw. */
const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const readBody = (response: Response, entry: EndpointDef): Promise<unknown> => {
  if (entry.responseType === 'blob') return response.blob();
  if (entry.responseType === 'text') return response.text();
  return readJson(response);
};

/**
 * The typed client over the catalogue. Every call sends the operation
 * headers and the session cookie, validates the request with the entry's
 * schemas, applies its time-out, honours `cancelPrevious`, parses the
 * response with the entry's response schema and never throws: it returns an
 * ApiResult whose failures are normalised as talk §8 describes.
 */
export const createApiClient = <C extends Catalogue = Endpoints>(
  options: ApiClientOptions<C>,
): ApiClient<C> => {
  // The default is the lazy catalogue, so a bundle that creates a client does not carry every schema.
  const source = options.endpoints ?? (lazyEndpoints as unknown as LazyCatalogue<C>);
  const entryOf = async (name: string): Promise<EndpointDef | undefined> =>
    isLazyCatalogue(source) ? source.load(name) : source[name];
  /** Calls still running, per entry: for cancelPrevious and cancel(name). */
  const inFlight = new Map<string, Set<AbortController>>();
  let sessionExpiryReported = false;

  const headersFor = (entry: EndpointDef): Headers =>
    requestHeaders(entry.responseType === 'blob' ? '*/*' : 'application/json', options.context?.() ?? {});

  const send = async (
    name: string,
    request: CallRequest = {},
    callOptions: CallOptions = {},
  ): Promise<ApiResult<unknown>> => {
    const entry = await entryOf(name);
    if (!entry) throw new Error(`Unknown endpoint "${name}"`);

    const params = validate(entry.params, request.params);
    const query = validate(entry.query, request.query);
    const body = validate(entry.body, request.body);
    for (const part of [params, query, body]) {
      // The server validates with the same schemas and would answer 422.
      if (!part.ok) return failure('InvalidRequest', 422, part.messages, part.fieldErrors);
    }

    let url: string;
    try {
      url = buildUrl(options.baseUrl, entry.path, params.value, query.value);
    } catch (error) {
      // A placeholder the params schema does not cover: a catalogue mistake, reported rather than thrown.
      const detail = error instanceof Error ? error.message : String(error);
      return failure('InvalidRequest', 422, [CLIENT_MESSAGES.invalidRequest], {}, { message: detail });
    }

    const headers = headersFor(entry);
    let payload: BodyInit | undefined;
    if (entry.body && body.value !== undefined) {
      if (entry.bodyType === 'multipart') payload = encodeMultipart(body.value);
      else {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body.value);
      }
    }

    const controller = new AbortController();
    let cause: AbortCause | undefined;
    const abort = (why: AbortCause) => {
      if (cause) return;
      cause = why;
      controller.abort();
    };
    const running = inFlight.get(name) ?? new Set<AbortController>();
    if (entry.cancelPrevious) for (const earlier of running) earlier.abort();
    running.add(controller);
    inFlight.set(name, running);
    controller.signal.addEventListener('abort', () => abort('canceled'));
    const onUserAbort = () => abort('canceled');
    if (callOptions.signal?.aborted) abort('canceled');
    callOptions.signal?.addEventListener('abort', onUserAbort);
    const timer = setTimeout(() => abort('timeout'), entry.timeout);

    const aborted = (): ApiResult<never> =>
      cause === 'timeout'
        ? failure('Timeout', 0, [CLIENT_MESSAGES.timeout])
        : failure('Canceled', 0, [CLIENT_MESSAGES.canceled]);

    try {
      // Cancelled while its catalogue family was loading: no request goes out at all.
      if (cause) return aborted();
      // Loaded at the first upload with progress: the transport stays out of a page's first load.
      const doFetch =
        callOptions.onUploadProgress && payload !== undefined
          ? (await import('./xhrFetch.ts')).createXhrFetch(callOptions.onUploadProgress, options.createXhr)
          : (options.fetch ?? globalThis.fetch);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: entry.method,
          headers,
          body: payload,
          credentials: 'include',
          signal: controller.signal,
        });
      } catch {
        return cause ? aborted() : failure('Network Interruption', 0, [CLIENT_MESSAGES.network]);
      }

      let raw: unknown;
      try {
        raw = response.ok ? await readBody(response, entry) : await readJson(response);
      } catch {
        // The status arrived but the body did not: a broken download.
        return cause
          ? aborted()
          : failure('Network Interruption', response.status, [CLIENT_MESSAGES.network]);
      }

      if (!response.ok) {
        if (response.status === 419 && !sessionExpiryReported) {
          sessionExpiryReported = true;
          options.onSessionExpired?.();
        }
        // Loaded at the first failure: the error schemas (and zod with them) stay out of a page's first load.
        const { normaliseHttpError } = await import('./normalise.ts');
        return normaliseHttpError(response.status, raw);
      }

      // A fresh session after a new login: a later 419 is reported again.
      sessionExpiryReported = false;
      const parsed = entry.response.safeParse(raw);
      if (!parsed.success) {
        return failure('InvalidResponse', response.status, [CLIENT_MESSAGES.invalidResponse], {}, raw);
      }
      return { ok: true, status: response.status, data: parsed.data };
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onUserAbort);
      running.delete(controller);
      if (running.size === 0 && inFlight.get(name) === running) inFlight.delete(name);
    }
  };

  const entry = async (name: string) => {
    const found = await entryOf(name);
    if (!found) throw new Error(`Unknown endpoint "${name}"`);
    return found;
  };

  return {
    entry: entry as ApiClient<C>['entry'],
    preload: async (...names) => {
      await Promise.all(names.map(entryOf));
    },
    call: ((name: string, request?: CallRequest, callOptions?: CallOptions) =>
      send(name, request, callOptions)) as ApiClient<C>['call'],
    cancel: (name) => {
      for (const controller of inFlight.get(name) ?? []) controller.abort();
    },
  };
};
