import { listenForErrors } from './listenForErrors.ts';
import type { ErrorReporter } from './reporter.ts';

/** What the reporter reads at the moment of an event; recorded so a queued event is sent as it happened. */
export type ReporterClock = { now: () => Date; page: () => string };

export type DeferredReporter = ErrorReporter & {
  /** Loads the real reporter (once) and sends what waited for it. */
  start: () => Promise<void>;
};

/** Events kept while the reporter loads; more than this in the first seconds is a loop, not news. */
export const MAX_PENDING_EVENTS = 50;

type Pending = { run: (reporter: ErrorReporter) => void; at: Date; page: string };

/**
 * An ErrorReporter that main.tsx can install at once while the real one (its
 * rules, the catalogue call, the step log) loads after the first screen, to
 * keep it out of /login's budgeted first load (ADR 007). Everything that
 * happens before is queued with its time and page and replayed in order; an
 * error starts the load at once rather than waiting for idle. A failed load
 * drops the queue (monitoring never breaks the page) and the next error retries.
 */
export const createDeferredReporter = (
  load: (clock: ReporterClock) => Promise<ErrorReporter>,
  options: { now?: () => Date; page?: () => string } = {},
): DeferredReporter => {
  const now = options.now ?? (() => new Date());
  const page = options.page ?? (() => window.location.pathname);
  let replaying: Pending | undefined;
  const clock: ReporterClock = {
    now: () => replaying?.at ?? now(),
    page: () => replaying?.page ?? page(),
  };
  let real: ErrorReporter | undefined;
  let pending: Pending[] = [];
  let loading: Promise<void> | undefined;

  const start = (): Promise<void> => {
    loading ??= load(clock).then(
      (reporter) => {
        real = reporter;
        const queued = pending;
        pending = [];
        for (const event of queued) {
          replaying = event;
          try {
            event.run(reporter);
          } finally {
            replaying = undefined;
          }
        }
      },
      () => {
        pending = [];
        loading = undefined;
      },
    );
    return loading;
  };

  const enqueue = (run: Pending['run'], urgent: boolean) => {
    if (real) return run(real);
    try {
      if (pending.length < MAX_PENDING_EVENTS) pending.push({ run, at: now(), page: page() });
      if (urgent) void start();
    } catch {
      // Monitoring must never break the page it watches.
    }
  };

  const reporter: DeferredReporter = {
    capture: (kind, error, details) => enqueue((r) => r.capture(kind, error, details), true),
    captureApiFailure: (name, failure) => enqueue((r) => r.captureApiFailure(name, failure), true),
    step: (message) => enqueue((r) => r.step(message), false),
    // The same events the real reporter listens for, turned into captures so they can wait in the queue.
    listen: (target) => listenForErrors(target, (kind, error) => reporter.capture(kind, error)),
    flush: async () => {
      if (loading) await loading;
      await real?.flush();
    },
    start,
  };
  return reporter;
};
