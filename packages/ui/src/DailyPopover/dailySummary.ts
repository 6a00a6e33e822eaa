import { DAILY_POPUP_TEXT } from '@genba/validators';

/**
 * The daily popup's pure half (no DOM): what each line of a report's summary says. Input is
 * structural, so @genba/ui stays free of the api-client; the app maps its wire report to it.
 */

/** A daily report as the popup summarises it. */
export type DailySummary = {
  /** `YYYY-MM-DD`. */
  date: string;
  siteName: string;
  author: string;
  /** Who registered it on the author's behalf, if anyone. */
  proxyAuthor: string | null;
  weather: string | null;
  temperature: number | null;
  humidity: number | null;
  /** The day's attendance (`HH:mm`); null when the author did not clock in. */
  times: { start: string | null; end: string | null; restMinutes: number } | null;
  /** The work details' contents in order, else the free-text work contents as one line. */
  work: readonly string[];
  confirmed: boolean;
  confirmer: string | null;
};

/** What the popup shows: the report, or that it is on its way or could not be read. */
export type DailyPopoverState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; summary: DailySummary };

/** The popup lists this many work lines; the detail page has the rest. */
export const SUMMARY_WORK_LINES = 5;

const DASH = '—';

/** '晴れ 14.5℃ 40%', the parts it has; '—' with none. */
export const weatherLine = (s: Pick<DailySummary, 'weather' | 'temperature' | 'humidity'>): string =>
  [
    s.weather ?? '',
    s.temperature === null ? '' : `${s.temperature}℃`,
    s.humidity === null ? '' : `${s.humidity}%`,
  ]
    .filter((part) => part.trim() !== '')
    .join(' ') || DASH;

/** '08:00〜17:30（休憩60分）'; an open end shows as --:--; '—' without attendance. */
export const timesLine = (s: Pick<DailySummary, 'times'>): string =>
  s.times ? `${s.times.start ?? '--:--'}〜${s.times.end ?? '--:--'}（休憩${s.times.restMinutes}分）` : DASH;

/** The first work lines and how many more the report holds; blank lines drop out. */
export const workLines = (
  s: Pick<DailySummary, 'work'>,
  max = SUMMARY_WORK_LINES,
): { shown: string[]; hidden: number } => {
  const lines = s.work.filter((w) => w.trim() !== '');
  return { shown: lines.slice(0, max), hidden: Math.max(0, lines.length - max) };
};

/** The author, with the proxy registration when there was one. */
export const authorLine = (s: Pick<DailySummary, 'author' | 'proxyAuthor'>): string =>
  s.proxyAuthor ? `${s.author}${DAILY_POPUP_TEXT.proxy(s.proxyAuthor)}` : s.author;

/** The confirmation badge: 確認済み (with who confirmed) or 未確認. */
export const confirmationOf = (
  s: Pick<DailySummary, 'confirmed' | 'confirmer'>,
): { tone: 'success' | 'warning'; label: string; by: string | null } =>
  s.confirmed
    ? {
        tone: 'success',
        label: DAILY_POPUP_TEXT.confirmed,
        by: s.confirmer ? DAILY_POPUP_TEXT.confirmedBy(s.confirmer) : null,
      }
    : { tone: 'warning', label: DAILY_POPUP_TEXT.unconfirmed, by: null };
