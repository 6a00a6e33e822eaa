import {
  type ApiClient,
  type ApiFailure,
  type Endpoints,
  isApiError,
  type TReportClientErrorRequest,
} from '@genba/api-client';
import {
  appendStep,
  CLIENT_VERSION_LABEL,
  clipText,
  decideReport,
  MONITORING_LIMITS,
  MONITORING_RULES,
  type MonitoringRules,
  redactPagePath,
} from '@genba/validators';
import { listenForErrors } from './listenForErrors.ts';

export type ClientErrorKind = TReportClientErrorRequest['kind'];
type Step = TReportClientErrorRequest['steps'][number];

export type ErrorReporter = {
  /** An error in the page (uncaught, unhandled rejection, or caught by an error boundary). */
  capture(kind: ClientErrorKind, error: unknown, details?: { status?: number }): void;
  /** A call that failed, as the API client normalised it. */
  captureApiFailure(name: string, failure: ApiFailure): void;
  /** One entry of talk §9's step log (what the user did), kept to the last 30. */
  step(message: string): void;
  /** Listens for uncaught errors and unhandled rejections on `target` (window); returns the way to stop. */
  listen(target: EventTarget): () => void;
  /** Resolves when every report already started has been answered (tests). */
  flush(): Promise<void>;
};

export type ErrorReporterOptions = {
  /** The client without error reporting, so a failed report is never reported again. */
  readonly client: Pick<ApiClient<Endpoints>, 'call'>;
  readonly rules?: MonitoringRules;
  readonly random?: () => number;
  readonly now?: () => Date;
  /** The current page's path; `location.pathname` by default. */
  readonly page?: () => string;
  /** The same error on the same page is sent once in this window (a render loop must not flood). */
  readonly repeatWindowMs?: number;
};

type Described = { message: string; name?: string; stack?: string; status?: number };

const describe = (error: unknown): Described => {
  if (error instanceof Error) {
    return {
      message: error.message || error.name,
      name: error.name,
      ...(error.stack ? { stack: error.stack } : {}),
      ...(isApiError(error) ? { status: error.status } : {}),
    };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
};

/**
 * The browser side of error monitoring (talk §8, §9): applies the rules of
 * @genba/validators/monitoring, then posts what they keep to our server with
 * reportClientError. It never throws and never reports its own failures.
 */
export const createErrorReporter = (options: ErrorReporterOptions): ErrorReporter => {
  const rules = options.rules ?? MONITORING_RULES;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const page = options.page ?? (() => window.location.pathname);
  const repeatWindowMs = options.repeatWindowMs ?? 60_000;
  let steps: Step[] = [];
  const lastSent = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();

  const send = (
    kind: ClientErrorKind,
    described: Described,
    extra: Pick<TReportClientErrorRequest, 'status' | 'api'> = {},
  ) => {
    try {
      const status = extra.status ?? described.status;
      const message = clipText(described.message.trim() || 'Unknown error', MONITORING_LIMITS.message);
      if (!decideReport({ message, status, reason: extra.api?.reason }, rules, random).report) return;
      const path = redactPagePath(page());
      const at = now();
      const key = `${kind}|${message}|${path}`;
      const previous = lastSent.get(key);
      if (previous !== undefined && at.getTime() - previous < repeatWindowMs) return;
      if (lastSent.size > 100) lastSent.clear();
      lastSent.set(key, at.getTime());
      const body: TReportClientErrorRequest = {
        kind,
        message,
        ...(described.name ? { name: clipText(described.name, MONITORING_LIMITS.name) } : {}),
        ...(described.stack ? { stack: clipText(described.stack, MONITORING_LIMITS.stack) } : {}),
        page: path,
        ...(status === undefined ? {} : { status }),
        ...(extra.api ? { api: extra.api } : {}),
        release: CLIENT_VERSION_LABEL,
        occurredAt: at.toISOString(),
        steps,
      };
      const request = options.client.call('reportClientError', { body }).catch(() => undefined);
      pending.add(request);
      void request.finally(() => pending.delete(request));
    } catch {
      // Monitoring must never break the page it watches.
    }
  };

  return {
    capture: (kind, error, details = {}) => send(kind, describe(error), details),
    captureApiFailure: (name, failure) =>
      send(
        'api',
        {
          message: `${name}: ${failure.reason} ${failure.status} ${failure.messages.join(' ')}`,
          name: 'ApiFailure',
        },
        {
          status: failure.status,
          api: { name: clipText(name, MONITORING_LIMITS.apiName), reason: failure.reason },
        },
      ),
    step: (message) => {
      steps = appendStep(steps, {
        at: now().toISOString(),
        message: clipText(message, MONITORING_LIMITS.stepMessage),
      });
    },
    listen: (target) => listenForErrors(target, (kind, error) => send(kind, describe(error))),
    flush: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};
