import type { ClientErrorKind, ErrorReporter } from '../utils/reporter.ts';

/**
 * The reporter main.tsx installed, for the places React reaches without
 * props (the route error boundary). Tests and stories install none, and then
 * reporting does nothing.
 */
let active: ErrorReporter | undefined;

export const setActiveReporter = (reporter: ErrorReporter | undefined): void => {
  active = reporter;
};

export const reportError = (kind: ClientErrorKind, error: unknown, details?: { status?: number }): void => {
  active?.capture(kind, error, details);
};
