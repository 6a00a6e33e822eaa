import { z } from 'zod';
import { booleanInput, boundedInt, boundedList, boundedText } from '../input/bounds.ts';
import { addDays, isIsoDate } from '../internal/date.ts';
import { scheduleDate } from './task.ts';

/**
 * A company's non-working days (休日設定, issue 14). The spec asks the Gantt
 * board to shade "the company's non-working days" but gives no data for them,
 * so this is designed: weekdays off every week (日曜, 土曜 …), whether Japan's
 * public holidays are off, and specific dates off (お盆, 年末年始 …) with an
 * optional name. The national holiday table itself lives in @genba/ui
 * (@holiday-jp/holiday_jp), so the pure functions here take a lookup.
 */

export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export const WORK_CALENDAR_LIMIT = {
  /** Specific dates per company: a year and a half of daily entries, far beyond any real calendar. */
  dates: 500,
  /** A date's name (お盆休み, 年末年始): the tag-group length of core §5. */
  name: 20,
} as const;

export const WORK_CALENDAR_MESSAGE = {
  weekday: '曜日を正しく選択してください。',
  weekdayDuplicate: '同じ曜日が重複しています。',
  dateRequired: '休日の日付を入力してください。',
  dateDuplicate: '同じ日付が重複しています。',
  noPermission: '休日設定を変更する権限がありません。',
  /**
   * Why the setting is read-only (our text; a documented decision: the days off shade every office's
   * sites, so only company managers change them, and office managers read them).
   */
  readOnlyReason: '休日は会社のすべての現場に関わるため、会社管理者のみが変更できます。',
} as const;

const weekdaySchema = boundedInt({ min: 0, max: 6, message: WORK_CALENDAR_MESSAGE.weekday });

export const workCalendarDateSchema = z.object({
  date: scheduleDate(WORK_CALENDAR_MESSAGE.dateRequired),
  name: boundedText({ max: WORK_CALENDAR_LIMIT.name, trim: true }).default(''),
});
export type WorkCalendarDate = z.infer<typeof workCalendarDateSchema>;

/** The whole setting, replaced at once when saved. */
export const workCalendarSchema = z
  .object({
    /** 0 Sunday … 6 Saturday. */
    weekly_off: boundedList(weekdaySchema, { max: 7 }),
    public_holidays_off: booleanInput(),
    dates: boundedList(workCalendarDateSchema, { max: WORK_CALENDAR_LIMIT.dates }),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.weekly_off).size !== v.weekly_off.length)
      ctx.addIssue({ code: 'custom', path: ['weekly_off'], message: WORK_CALENDAR_MESSAGE.weekdayDuplicate });
    const seen = new Set<string>();
    v.dates.forEach((d, i) => {
      if (seen.has(d.date))
        ctx.addIssue({
          code: 'custom',
          path: ['dates', i, 'date'],
          message: WORK_CALENDAR_MESSAGE.dateDuplicate,
        });
      seen.add(d.date);
    });
  });
export type WorkCalendar = z.infer<typeof workCalendarSchema>;
export type WorkCalendarInput = z.input<typeof workCalendarSchema>;

/** A company that never saved a setting: Saturdays, Sundays and public holidays off (what the board always shaded). */
export const DEFAULT_WORK_CALENDAR: WorkCalendar = {
  weekly_off: [0, 6],
  public_holidays_off: true,
  dates: [],
};

/** Why a day is off, or undefined on a working day; a company date wins over the others (it carries the name). */
export type NonWorkingReason =
  | { kind: 'company'; name: string }
  | { kind: 'holiday'; name: string }
  | { kind: 'weekly' };

/** The calendar in the shape a day-by-day loop reads cheaply (sets and a map, built once). */
export type WorkCalendarLookup = {
  reasonOf: (iso: string) => NonWorkingReason | undefined;
  isNonWorking: (iso: string) => boolean;
};

/** Weekday of a `YYYY-MM-DD` date, 0 Sunday … 6 Saturday (UTC calendar maths, no time zone). */
export const weekdayOf = (iso: string): number =>
  new Date(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))),
  ).getUTCDay();

/**
 * Builds the lookup once per calendar: `holidayName` answers Japan's public
 * holiday on a date (@genba/ui's holidayName), used only when the company
 * keeps them off.
 */
export const workCalendarLookup = (
  calendar: WorkCalendar,
  holidayName: (iso: string) => string | undefined,
): WorkCalendarLookup => {
  const weekly = new Set(calendar.weekly_off);
  const dates = new Map(calendar.dates.map((d) => [d.date, d.name]));
  const reasonOf = (iso: string): NonWorkingReason | undefined => {
    const own = dates.get(iso);
    if (own !== undefined) return { kind: 'company', name: own };
    if (calendar.public_holidays_off) {
      const name = holidayName(iso);
      if (name !== undefined) return { kind: 'holiday', name };
    }
    return weekly.has(weekdayOf(iso)) ? { kind: 'weekly' } : undefined;
  };
  return { reasonOf, isNonWorking: (iso) => reasonOf(iso) !== undefined };
};

/** Working days from `start` to `end`, both counted (the task form's 日数); 0 when the dates are not a period. */
export const countWorkingDays = (start: string, end: string, lookup: WorkCalendarLookup): number => {
  if (!isIsoDate(start) || !isIsoDate(end)) return 0;
  // Stryker disable next-line ConditionalExpression: equivalent, the loop below does not run when end is before start.
  if (end < start) return 0;
  let n = 0;
  // A task lasts at most 3653 days (core §5), so a plain loop is cheap.
  for (let d = start, guard = 0; d <= end && guard < 3700; d = addDays(d, 1), guard++)
    if (!lookup.isNonWorking(d)) n += 1;
  return n;
};

/** The saved setting in a stable order (weekdays ascending, dates ascending), as the server stores and answers it. */
export const normaliseWorkCalendar = (c: WorkCalendar): WorkCalendar => ({
  weekly_off: [...c.weekly_off].sort((a, b) => a - b),
  public_holidays_off: c.public_holidays_off,
  dates: [...c.dates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
});
