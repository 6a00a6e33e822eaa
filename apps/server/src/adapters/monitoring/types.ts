import type { MonitoringEventKind } from '@genba/validators';

/**
 * One error event as the server records it: a browser report (after the
 * monitoring rules of @genba/validators kept it) or the server's own 500.
 * Who sent it comes from the session, never from the report's body.
 */
export type MonitoringEvent = {
  /** 32 lowercase hex digits, the form Sentry uses. */
  readonly eventId: string;
  readonly source: 'browser' | 'server';
  readonly kind: MonitoringEventKind;
  readonly message: string;
  readonly name?: string | undefined;
  readonly stack?: string | undefined;
  /** The page's path (browser) or the request's path (server), redacted. */
  readonly page: string;
  /** The request's method, for the server's own errors. */
  readonly method?: string | undefined;
  readonly status?: number | undefined;
  readonly api?: { readonly name: string; readonly reason: string } | undefined;
  readonly release: string;
  /** When it happened, as the reporter says (ISO 8601). */
  readonly occurredAt: string;
  /** When the server received it (ISO 8601). */
  readonly receivedAt: string;
  /** Talk §9's step log, oldest first. */
  readonly steps: readonly { readonly at: string; readonly message: string }[];
  readonly memberId?: number | undefined;
  readonly companyId?: number | undefined;
  readonly userAgent?: string | undefined;
};

/** Where kept events go: the server log (default) or a Sentry-compatible service. */
export type MonitoringAdapter = {
  readonly kind: 'log' | 'sentry';
  /** Resolves once the event is written or accepted; an AdapterError when the service refused it or could not be reached. */
  capture(event: MonitoringEvent): Promise<void>;
};

/** A fresh event id (a UUID without its hyphens, as Sentry writes ids). */
export const newEventId = (): string => crypto.randomUUID().replaceAll('-', '');
