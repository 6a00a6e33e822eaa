import {
  HALF_DAY_MINUTES,
  type MemberCost,
  NO_COST,
  STANDARD_DAY_MINUTES,
  type TotalsGroup,
} from '@genba/validators';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceRecords, companies, memberCosts, members, projects } from '../../db/schema/index.ts';

/**
 * The totals' reads. The database sums each member's days per site with the formulas of
 * @genba/validators attendance/totals.ts (workedMinutesOf, overtimeMinutesOf, manDaysOf, their
 * constants passed in), so a year of 200 members travels as a few hundred rows instead of 73,000.
 * test/routes/daily.test.ts checks the figures against the pure functions' definitions.
 */

export const totalsGroups = async (
  db: Db,
  companyId: number,
  from: string,
  to: string,
): Promise<TotalsGroup[]> => {
  const w = attendanceRecords.workedMinutes;
  // Group the records alone first, then name the few groups: the joins run per group, not per day.
  const g = db
    .select({
      memberId: attendanceRecords.memberId,
      projectId: attendanceRecords.projectId,
      days: sql<number>`count(*) filter (where ${w} > 0)::int`.as('days'),
      workedMinutes: sql<number>`coalesce(sum(${w}), 0)::int`.as('worked'),
      restMinutes:
        sql<number>`coalesce(sum(${attendanceRecords.restMinutes}) filter (where ${w} > 0), 0)::int`.as(
          'rest',
        ),
      overtimeMinutes: sql<number>`coalesce(sum(greatest(0, ${w} - ${STANDARD_DAY_MINUTES})), 0)::int`.as(
        'overtime',
      ),
      manDays:
        sql<number>`coalesce(sum(case when ${w} <= 0 then 0 when ${w} <= ${HALF_DAY_MINUTES} then 0.5 else 1 end), 0)::float8`.as(
          'man_days',
        ),
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.companyId, companyId),
        gte(attendanceRecords.workDate, from),
        lte(attendanceRecords.workDate, to),
      ),
    )
    .groupBy(attendanceRecords.memberId, attendanceRecords.projectId)
    .as('g');
  const rows = await db
    .select({
      memberId: g.memberId,
      projectId: g.projectId,
      name1: members.name1,
      name2: members.name2,
      memberType: members.type,
      partnerCompany: companies.name,
      memberCompanyName: members.companyName,
      projectName: projects.caseName,
      days: g.days,
      workedMinutes: g.workedMinutes,
      restMinutes: g.restMinutes,
      overtimeMinutes: g.overtimeMinutes,
      manDays: g.manDays,
    })
    .from(g)
    .innerJoin(members, eq(members.id, g.memberId))
    .innerJoin(projects, eq(projects.id, g.projectId))
    .leftJoin(companies, eq(companies.id, members.belongToCompanyId));
  return rows.map((r) => ({
    memberId: r.memberId,
    memberName: `${r.name1} ${r.name2}`.trim(),
    projectId: r.projectId,
    projectName: r.projectName,
    partnerName: r.memberType === 2 ? (r.partnerCompany ?? r.memberCompanyName ?? '協力会社') : null,
    days: r.days,
    workedMinutes: r.workedMinutes,
    restMinutes: r.restMinutes,
    overtimeMinutes: r.overtimeMinutes,
    manDays: r.manDays,
  }));
};

export const costsOf = async (db: Db, memberIds: readonly number[]): Promise<(id: number) => MemberCost> => {
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select()
          .from(memberCosts)
          .where(inArray(memberCosts.memberId, [...memberIds]));
  const map = new Map(rows.map((r) => [r.memberId, r]));
  return (id) => map.get(id) ?? NO_COST;
};
