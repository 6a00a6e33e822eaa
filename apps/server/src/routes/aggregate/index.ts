import { ATTENDANCE_MESSAGE, createReportDateRangeSchema, totalsFromGroups } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { issuesToNested } from '../../http/validation.ts';
import { type Actor, canManage, requireFeature } from '../daily/access.ts';
import { totalsCsv, toWireTotalsRow, xlsxStream } from './export.ts';
import { costsOf, totalsGroups } from './queries.ts';

/**
 * Attendance totals (issue 13 item 6). The catalogue's query schema checks both dates, their order
 * and the 365-day limit; "no future dates" needs today's date, so it is checked here (422 alike).
 */

const checkRange = (range: { start_date: string; end_date: string }, now: Date) => {
  const result = createReportDateRangeSchema(now).safeParse(range);
  if (!result.success) {
    const errors = {};
    issuesToNested(
      result.error.issues.map((i) => ({ path: i.path, message: i.message })),
      errors,
    );
    throw validationFailed(errors);
  }
};

/** Totals show every member's pay: managers only. */
const requireTotals = async (db: Db, actor: Actor, now: Date) => {
  await requireFeature(db, actor, 'aggregate', now);
  if (!canManage(actor)) throw forbidden(ATTENDANCE_MESSAGE.totalsNotManager);
};

/** Computes the totals of a company over a range: one grouped read of the days, one of the costs. */
export const loadTotals = async (db: Db, companyId: number, from: string, to: string) => {
  const groups = await totalsGroups(db, companyId, from, to);
  const cost = await costsOf(db, [...new Set(groups.map((g) => g.memberId))]);
  return totalsFromGroups(groups, cost);
};

export const aggregateRoutes = [
  implement('getAggregate', async ({ db, query, member, company, deps }) => {
    const now = deps.now();
    await requireTotals(db, { member, company }, now);
    checkRange(query, now);
    const totals = await loadTotals(db, company.id, query.start_date, query.end_date);
    return {
      success: true as const,
      start_date: query.start_date,
      end_date: query.end_date,
      by_member: totals.byMember.map(toWireTotalsRow),
      by_project: totals.byProject.map(toWireTotalsRow),
      by_partner: totals.byPartner.map(toWireTotalsRow),
      total: toWireTotalsRow(totals.total),
    };
  }),

  implement('exportAggregate', async ({ db, query, member, company, deps }) => {
    const now = deps.now();
    await requireTotals(db, { member, company }, now);
    checkRange(query, now);
    const totals = await loadTotals(db, company.id, query.start_date, query.end_date);
    const base = `勤怠集計_${query.start_date}_${query.end_date}`;
    if (query.format === 'csv') {
      return new Response(totalsCsv(totals), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${base}.csv`)}`,
        },
      });
    }
    return new Response(xlsxStream(totals, `${query.start_date}〜${query.end_date}`), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${base}.xlsx`)}`,
      },
    });
  }),
];
