import { LIMITS } from '../limits/limits.ts';

/**
 * Which error events are reported (talk §8 and §9). The original product
 * configured its monitoring SDK in code; these constants are that
 * configuration, read by the browser's reporter (to save the traffic) and by
 * the server (which applies them again, since anyone may post an event).
 */

/** Talk §9: "Monitoring sample rate 100 percent". */
export const MONITORING_SAMPLE_RATE = 1;

/** Talk §8: "messages beginning with 'Warning'" are dropped (React's development warnings among them). */
export const MONITORING_DROPPED_MESSAGE_PREFIX = 'Warning';

/**
 * Talk §8: "Monitoring ignores events with configured statuses". The spec
 * does not list them; these are the answers that are a normal outcome of a
 * request, not a fault: not logged in (401), not allowed (403), nothing found
 * (404), session expired (419, which has its own dialog), the user's input
 * refused (422) and a rate limit (429).
 */
export const MONITORING_IGNORED_STATUSES = [401, 403, 404, 419, 422, 429] as const;

/** What kind of failure an event records: an uncaught error, an unhandled rejection, a render error caught by an error boundary, a failed API call, or the server's own 500. */
export const MONITORING_EVENT_KINDS = ['error', 'unhandledrejection', 'boundary', 'api', 'server'] as const;
export type MonitoringEventKind = (typeof MONITORING_EVENT_KINDS)[number];

/**
 * Bounds of one event as it travels and is stored. Talk §9's step log (the
 * last 30 entries) is the event's trail of what the user did before it.
 */
export const MONITORING_LIMITS = {
  message: 1000,
  name: 100,
  stack: 8000,
  page: 2000,
  release: 20,
  apiName: 100,
  steps: LIMITS.stepLog,
  stepMessage: 200,
} as const;

export type MonitoringRules = {
  /** 0 to 1: the share of eligible events that is reported. */
  readonly sampleRate: number;
  readonly ignoredStatuses: readonly number[];
  readonly droppedMessagePrefix: string;
};

export const MONITORING_RULES: MonitoringRules = {
  sampleRate: MONITORING_SAMPLE_RATE,
  ignoredStatuses: MONITORING_IGNORED_STATUSES,
  droppedMessagePrefix: MONITORING_DROPPED_MESSAGE_PREFIX,
};

/** What the rules need to know of an event. */
export type MonitoringCandidate = {
  readonly message: string;
  /** The HTTP status of a failed call (0 when no answer came); absent for errors in the page. */
  readonly status?: number | undefined;
  /** The API client's failure reason ('Canceled', 'Timeout', 'Http'…), for failed calls. */
  readonly reason?: string | undefined;
};

export type MonitoringDropReason = 'canceled' | 'ignored-status' | 'warning-message' | 'sampled-out';

export type MonitoringDecision =
  | { readonly report: true }
  | { readonly report: false; readonly because: MonitoringDropReason };

/**
 * Whether an event is reported. A cancelled call (talk §8's 'Canceled') is
 * the user's or the app's own choice, not a failure; then the configured
 * statuses and the 'Warning' prefix; the sample rate last, so `random` is
 * only drawn for events that would otherwise be reported. `random` returns a
 * number in [0, 1), as Math.random does.
 */
export const decideReport = (
  event: MonitoringCandidate,
  rules: MonitoringRules = MONITORING_RULES,
  random: () => number = Math.random,
): MonitoringDecision => {
  if (event.reason === 'Canceled') return { report: false, because: 'canceled' };
  // Stryker disable next-line ConditionalExpression: equivalent, no ignored status is undefined; the check is for the type checker.
  if (event.status !== undefined && rules.ignoredStatuses.includes(event.status)) {
    return { report: false, because: 'ignored-status' };
  }
  if (event.message.trimStart().startsWith(rules.droppedMessagePrefix)) {
    return { report: false, because: 'warning-message' };
  }
  if (!(random() < rules.sampleRate)) return { report: false, because: 'sampled-out' };
  return { report: true };
};

/** `decideReport(...).report`. */
export const shouldReport = (
  event: MonitoringCandidate,
  rules: MonitoringRules = MONITORING_RULES,
  random: () => number = Math.random,
): boolean => decideReport(event, rules, random).report;

/** Talk §9's step log: the newest entries, at most `max` (30), oldest first. */
export const appendStep = <T>(steps: readonly T[], step: T, max: number = MONITORING_LIMITS.steps): T[] =>
  [...steps, step].slice(-Math.max(0, max));

/** Cuts a text to `max` characters (code points, so a surrogate pair is never split), marking the cut with '…'. */
export const clipText = (text: string, max: number): string => {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
};
