import {
  CLIENT_VERSION_LABEL,
  clipText,
  decideReport,
  MONITORING_LIMITS,
  type MonitoringEventKind,
  redactPagePath,
} from '@genba/validators';
import { AdapterError } from '../../adapters/index.ts';
import { type MonitoringEvent, newEventId } from '../../adapters/monitoring/types.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';

/**
 * Hands one event to the monitoring adapter if the rules of talk §8/§9 keep
 * it; answers its id, or null when the rules dropped it. A failing adapter is
 * logged and rethrown for the caller to decide (the report route answers 502,
 * the 500 path only logs).
 */
export const captureEvent = async (
  deps: AppDeps,
  event: Omit<MonitoringEvent, 'eventId' | 'receivedAt'>,
): Promise<string | null> => {
  const decision = decideReport({ message: event.message, status: event.status, reason: event.api?.reason });
  if (!decision.report) return null;
  const full: MonitoringEvent = { ...event, eventId: newEventId(), receivedAt: deps.now().toISOString() };
  await deps.adapters.monitoring.capture(full);
  return full.eventId;
};

const describeError = (error: unknown): { name?: string; message: string; stack?: string } => {
  if (error instanceof Error) {
    return {
      name: clipText(error.name, MONITORING_LIMITS.name),
      message: clipText(error.message || error.name, MONITORING_LIMITS.message),
      ...(error.stack ? { stack: clipText(error.stack, MONITORING_LIMITS.stack) } : {}),
    };
  }
  return { message: clipText(String(error), MONITORING_LIMITS.message) };
};

const SERVER_KIND: MonitoringEventKind = 'server';

/**
 * The server's own 500s go through the same adapter as the browser's
 * reports. Fire and forget: the error answer must not wait for a monitoring
 * service, and a monitoring failure must not turn into a second error.
 */
export const reportServerError = (c: AppContext, error: unknown): void => {
  const deps = c.var.deps;
  const auth = c.var.auth;
  const now = deps.now().toISOString();
  captureEvent(deps, {
    source: 'server',
    kind: SERVER_KIND,
    ...describeError(error),
    page: redactPagePath(c.req.path),
    method: c.req.method,
    status: 500,
    release: CLIENT_VERSION_LABEL,
    occurredAt: now,
    steps: [],
    memberId: auth?.member.id,
    companyId: auth?.company.id,
  }).catch((failure: unknown) => {
    const status = failure instanceof AdapterError ? ` (${failure.status})` : '';
    deps.logger.error(`monitoring: the server error could not be reported${status}`, failure);
  });
};
