import { AdapterError } from '../internal/errors.ts';
import type { MonitoringAdapter, MonitoringEvent } from './types.ts';

/** The parts of a Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`). */
export type SentryDsn = {
  /** `https://host[:port][/path]`, the base the API paths are appended to. */
  readonly origin: string;
  readonly publicKey: string;
  readonly projectId: string;
};

/** Reads a DSN, or null when it is not one (start-up then refuses it, naming SENTRY_DSN). */
export const parseSentryDsn = (dsn: string): SentryDsn | null => {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
  const path = segments.length ? `/${segments.join('/')}` : '';
  return {
    origin: `${url.protocol}//${url.host}${path}`,
    publicKey: decodeURIComponent(url.username),
    projectId,
  };
};

/** Where events are posted: the project's envelope endpoint. */
export const envelopeUrl = (dsn: SentryDsn): string => `${dsn.origin}/api/${dsn.projectId}/envelope/`;

const CLIENT = 'genba-server/0.1.0';

const seconds = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Date.now() / 1000 : ms / 1000;
};

/** The event in Sentry's event payload format (exception, tags, user, breadcrumbs). */
export const toSentryEvent = (event: MonitoringEvent, environment: string) => ({
  event_id: event.eventId,
  timestamp: seconds(event.occurredAt),
  platform: event.source === 'server' ? 'node' : 'javascript',
  level: 'error',
  logger: `genba.${event.source}`,
  // Sentry's releases belong to the organisation, so the label is qualified by the product.
  release: `genba@${event.release}`,
  environment,
  transaction: event.page,
  exception: { values: [{ type: event.name ?? event.kind, value: event.message }] },
  tags: {
    source: event.source,
    kind: event.kind,
    ...(event.status === undefined ? {} : { status: String(event.status) }),
    ...(event.api ? { api: event.api.name, reason: event.api.reason } : {}),
    ...(event.companyId === undefined ? {} : { company: String(event.companyId) }),
  },
  ...(event.memberId === undefined ? {} : { user: { id: String(event.memberId) } }),
  request: {
    url: event.page,
    ...(event.method ? { method: event.method } : {}),
    ...(event.userAgent ? { headers: { 'User-Agent': event.userAgent } } : {}),
  },
  breadcrumbs: {
    values: event.steps.map((step) => ({
      timestamp: seconds(step.at),
      category: 'step',
      message: step.message,
    })),
  },
  // The raw stack as the browser wrote it; Sentry shows it under "Additional Data".
  extra: { ...(event.stack ? { stack: event.stack } : {}), receivedAt: event.receivedAt },
});

/** An envelope of one event: header line, item header line, payload line. */
export const toEnvelope = (event: MonitoringEvent, environment: string, now = new Date()): string =>
  [
    JSON.stringify({ event_id: event.eventId, sent_at: now.toISOString() }),
    JSON.stringify({ type: 'event', content_type: 'application/json' }),
    JSON.stringify(toSentryEvent(event, environment)),
  ].join('\n');

export type SentryMonitoringOptions = {
  readonly dsn: SentryDsn;
  readonly environment: string;
  readonly timeoutMs: number;
};

const FAILED = 'Monitoring request failed';

/**
 * A Sentry-compatible service (Sentry, self-hosted Sentry, GlitchTip…): one
 * envelope per event, posted to the DSN's envelope endpoint with the DSN's
 * public key in X-Sentry-Auth, within the adapters' time limit. The envelope
 * is not JSON (three JSON lines), so this posts it itself rather than through
 * internal/http.ts, with the same failure statuses (HTTP status, TIMEOUT,
 * NETWORK_ERROR).
 */
export const createSentryMonitoringAdapter = (options: SentryMonitoringOptions): MonitoringAdapter => ({
  kind: 'sentry',
  async capture(event) {
    let response: Response;
    try {
      response = await fetch(envelopeUrl(options.dsn), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${options.dsn.publicKey}, sentry_client=${CLIENT}`,
        },
        body: toEnvelope(event, options.environment),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AdapterError('monitoring', FAILED, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    // The body (an id, or the reason for a refusal) is read so the connection can be reused.
    await response.text().catch(() => '');
    if (!response.ok) throw new AdapterError('monitoring', FAILED, response.status);
  },
});
