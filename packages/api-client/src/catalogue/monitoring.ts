import { ZReportClientErrorRequest, ZReportClientErrorResponse } from '../schemas/monitoring.ts';
import { defineEndpoints } from './define.ts';

/** Error monitoring (talk §8 "Monitoring ignores…", talk §9 "Monitoring sample rate 100 percent"). */
export const monitoringEndpoints = defineEndpoints({
  reportClientError: {
    method: 'POST',
    path: '/api/monitoring/events',
    summary: 'ブラウザで起きたエラーを記録する',
    body: ZReportClientErrorRequest,
    response: ZReportClientErrorResponse,
    // A report is worth little after ten seconds, and must not hold a page's connection longer.
    timeout: 10_000,
    failure: 'false',
    // Errors on the login pages matter most, so a visitor without a session may report too.
    public: true,
    design:
      'The spec does not show this call; it is designed here. The spec’s product sent events from the browser to a monitoring service; here the browser posts them to our server, which applies the same rules (@genba/validators/monitoring) again and hands kept events to the monitoring adapter (the server log by default, a Sentry-compatible service by SENTRY_DSN), so no key reaches the browser. Body: kind, message, name, stack, page (redacted path), status and api { name, reason } for a failed call, release, occurredAt, steps (the step log, at most 30). Answers { eventId } (null when the rules dropped the event). Public, bounded (64 KB body) and rate-limited per member or, without a session, per address: 429 when exceeded.',
  },
});
