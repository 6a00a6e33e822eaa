import { AUTH_ID, normaliseWorkCalendar, WORK_CALENDAR_MESSAGE } from '@genba/validators';
import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { readWorkCalendar, writeWorkCalendar } from './calendarQueries.ts';
import type { Actor } from './guards.ts';

/**
 * The company's non-working days (休日設定; designed calls, see the
 * catalogue): every member acting in the company reads them (the board shades
 * them), only a company manager changes them.
 */

const mayEditCalendar = (actor: Actor): boolean => actor.member.authId === AUTH_ID.companyManager;

export const scheduleCalendarRoutes = [
  implement('getWorkCalendar', async ({ db, member, company }) => ({
    calendar: await readWorkCalendar(db, company.id),
    can_edit: mayEditCalendar({ member, company }),
  })),

  implement('updateWorkCalendar', async ({ db, member, company, body }) => {
    if (!mayEditCalendar({ member, company })) throw forbidden(WORK_CALENDAR_MESSAGE.noPermission);
    await writeWorkCalendar(db, company.id, normaliseWorkCalendar(body));
    return { calendar: await readWorkCalendar(db, company.id), can_edit: true };
  }),
];
