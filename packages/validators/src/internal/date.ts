/**
 * Calendar helpers. Every business date of the product is a Japanese calendar
 * date, so a `Date` (an instant) is turned into a date in Japan Standard Time
 * (UTC+9, no daylight saving) before it is compared with a date of the spec.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of the instant in Japan. */
export const jstIsoDate = (instant: Date): string =>
  new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

/** Year, month (1-12), day, hours and minutes of the instant in Japan. */
export const jstParts = (instant: Date) => {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
};

/** True when `s` is a real calendar date written `YYYY-MM-DD` (2025-02-30 is not). */
export const isIsoDate = (s: string): boolean => {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls a day or month out of range into a later or earlier one, so the day no longer reads
  // d (2025-02-30 → 2025-03-02, day 00 → the previous month's end) or the year no longer reads y (month
  // 13 or 00); it also reads years 0-99 as 1900-1999. Comparing the month too would add nothing.
  return date.getUTCFullYear() === y && date.getUTCDate() === d;
};

/** Parses a `YYYY-MM-DD` date as UTC midnight; throws on anything else so callers never compute with NaN. */
export const parseIsoDate = (s: string): Date => {
  if (!isIsoDate(s)) throw new RangeError(`not a YYYY-MM-DD date: ${s}`);
  return new Date(`${s}T00:00:00Z`);
};

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);

/** `YYYY-MM-DD` of the last day of the month containing `s`. */
export const endOfMonth = (s: string): string => {
  const d = parseIsoDate(s);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/** `YYYY-MM-DD` moved by whole months, clamped to the last day of the target month (01-31 + 1 month = 02-28). */
export const addMonths = (s: string, months: number): string => {
  const d = parseIsoDate(s);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};

/** `YYYY-MM-DD` moved by whole days. */
export const addDays = (s: string, days: number): string =>
  new Date(parseIsoDate(s).getTime() + days * 86_400_000).toISOString().slice(0, 10);
