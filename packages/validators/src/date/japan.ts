import { isIsoDate, jstIsoDate } from '../internal/date.ts';

/**
 * `YYYY-MM-DD` of an instant in Japan: the "today" to pass to
 * `nextCompletionStatus`, `canAccessFeature` and the other date rules
 * (`japanDate(new Date())`).
 */
export const japanDate = (instant: Date): string => jstIsoDate(instant);

/** True for a real calendar date written `YYYY-MM-DD` ('2025-02-29' is not one). */
export const isValidIsoDate = (s: string): boolean => isIsoDate(s);
