import { DEFAULT_WORK_CALENDAR, type WorkCalendar } from '@genba/validators';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleCalendars, scheduleNonWorkingDates } from '../../db/schema/index.ts';

/** The company's non-working days (designed, issue 14): reads and the one write (docs/adr/006). */

/** The saved setting, or the default for a company that never saved one. */
export const readWorkCalendar = async (db: Db, companyId: number): Promise<WorkCalendar> => {
  const [[rule], dates] = await Promise.all([
    db.select().from(scheduleCalendars).where(eq(scheduleCalendars.companyId, companyId)),
    db
      .select({ date: scheduleNonWorkingDates.date, name: scheduleNonWorkingDates.name })
      .from(scheduleNonWorkingDates)
      .where(eq(scheduleNonWorkingDates.companyId, companyId))
      .orderBy(asc(scheduleNonWorkingDates.date)),
  ]);
  if (!rule && dates.length === 0) return DEFAULT_WORK_CALENDAR;
  return {
    weekly_off: rule ? [...rule.weeklyOff].sort((a, b) => a - b) : DEFAULT_WORK_CALENDAR.weekly_off,
    public_holidays_off: rule?.publicHolidaysOff ?? DEFAULT_WORK_CALENDAR.public_holidays_off,
    dates,
  };
};

/** Replaces the whole setting in one transaction (a half-saved calendar would shade the wrong days). */
export const writeWorkCalendar = (db: Db, companyId: number, calendar: WorkCalendar): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .insert(scheduleCalendars)
      .values({
        companyId,
        weeklyOff: calendar.weekly_off,
        publicHolidaysOff: calendar.public_holidays_off,
      })
      .onConflictDoUpdate({
        target: scheduleCalendars.companyId,
        set: {
          weeklyOff: calendar.weekly_off,
          publicHolidaysOff: calendar.public_holidays_off,
          updatedAt: new Date(),
        },
      });
    await tx.delete(scheduleNonWorkingDates).where(eq(scheduleNonWorkingDates.companyId, companyId));
    if (calendar.dates.length > 0)
      await tx
        .insert(scheduleNonWorkingDates)
        .values(calendar.dates.map((d) => ({ companyId, date: d.date, name: d.name })));
  });
