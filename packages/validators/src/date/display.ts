import { addDays, jstIsoDate, jstParts } from '../internal/date.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Talk §9 date display for message and file lists: 'HH:mm' for today,
 * '昨日' for yesterday, otherwise 'M/D' (no zero padding, the usual Japanese
 * short form) even in another year. Days are days in Japan; `now` is passed
 * in so the rule is testable.
 */
export const formatListDate = (date: Date, now: Date): string => {
  const day = jstIsoDate(date);
  const today = jstIsoDate(now);
  const p = jstParts(date);
  if (day === today) return `${pad(p.hours)}:${pad(p.minutes)}`;
  if (day === addDays(today, -1)) return '昨日';
  return `${p.month}/${p.day}`;
};

/** Talk §9 fallback format: 'YYYY/MM/DD HH:mm' in Japan. */
export const formatFallbackDateTime = (date: Date): string => {
  const p = jstParts(date);
  return `${p.year}/${pad(p.month)}/${pad(p.day)} ${pad(p.hours)}:${pad(p.minutes)}`;
};
