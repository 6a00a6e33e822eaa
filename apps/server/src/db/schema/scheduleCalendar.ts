import { boolean, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * A company's weekly rule for non-working days (休日設定, issue 14; designed:
 * the spec gives no data). A company without a row keeps Saturdays, Sundays
 * and public holidays off (DEFAULT_WORK_CALENDAR of @genba/validators), so no
 * backfill is needed.
 */
export const scheduleCalendars = pgTable('schedule_calendars', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** 0 Sunday … 6 Saturday, ascending. */
  weeklyOff: smallint('weekly_off').array().notNull(),
  publicHolidaysOff: boolean('public_holidays_off').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's specific days off (お盆, 年末年始 …), each with an optional name. */
export const scheduleNonWorkingDates = pgTable(
  'schedule_non_working_dates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    name: text('name').notNull().default(''),
  },
  // The primary key serves the only read (a company's dates in order) and refuses a repeated date.
  (t) => [primaryKey({ columns: [t.companyId, t.date] })],
);
